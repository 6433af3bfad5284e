// The cache's rules, all in one place: how items are keyed and how lists merge.
// Lists answered whole (a feed, the shortcuts) replace what the cache held: `merge: false`
// says so, where Apollo would otherwise warn that data may be lost.
import type { FieldPolicy, Reference, TypePolicies } from '@apollo/client';

/**
 * A record's own field (`contact(id:)`) reads the record the cache already holds (from a
 * list, or just created), so it opens at once while the network refreshes it; one held
 * only in part (a list's row) is fetched.
 */
const recordById = (__typename: string): FieldPolicy => ({
  read: (existing, { args, toReference }) =>
    existing !== undefined || typeof args?.id !== 'string'
      ? existing
      : toReference({ __typename, id: args.id }),
});

/**
 * The activities feed, loaded in pages (`activities(after:, first:)`): one list whatever
 * the arguments. A page asked for `after` an activity follows it (the same page asked
 * twice replaces itself, so nothing doubles); a first page replaces the list.
 */
const activityFeed: FieldPolicy<readonly Reference[]> = {
  keyArgs: false,
  merge(existing, incoming, { args, readField }) {
    const after: unknown = args?.after;
    if (!existing || typeof after !== 'string') return incoming;
    const index = existing.findIndex((item) => readField('id', item) === after);
    return [...(index < 0 ? existing : existing.slice(0, index + 1)), ...incoming];
  },
};

export const typePolicies: TypePolicies = {
  // The four menus share their items' ids with different shapes (a group here is an
  // aside there): each menu keeps its own copies.
  NavigationItem: { keyFields: false },
  // A contact's e-mails and phone numbers are values inside it: a save sends the whole list.
  Contact: { fields: { emails: { merge: false }, phoneNumbers: { merge: false } } },
  // A board's lists, labels and members, a list's cards and a card's labels are answered
  // whole and in order (the server sorts by position): each answer replaces the last.
  ScrumboardBoard: {
    fields: { lists: { merge: false }, labels: { merge: false }, members: { merge: false } },
  },
  ScrumboardList: { fields: { cards: { merge: false } } },
  ScrumboardCard: { fields: { labels: { merge: false } } },
  // Notes: a checklist item lives inside its note (ids are only unique within one), and
  // a note's checklist and labels are answered whole. Notes and labels keep their ids.
  Note: { fields: { tasks: { merge: false }, labels: { merge: false } } },
  NoteTask: { keyFields: false },
  // The mailbox: its settings are one record; a sender is part of its mail.
  MailboxSettings: { keyFields: [] },
  MailContact: { merge: true },
  // The academy: a course's steps are answered whole, and its progress is a value inside it.
  AcademyCourse: { fields: { steps: { merge: false } } },
  AcademyCourseProgress: { merge: true },
  // The four sample dashboards: one record each, answered whole.
  AnalyticsDashboard: { keyFields: [] },
  CryptoDashboard: { keyFields: [] },
  FinanceDashboard: { keyFields: [] },
  ProjectDashboard: { keyFields: [] },
  // The help center: a guide category's `guides` and `visibleGuides` depend on the query
  // (the overview's first few, all of them, the one open guide), so each answer keeps
  // its own copy instead of one record by id that the last answer would overwrite.
  HelpCenterGuideCategory: { keyFields: false },
  Query: {
    fields: {
      messages: { merge: false },
      notifications: { merge: false },
      // The tasks app: the whole list comes back in its order (a reorder answers it all).
      tasks: { merge: false },
      taskTags: { merge: false },
      // One list per search, each answered whole.
      contacts: { merge: false },
      contactTags: { merge: false },
      contact: recordById('Contact'),
      // The inventory: a page of products and the tags are answered whole.
      inventoryProducts: { merge: false },
      inventoryTags: { merge: false },
      inventoryProduct: recordById('InventoryProduct'),
      notes: { merge: false },
      noteLabels: { merge: false },
      // A page of mails is answered whole (kept per folder, filter, label and page).
      mailboxMails: { merge: false },
      mailboxMail: recordById('Mail'),
      chat: recordById('Chat'),
      academyCourse: recordById('AcademyCourse'),
      // The file manager: a folder's view (subfolders, files, path) is answered whole.
      fileManagerContents: { merge: false },
      // The user's support requests, answered whole, newest first.
      helpCenterSupportRequests: { merge: false },
      activities: activityFeed,
    },
  },
};
