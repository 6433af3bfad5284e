// The mailbox app: folders with computed counts, flag filters, user labels with slugs,
// settings, and mails listed a page at a time, newest first.
import { randomUUID } from 'node:crypto';
import { Cell, Table, type Kinds, type Loadable, type Place } from '../../data/table';
import { BadInputError, NotFoundError } from '../../lib/errors';
import { GroupIndex } from '../../lib/group-index';
import { rejectNulls, requireText } from '../../lib/input';
import { MAX_MAIL_CONTENT, MAX_MAIL_RECIPIENTS, MAX_MAIL_SUBJECT } from '../../../shared/limits';

export interface MailFolderRecord {
  id: string;
  title: string;
  slug: string;
  icon: string;
}

/** A folder as listed: with the number shown next to it. */
export interface MailFolderWithCount extends MailFolderRecord {
  count: number;
}

/** The mail flags a filter can select on. */
export type MailFlag = 'starred' | 'important';

export interface MailFilterRecord {
  id: string;
  title: string;
  slug: MailFlag;
  icon: string;
}

export interface MailLabelRecord {
  id: string;
  title: string;
  slug: string;
  color: string;
}

export const MESSAGE_LAYOUTS = ['right', 'full'] as const;

export interface MailboxSettingsRecord {
  messageLayout: (typeof MESSAGE_LAYOUTS)[number];
}

export interface MailAttachmentRecord {
  /** MIME type. */
  type: string;
  name: string;
  /** Bytes. */
  size: number;
  preview: string | null;
  downloadUrl: string;
}

export interface MailRecord {
  id: string;
  type: 'mail';
  from: { avatar: string | null; contact: string };
  /** `Name <address>`. */
  to: string;
  cc?: string[];
  bcc?: string[];
  /** ISO date-time. */
  date: string;
  subject: string;
  /** HTML paragraphs. */
  content: string;
  attachments: MailAttachmentRecord[];
  starred: boolean;
  important: boolean;
  unread: boolean;
  /** A folder id. */
  folder: string;
  /** Label ids. */
  labels: string[];
}

export interface MailboxSeed {
  settings: MailboxSettingsRecord;
  folders: MailFolderRecord[];
  filters: MailFilterRecord[];
  labels: MailLabelRecord[];
  mails: MailRecord[];
}

export interface MailLabelInput {
  id?: string | null;
  title?: string | null;
  slug?: string | null;
  color?: string | null;
}

export interface MailInput {
  id?: string | null;
  starred?: boolean | null;
  important?: boolean | null;
  unread?: boolean | null;
  folder?: string | null;
  labels?: readonly string[] | null;
}

/** A mail as composed (sendMail, saveMailDraft); omitted fields are empty. */
export interface MailComposeInput {
  to?: readonly string[] | null;
  cc?: readonly string[] | null;
  bcc?: readonly string[] | null;
  subject?: string | null;
  content?: string | null;
}

/** Who composes: the signed-in user, as a mail's `from`. */
export interface MailSender {
  avatar: string | null;
  contact: string;
}

export interface MailboxSettingsInput {
  messageLayout?: string | null;
}

export interface MailListQuery {
  folder?: string | null;
  filter?: string | null;
  label?: string | null;
  page?: number | null;
}

export interface MailPagination {
  totalResults: number | null;
  resultsPerPage: number | null;
  currentPage: number | null;
  lastPage: number;
  startIndex: number | null;
  endIndex: number | null;
}

export interface MailPageResult {
  mails: MailRecord[] | null;
  pagination: MailPagination;
}

export const MAILS_PER_PAGE = 10;

const ADDRESS = String.raw`[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+`;
/** A recipient: a bare address, or a name (no commas, quotes or brackets) and an address. */
const RECIPIENT = new RegExp(`^(?:${ADDRESS}|[^<>,;"]*[^\\s<>,;"]\\s*<${ADDRESS}>)$`);

