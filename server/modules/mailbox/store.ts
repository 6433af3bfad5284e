// The mailbox app: folders with computed counts, flag filters, user labels with slugs,
// settings, and mails listed a page at a time, newest first.
import { randomUUID } from 'node:crypto';
import { BadInputError, NotFoundError } from '../../lib/errors';
import { rejectNulls, requireText } from '../../lib/input';

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
  private settings: MailboxSettingsRecord;
  private readonly folders: MailFolderRecord[];
  private readonly filters: MailFilterRecord[];
  private labels: MailLabelRecord[];
  /** Newest first. Updates change records in place, so this and `byId` stay in step. */
  private readonly mails: MailRecord[];
  private readonly byId: Map<string, MailRecord>;

  constructor(seed: MailboxSeed) {
    const own = structuredClone(seed);
    this.settings = own.settings;
    this.folders = own.folders;
    this.filters = own.filters;
    this.labels = own.labels;
    // Dates never change, so sorting once keeps every list newest first.
    this.mails = own.mails
      .map((mail) => ({ mail, time: Date.parse(mail.date) }))
      .sort((a, b) => b.time - a.time)
      .map(({ mail }) => mail);
    this.byId = new Map(this.mails.map((mail) => [mail.id, mail]));
  }

  getSettings(): MailboxSettingsRecord {
    return this.settings;
  }

  updateSettings(input: MailboxSettingsInput): MailboxSettingsRecord {
    rejectNulls(input, ['messageLayout']);
    const { messageLayout } = input;
    if (messageLayout == null) return this.settings;
    if (!isMessageLayout(messageLayout)) {
      throw new BadInputError(
        `"messageLayout" must be one of ${MESSAGE_LAYOUTS.join(', ')}; "${messageLayout}" is not.`,
      );
    }
    this.settings = { ...this.settings, messageLayout };
    return this.settings;
  }

  /** The folders with their counts, from one pass over the mails. */
  folderList(): MailFolderWithCount[] {
    const totals = new Map<string, { all: number; unread: number }>();
    for (const folder of this.folders) totals.set(folder.id, { all: 0, unread: 0 });
    for (const mail of this.mails) {
      const total = totals.get(mail.folder);
      if (!total) continue;
      total.all += 1;
      if (mail.unread) total.unread += 1;
    }
    return this.folders.map((folder) => {
      const total = totals.get(folder.id)!;
      const count = UNCOUNTED_FOLDERS.has(folder.slug)
        ? 0
        : FULLY_COUNTED_FOLDERS.has(folder.slug)
          ? total.all
          : total.unread;
      return { ...folder, count };
    });
  }

  filterList(): MailFilterRecord[] {
    return this.filters;
  }

  labelList(): MailLabelRecord[] {
    return this.labels;
  }

  createLabel(input: MailLabelInput): MailLabelRecord {
    const title = requireText(input.title, 'title').trim();
    const color =
      input.color === undefined ? DEFAULT_LABEL_COLOR : requireText(input.color, 'color').trim();
    const base = slugOf(title);
    const taken = new Set(this.labels.map((label) => label.slug));
    let slug = base;
    for (let suffix = 1; taken.has(slug); suffix += 1) slug = `${base}-${suffix}`;
    const label: MailLabelRecord = { id: randomUUID(), title, slug, color };
    this.labels.push(label);
    return label;
  }

  /** Merges title and colour; the slug follows the title, with no uniqueness check. */
  updateLabel(id: string, input: MailLabelInput): MailLabelRecord {
    const index = this.labelIndex(id);
    const current = this.labels[index]!;
    const title =
      input.title === undefined ? current.title : requireText(input.title, 'title').trim();
    const color =
      input.color === undefined ? current.color : requireText(input.color, 'color').trim();
    const label: MailLabelRecord = { id, title, slug: slugOf(title), color };
    this.labels[index] = label;
    return label;
  }

  /** Removes a label and takes it off every mail that carries it. */
  deleteLabel(id: string): true {
    this.labels.splice(this.labelIndex(id), 1);
    for (const mail of this.mails) {
      if (mail.labels.includes(id)) mail.labels = mail.labels.filter((label) => label !== id);
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
    for (const mail of this.mails) {
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
    return this.byId.get(id) ?? null;
  }

  /** Merges flags, folder and labels into a mail; checks everything before changing anything. */
  updateMail(id: string, input: MailInput): MailRecord {
    const mail = this.byId.get(id);
    if (!mail) throw new NotFoundError('Mail', id);
    rejectNulls(input, ['starred', 'important', 'unread', 'folder', 'labels']);
    const { starred, important, unread, folder, labels } = input;
    if (folder != null && !this.folders.some((known) => known.id === folder)) {
      throw new BadInputError(`"folder" must be the id of an existing folder; "${folder}" is not.`);
    }
    if (labels != null) {
      const known = new Set(this.labels.map((label) => label.id));
      const unknown = labels.filter((label) => !known.has(label));
      if (unknown.length > 0) {
        throw new BadInputError(
          `"labels" must hold ids of existing labels; unknown: ${unknown.join(', ')}.`,
        );
      }
    }
    if (starred != null) mail.starred = starred;
    if (important != null) mail.important = important;
    if (unread != null) mail.unread = unread;
    if (folder != null) mail.folder = folder;
    if (labels != null) mail.labels = [...new Set(labels)];
    return mail;
  }

  /** Which mails a list query selects; throws for no selector or an unknown slug. */
  private selector(query: MailListQuery): (mail: MailRecord) => boolean {
    // Empty text counts as not given, as the legacy mock's truthiness checks did.
    if (query.folder) {
      const folder = this.folders.find((candidate) => candidate.slug === query.folder);
      if (!folder) throw new NotFoundError('Mail folder', query.folder);
      return (mail) => mail.folder === folder.id;
    }
    if (query.filter) {
      const filter = this.filters.find((candidate) => candidate.slug === query.filter);
      if (!filter) throw new NotFoundError('Mail filter', query.filter);
      const flag = filter.slug;
      return (mail) => mail[flag];
    }
    if (query.label) {
      const label = this.labels.find((candidate) => candidate.slug === query.label);
      if (!label) throw new NotFoundError('Mail label', query.label);
      return (mail) => mail.labels.includes(label.id);
    }
    throw new BadInputError('Give one of "folder", "filter" or "label" to list mails.');
  }

  private labelIndex(id: string): number {
    const index = this.labels.findIndex((label) => label.id === id);
    if (index < 0) throw new NotFoundError('Mail label', id);
    return index;
  }
}

function isMessageLayout(value: string): value is MailboxSettingsRecord['messageLayout'] {
  return (MESSAGE_LAYOUTS as readonly string[]).includes(value);
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
