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

/**
 * The tasks list, loaded in pages (`tasksPage(after:, first:)`): one list whatever the
 * arguments. A page asked after the list's end (`endCursor`) joins it (a row it brings
 * that the list already holds, moved there meanwhile, leaves its old place); a first page
 * replaces the list, and a page asked after another end (the list was loaded again
 * meanwhile) is dropped. Live changes keep it in order in between
 * (features/tasks/api/task-list-cache.ts).
 */
type Place = { position: number; id: string };
const taskPages: FieldPolicy<{ tasks: readonly Reference[]; endCursor: Place | null }> = {
  keyArgs: false,
  merge(existing, incoming, { args }) {
    const after = args?.after as Place | null | undefined;
    if (!existing || !after) return incoming;
    const end = existing.endCursor;
    if (end?.position !== after.position || end.id !== after.id) return existing;
    const paged = new Set(incoming.tasks.map((task) => task.__ref));
    const held = existing.tasks.filter((task) => !paged.has(task.__ref));
    return { ...incoming, tasks: [...held, ...incoming.tasks] };
  },
};

/**
 * The contacts list, loaded in pages (`contactsPage(query:, after:)`): one list per
 * search. A page asked `after` the list's end joins it (a contact it brings that the list
 * already holds, moved there meanwhile, leaves its old place); a first page replaces the
 * list, and a page asked after another end (the list was loaded again meanwhile) is
 * dropped. `end` keeps the name and id the last contact brought had then: the next page
 * starts after them, whatever that contact became since, so the loaded part ends there
 * (features/contacts/api/contact-lists.ts keeps writes inside it).
 */
const contactPages: FieldPolicy<{ contacts: readonly Reference[]; endCursor: string | null }> = {
  keyArgs: ['query'],
  merge(existing, incoming, { args, readField }) {
    const after: unknown = args?.after;
    const next = existing && typeof after === 'string';
    if (next && after !== existing.endCursor) return existing;
    const brought = new Set(incoming.contacts.map((contact) => contact.__ref));
    const kept = next ? existing.contacts.filter((contact) => !brought.has(contact.__ref)) : [];
    const last = incoming.contacts.at(-1);
    return {
      ...incoming,
      contacts: [...kept, ...incoming.contacts],
      // None past an empty page: nothing follows it.
      end: last ? { id: readField('id', last), name: readField('name', last) } : null,
    };
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
  // The tasks list's counts are one record; a page's end is a place, not a task.
  TaskListCounts: { keyFields: [] },
  TaskCursor: { keyFields: false },
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
      tasksPage: taskPages,
      task: recordById('Task'),
      taskTags: { merge: false },
      contactsPage: contactPages,
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