/** Whether `text` is one recipient: `ana@example.com` or `Ana Soto <ana@example.com>`. */
export function isRecipient(text: string): boolean {
  return RECIPIENT.test(text.trim());
}
export const DEFAULT_LABEL_COLOR = 'gray';

/**
 * A label's slug, by the legacy steps in their order: lowercase, spaces to hyphens,
 * repeated hyphens collapsed, characters other than word characters and hyphens
 * removed (so "Q & A" gives "q--a"). Accents are dropped first, so Spanish titles
 * keep their letters ("Facturación" gives "facturacion", not "facturacin").
 */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ /g, '-')
    .replace(/-+/g, '-')
    .replace(/[^\w-]+/g, '');
}

/** Folders whose count is always 0, and folders whose count is every mail in them. */
const UNCOUNTED_FOLDERS = new Set(['sent', 'trash']);
const FULLY_COUNTED_FOLDERS = new Set(['drafts', 'spam']);

export class MailboxStore {
  private readonly settings: Cell<MailboxSettingsRecord>;
  private readonly folders: Table<MailFolderRecord>;
  private readonly filters: Table<MailFilterRecord>;
  private readonly labels: Table<MailLabelRecord>;
  /** Newest first: each mail is placed by its date as it comes. */
  private readonly mails: Table<MailRecord>;
  /** Folders by slug (sending and drafting find Sent and Drafts by theirs). */
  private readonly folderSlugs: GroupIndex<MailFolderRecord>;
  /** Labels by slug: a new label's slug must be one no label has. */
  private readonly labelSlugs: GroupIndex<MailLabelRecord>;
  /** Mails by label id: deleting a label changes only the mails that carry it. */
  private readonly labelled: GroupIndex<MailRecord>;
  /** Mails and unread mails by folder id, for the folders' counts. */
  private readonly totals = new Map<string, { all: number; unread: number }>();

  constructor(seed: Loadable<MailboxSeed>) {
    this.settings = Cell.of('settings', seed.settings);
    this.folders = Table.of('folders', seed.folders);
    this.filters = Table.of('filters', seed.filters);
    this.labels = Table.of('labels', seed.labels);
    // A loaded table is in its stored order, newest first already; a seed is sorted once.
    this.mails = Table.of(
      'mails',
      seed.mails instanceof Table ? seed.mails : newestFirst(seed.mails),
    );
    this.folderSlugs = new GroupIndex(this.folders, (folder) => [folder.slug]);
    this.labelSlugs = new GroupIndex(this.labels, (label) => [label.slug]);
    this.labelled = new GroupIndex(this.mails, (mail) => mail.labels);
    for (const mail of this.mails) this.count(mail, 1);
    this.mails.watch({
      added: (mail) => this.count(mail, 1),
      removed: (mail) => this.count(mail, -1),
      replaced: (previous, next) => {
        this.count(previous, -1);
        this.count(next, 1);
      },
    });
  }

  tables(): Kinds {
    const { settings, folders, filters, labels, mails } = this;
    return { settings, folders, filters, labels, mails };
  }

  getSettings(): MailboxSettingsRecord {
    return this.settings.get();
  }

  updateSettings(input: MailboxSettingsInput): MailboxSettingsRecord {
    rejectNulls(input, ['messageLayout']);
    const { messageLayout } = input;
    if (messageLayout == null) return this.settings.get();
    if (!isMessageLayout(messageLayout)) {
      throw new BadInputError(
        `"messageLayout" must be one of ${MESSAGE_LAYOUTS.join(', ')}; "${messageLayout}" is not.`,
      );
    }
    this.settings.set({ ...this.settings.get(), messageLayout });
    return this.settings.get();
  }

  /** The folders with their counts. */
  folderList(): MailFolderWithCount[] {
    return this.folders.list().map((folder) => {
      const total = this.totals.get(folder.id) ?? { all: 0, unread: 0 };
      const count = UNCOUNTED_FOLDERS.has(folder.slug)
        ? 0
        : FULLY_COUNTED_FOLDERS.has(folder.slug)
          ? total.all
          : total.unread;
      return { ...folder, count };
    });
  }

  filterList(): readonly MailFilterRecord[] {
    return this.filters.list();
  }

  labelList(): readonly MailLabelRecord[] {
    return this.labels.list();
  }

  createLabel(input: MailLabelInput): MailLabelRecord {
    const title = requireText(input.title, 'title').trim();
    const color =
      input.color === undefined ? DEFAULT_LABEL_COLOR : requireText(input.color, 'color').trim();
    const base = slugOf(title);
    let slug = base;
    for (let suffix = 1; this.labelSlugs.count(slug) > 0; suffix += 1) slug = `${base}-${suffix}`;
    return this.labels.insert({ id: randomUUID(), title, slug, color }, 'last');
  }

  /** Merges title and colour; the slug follows the title, with no uniqueness check. */
  updateLabel(id: string, input: MailLabelInput): MailLabelRecord {
    const current = this.requireLabel(id);
    const title =
      input.title === undefined ? current.title : requireText(input.title, 'title').trim();
    const color =
      input.color === undefined ? current.color : requireText(input.color, 'color').trim();
    return this.labels.replace({ id, title, slug: slugOf(title), color });
  }

  /** Removes a label and takes it off every mail that carries it. */
  deleteLabel(id: string): true {
    this.requireLabel(id);
    this.labels.remove(id);
    for (const mailId of this.labelled.of(id)) {
      const mail = this.mails.get(mailId)!;
      this.mails.replace({ ...mail, labels: mail.labels.filter((label) => label !== id) });
    }
    return true;
  }

  /** One page of the mails of a folder, filter or label (that precedence), newest first. */
  listMails(query: MailListQuery): MailPageResult {
    const page = query.page ?? 1;
    if (!Number.isInteger(page) || page < 1) {
      throw new BadInputError(`"page" must be a whole number of 1 or more; ${page} is not.`);
    }
    const matches = this.selector(query);
    const begin = (page - 1) * MAILS_PER_PAGE;
    const end = begin + MAILS_PER_PAGE;
    // One pass: count every match, keep only the requested page's records (no copies).
    const mails: MailRecord[] = [];
    let total = 0;
    for (const mail of this.mails.list()) {
      if (!matches(mail)) continue;
      if (total >= begin && total < end) mails.push(mail);
      total += 1;
    }
    const lastPage = Math.max(Math.ceil(total / MAILS_PER_PAGE), 1);
    if (page > lastPage) {
      return {
        mails: null,
        pagination: {
          totalResults: null,
          resultsPerPage: null,
          currentPage: null,
          lastPage,
          startIndex: null,
          endIndex: null,
        },
      };
    }
    return {
      mails,
      pagination: {
        totalResults: total,
        resultsPerPage: MAILS_PER_PAGE,
        currentPage: page,
        lastPage,
        startIndex: begin,
        endIndex: Math.min(end, total) - 1,
      },
    };
  }

  mail(id: string): MailRecord | null {
    return this.mails.get(id) ?? null;
  }

  /** Merges flags, folder and labels into a mail; checks everything before changing anything. */
  updateMail(id: string, input: MailInput): MailRecord {
    const current = this.mails.get(id);
    if (!current) throw new NotFoundError('Mail', id);
    rejectNulls(input, ['starred', 'important', 'unread', 'folder', 'labels']);
    const { starred, important, unread, folder, labels } = input;
    if (folder != null && !this.folders.has(folder)) {
      throw new BadInputError(`"folder" must be the id of an existing folder; "${folder}" is not.`);
    }
    if (labels != null) {
      const unknown = labels.filter((label) => !this.labels.has(label));
      if (unknown.length > 0) {
        throw new BadInputError(
          `"labels" must hold ids of existing labels; unknown: ${unknown.join(', ')}.`,
        );
      }
    }
    const mail = { ...current };
    if (starred != null) mail.starred = starred;
    if (important != null) mail.important = important;
    if (unread != null) mail.unread = unread;
    if (folder != null) mail.folder = folder;
    if (labels != null) mail.labels = [...new Set(labels)];
    return this.mails.replace(mail);
  }

  /**
   * Sends a mail from `sender`: into Sent, dated `now`, read. It needs a recipient in
   * `to`; with `draftId`, that draft becomes the sent mail (same id). Checks everything
   * before changing anything.
   */
  sendMail(
    input: MailComposeInput,
    sender: MailSender,
    draftId?: string | null,
    now = new Date(),
  ): MailRecord {
    const composed = composition(input);
    if (composed.to.length === 0) {
      throw new BadInputError('"to" needs at least one recipient to send a mail.');
    }
    const draft = draftId == null ? null : this.draft(draftId);
    const mail: MailRecord = {
      ...(draft ?? newMail()),
      ...fields(composed),
      from: { ...sender },
      date: now.toISOString(),
      unread: false,
      folder: this.folderId('sent'),
    };
    return this.place(mail, draft);
  }

  /** Adds a draft from `sender` (no `id`) or replaces a draft's recipients, subject and content. */
  saveDraft(
    id: string | null | undefined,
    input: MailComposeInput,
    sender: MailSender,
    now = new Date(),
  ): MailRecord {
    const composed = composition(input);
    const draft = id == null ? null : this.draft(id);
    const mail: MailRecord = {
      ...(draft ?? newMail()),
      ...fields(composed),
      from: { ...sender },
      date: now.toISOString(),
      unread: false,
      folder: this.folderId('drafts'),
    };
    return this.place(mail, draft);
  }

  /** The draft with this id: NOT_FOUND when unknown, BAD_USER_INPUT outside Drafts. */
  private draft(id: string): MailRecord {
    const mail = this.mails.get(id);
    if (!mail) throw new NotFoundError('Mail', id);
    if (mail.folder !== this.folderId('drafts')) {
      throw new BadInputError(
        `Mail "${id}" is not a draft: only mails in Drafts can be edited or sent.`,
      );
    }
    return mail;
  }

  private folderId(slug: string): string {
    const folder = this.folder(slug);
    if (!folder) throw new Error(`The mailbox has no ${slug} folder.`);
    return folder.id;
  }

  private folder(slug: string): MailFolderRecord | undefined {
    const [id] = this.folderSlugs.of(slug);
    return id === undefined ? undefined : this.folders.get(id);
  }

  /** Puts `mail` in its place by date (newest first), in place of `previous` if given. */
  private place(mail: MailRecord, previous: MailRecord | null): MailRecord {
    if (!previous) return this.mails.insert(mail, this.placeFor(mail.date));
    // Moved while it still has its old date, so that the order searched is sorted.
    this.mails.move(mail.id, this.placeFor(mail.date));
    return this.mails.replace(mail);
  }

  /** Where a mail of that date goes: before the first mail no newer (a binary search). */
  private placeFor(date: string): Place {
    const list = this.mails.list();
    const time = Date.parse(date);
    let low = 0;
    let high = list.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (Date.parse(list[middle]!.date) > time) low = middle + 1;
      else high = middle;
    }
    return low < list.length ? { before: list[low]!.id } : 'last';
  }

  /** Follows a mail into (1) or out of (-1) its folder's totals. */
  private count(mail: MailRecord, step: 1 | -1): void {
    let total = this.totals.get(mail.folder);
    if (!total) this.totals.set(mail.folder, (total = { all: 0, unread: 0 }));
    total.all += step;
    if (mail.unread) total.unread += step;
  }

  /** Which mails a list query selects; throws for no selector or an unknown slug. */
  private selector(query: MailListQuery): (mail: MailRecord) => boolean {
    // Empty text counts as not given, as the legacy mock's truthiness checks did.
    if (query.folder) {
      const folder = this.folder(query.folder);
      if (!folder) throw new NotFoundError('Mail folder', query.folder);
      return (mail) => mail.folder === folder.id;
    }
    if (query.filter) {
      const filter = this.filters.list().find((candidate) => candidate.slug === query.filter);
      if (!filter) throw new NotFoundError('Mail filter', query.filter);
      const flag = filter.slug;
      return (mail) => mail[flag];
    }
    if (query.label) {
      const label = this.labels.list().find((candidate) => candidate.slug === query.label);
      if (!label) throw new NotFoundError('Mail label', query.label);
      return (mail) => mail.labels.includes(label.id);
    }
    throw new BadInputError('Give one of "folder", "filter" or "label" to list mails.');
  }

  private requireLabel(id: string): MailLabelRecord {
    const label = this.labels.get(id);
    if (!label) throw new NotFoundError('Mail label', id);
    return label;
  }
}

/** Mails sorted newest first; mails of the same date keep their order. */
function newestFirst(mails: readonly MailRecord[]): MailRecord[] {
  return mails
    .map((mail) => ({ mail, time: Date.parse(mail.date) }))
    .sort((a, b) => b.time - a.time)
    .map(({ mail }) => mail);
}

function isMessageLayout(value: string): value is MailboxSettingsRecord['messageLayout'] {
  return (MESSAGE_LAYOUTS as readonly string[]).includes(value);
}

interface Composition {
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  content: string;
}

/** A composed mail's fields, checked and trimmed: every recipient an address, sizes bounded. */
function composition(input: MailComposeInput): Composition {
  rejectNulls(input, ['to', 'cc', 'bcc', 'subject', 'content']);
  const recipients = (field: 'to' | 'cc' | 'bcc') => {
    const list = (input[field] ?? []).map((text) => text.trim()).filter((text) => text !== '');
    if (list.length > MAX_MAIL_RECIPIENTS) {
      throw new BadInputError(`"${field}" may hold at most ${MAX_MAIL_RECIPIENTS} recipients.`);
    }
    const wrong = list.find((text) => !isRecipient(text));
    if (wrong !== undefined) {
      throw new BadInputError(
        `"${field}" must hold e-mail addresses such as ana@example.com or Ana Soto <ana@example.com>; "${wrong}" is not one.`,
      );
    }
    return list;
  };
  const subject = (input.subject ?? '').trim();
  if (subject.length > MAX_MAIL_SUBJECT) {
    throw new BadInputError(`"subject" may be at most ${MAX_MAIL_SUBJECT} characters long.`);
  }
  const content = input.content ?? '';
  if (content.length > MAX_MAIL_CONTENT) {
    throw new BadInputError(
      `"content" may be at most ${MAX_MAIL_CONTENT.toLocaleString('en')} characters long.`,
    );
  }
  return { to: recipients('to'), cc: recipients('cc'), bcc: recipients('bcc'), subject, content };
}

/** The record fields of a composition: cc and bcc left out when empty. */
function fields({ to, cc, bcc, subject, content }: Composition) {
  return {
    to: to.join(', '),
    cc: cc.length > 0 ? cc : undefined,
    bcc: bcc.length > 0 ? bcc : undefined,
    subject,
    content,
  };
}

/** A new mail's fields that composing does not set. */
function newMail(): Omit<MailRecord, 'from' | 'to' | 'date' | 'subject' | 'content' | 'folder'> {
  return {
    id: randomUUID(),
    type: 'mail',
    attachments: [],
    starred: false,
    important: false,
    unread: false,
    labels: [],
  };
}

/** The slug of a title, refused when nothing usable is left of the title. */
function slugOf(title: string): string {
  const slug = slugify(title);
  if (slug === '' || slug === '-') {
    throw new BadInputError(
      `"title" needs at least one letter or digit to make a slug; "${title}" has none.`,
    );
  }
  return slug;
}
