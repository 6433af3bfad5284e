// The contacts app: people, their tags, and the countries their phone numbers use.
// Lists are sorted by name the way a Spanish (Chile) reader expects; new contacts go
// first in storage; deleting a tag strips it from every contact.
import { randomUUID } from 'node:crypto';
import { Table, type Kinds, type Loadable } from '../../data/table';
import { BadInputError, NotFoundError } from '../../lib/errors';
import { merge, rejectNulls, requireEmail, requireText } from '../../lib/input';
import { SortedIndex, type Ordered } from '../../lib/sorted-index';
import { TagList } from '../../lib/tag-list';
import { imageType } from './image';
import { MAX_IMAGE_BYTES } from '../../../shared/limits';

export interface ContactEmailRecord {
  email: string;
  label: string | null;
}

export interface ContactPhoneNumberRecord {
  /** Lowercase ISO code of a country. */
  country: string;
  phoneNumber: string;
  label: string | null;
}

export interface ContactRecord {
  id: string;
  avatar: string | null;
  background: string | null;
  name: string;
  emails: ContactEmailRecord[];
  phoneNumbers: ContactPhoneNumberRecord[];
  title: string;
  company: string;
  /** ISO date-time. */
  birthday: string | null;
  address: string | null;
  /** HTML. */
  notes: string | null;
  /** Tag ids. */
  tags: string[];
}

export interface ContactTagRecord {
  id: string;
  title: string;
}

export interface ContactCountryRecord {
  id: string;
  iso: string;
  name: string;
  /** Dial prefix, such as +56. */
  code: string;
  /** Legacy sprite offset: always null here. */
  flagImagePos: null;
  flag: string;
}

export interface ContactsSeed {
  contacts: readonly ContactRecord[];
  tags: readonly ContactTagRecord[];
  countries: readonly ContactCountryRecord[];
}

/** What a client may send; null means "none" where that is allowed. */
export interface ContactPatch {
  id?: string | null;
  avatar?: string | null;
  background?: string | null;
  name?: string | null;
  emails?: readonly { email: string; label?: string | null }[] | null;
  phoneNumbers?: readonly { country: string; phoneNumber: string; label?: string | null }[] | null;
  title?: string | null;
  company?: string | null;
  birthday?: Date | null;
  address?: string | null;
  notes?: string | null;
  tags?: readonly string[] | null;
}

export interface ContactTagInput {
  id?: string | null;
  title: string;
}

/** A file as the FileUpload input carries it. */
export interface UploadedFile {
  name: string;
  type: string;
  base64: string;
}

export const NEW_CONTACT_NAME = 'New Contact';

/** Contacts a page holds when the client does not say. */
export const CONTACT_PAGE_SIZE = 50;
/** The most contacts one page may hold. */
export const MAX_CONTACT_PAGE_SIZE = 200;

/** What a page is asked with (`contactsPage`'s arguments). */
export interface ContactPageArgs {
  query?: string | null;
  /** An earlier page's `endCursor`; null or absent: from the first contact. */
  after?: string | null;
  first?: number | null;
}

/** One page of a sorted search: the index's records, and where the next page starts. */
export interface ContactPageRecord {
  contacts: readonly ContactRecord[];
  total: number;
  hasMore: boolean;
  endCursor: string | null;
}

/** What places a contact in the order: its name, then its id. */
type SortKey = Pick<ContactRecord, 'name' | 'id'>;

const ALWAYS_SET = ['name', 'emails', 'phoneNumbers', 'tags'] as const;

export class ContactStore {
  /** Storage order: newest first. */
  private readonly contacts: Table<ContactRecord>;
  /** Lowercase names without accents, for search, by record. */
  private readonly folded = new WeakMap<ContactRecord, string>();
  /**
   * The contacts sorted by name with their searches, built on first use and kept in
   * step with the table (server/lib/sorted-index.ts).
   */
  private sorted: SortedIndex<ContactRecord> | null = null;
  private readonly tags: TagList<ContactRecord>;
  /** By lowercase ISO code (each country's id is its code). */
  private readonly countries: Table<ContactCountryRecord>;
  private readonly collator = new Intl.Collator('es-CL');
  /** The order of every list: by name, then by id, so two contacts never tie. */
  private readonly compare = (a: SortKey, b: SortKey) =>
    this.collator.compare(a.name, b.name) || a.id.localeCompare(b.id);

  constructor(seed: Loadable<ContactsSeed>) {
    this.contacts = Table.of('contacts', seed.contacts);
    this.tags = new TagList('Contact tag', seed.tags, 'last', this.contacts);
    this.countries = Table.of('countries', seed.countries);
    this.contacts.watch({
      added: (contact) => this.sorted?.insert(contact),
      removed: (contact) => this.sorted?.remove(contact),
      replaced: (previous, next) => this.sorted?.replace(previous, next),
    });
  }

  tables(): Kinds {
    return { contacts: this.contacts, tags: this.tags.table, countries: this.countries };
  }

  /** Every contact in storage order (newest first): the table's own array. */
  list(): readonly ContactRecord[] {
    return this.contacts.list();
  }

  /** Contacts sorted by name; with text, only names containing it (ignoring case and accents). */
  search(query?: string | null): ContactRecord[] {
    return this.matching(query).toArray();
  }

  /**
   * A page of `search(query)`: the `first` contacts sorting after the cursor's name and
   * id. The cursor is a place in the order, found by binary search in the index, so a
   * page costs O(log n + first) however many contacts match, and goes on where the last
   * one ended even when contacts were added, renamed or deleted meanwhile.
   */
  page({ query, after, first }: ContactPageArgs = {}): ContactPageRecord {
    const size = first ?? CONTACT_PAGE_SIZE;
    if (!Number.isInteger(size) || size < 1 || size > MAX_CONTACT_PAGE_SIZE) {
      throw new BadInputError(
        `"first" must be a whole number from 1 to ${MAX_CONTACT_PAGE_SIZE}; ${size} is not.`,
      );
    }
    const matches = this.matching(query);
    const key = after == null ? null : readCursor(after);
    // The first contact sorting after the cursor's name and id.
    const start = key ? matches.lowerBound((contact) => this.compare(contact, key) <= 0) : 0;
    const contacts = matches.slice(start, start + size);
    const last = contacts.at(-1);
    return {
      contacts,
      total: matches.length,
      hasMore: start + contacts.length < matches.length,
      // An empty page leaves the next one where this one started.
      endCursor: last ? cursorOf(last) : (after ?? null),
    };
  }

  find(id: string): ContactRecord | null {
    return this.contacts.get(id) ?? null;
  }

  /** Adds a blank contact (with the given fields merged in) first in storage. */
  create(patch: ContactPatch = {}): ContactRecord {
    const blank: ContactRecord = {
      id: randomUUID(),
      avatar: null,
      background: null,
      name: NEW_CONTACT_NAME,
      emails: [],
      phoneNumbers: [],
      title: '',
      company: '',
      birthday: null,
      address: null,
      notes: null,
      tags: [],
    };
    return this.contacts.insert(this.checked(blank, patch), 'first');
  }

  update(id: string, patch: ContactPatch): ContactRecord {
    const current = this.require(id);
    return this.contacts.replace(this.checked(current, patch));
  }

  remove(id: string): ContactRecord {
    const contact = this.require(id);
    this.contacts.remove(id);
    return contact;
  }

  /** Stores an uploaded image as the contact's avatar, as a data: URL. */
  setAvatar(id: string, file: UploadedFile): ContactRecord {
    const current = this.require(id);
    const bytes = Buffer.from(file.base64, 'base64');
    if (bytes.length === 0) throw new BadInputError('"avatar" is an empty file.');
    if (bytes.length > MAX_IMAGE_BYTES) {
      throw new BadInputError(`"avatar" is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`);
    }
    const type = imageType(bytes);
    if (!type) {
      throw new BadInputError(
        `"avatar" must be a PNG, JPEG, GIF or WebP image; "${file.name}" is not one.`,
      );
    }
    return this.contacts.replace({
      ...current,
      avatar: `data:${type};base64,${bytes.toString('base64')}`,
    });
  }

  countryList(): readonly ContactCountryRecord[] {
    return this.countries.list();
  }

  tagList(): readonly ContactTagRecord[] {
    return this.tags.list();
  }

  createTag(input: ContactTagInput): ContactTagRecord {
    return this.tags.create(input);
  }

  updateTag(id: string, input: ContactTagInput): ContactTagRecord {
    return this.tags.update(id, input);
  }

  /** Removes a tag and strips it from every contact that carries it. */
  removeTag(id: string): ContactTagRecord {
    return this.tags.remove(id);
  }

  private require(id: string): ContactRecord {
    const contact = this.contacts.get(id);
    if (!contact) throw new NotFoundError('Contact', id);
    return contact;
  }

  /**
   * The index's sorted view of the contacts matching `query` (read it, never change it):
   * its length and slices cost what they answer.
   */
  matching(query?: string | null): Ordered<ContactRecord> {
    if (!this.sorted) {
      this.sorted = new SortedIndex(
        [...this.contacts.list()].sort(this.compare),
        this.compare,
        (contact) => this.foldedName(contact),
      );
    }
    const needle = fold(query ?? '');
    return needle ? this.sorted.search(needle) : this.sorted.list();
  }

  private foldedName(contact: ContactRecord): string {
    let folded = this.folded.get(contact);
    if (folded === undefined) this.folded.set(contact, (folded = fold(contact.name)));
    return folded;
  }

  /** Merges a patch into a contact and applies the rules; throws before anything changes. */
  private checked(current: ContactRecord, patch: ContactPatch): ContactRecord {
    rejectNulls(patch, ALWAYS_SET);
    const next = merge(current, {
      ...patch,
      title: patch.title === null ? '' : patch.title,
      company: patch.company === null ? '' : patch.company,
    });
    next.name = requireText(next.name, 'name').trim();
    next.emails = next.emails.map((entry, index) => ({
      email: requireEmail(entry.email, `emails[${index}].email`),
      label: entry.label ?? null,
    }));
    next.phoneNumbers = next.phoneNumbers.map((entry, index) => {
      const country = entry.country.trim().toLowerCase();
      if (!this.countries.has(country)) {
        throw new BadInputError(
          `"phoneNumbers[${index}].country" must be the ISO code of a country, such as cl; "${entry.country}" is not.`,
        );
      }
      return {
        country,
        phoneNumber: requireText(entry.phoneNumber, `phoneNumbers[${index}].phoneNumber`).trim(),
        label: entry.label ?? null,
      };
    });
    this.tags.requireKnown(next.tags);
    next.tags = [...new Set(next.tags)];
    return next;
  }
}

/** A page's end as a cursor: the last contact's name and id, opaque to clients. */
function cursorOf({ name, id }: SortKey): string {
  return Buffer.from(JSON.stringify([name, id])).toString('base64url');
}

/** The name and id a cursor holds; one this API did not give is refused. */
function readCursor(cursor: string): SortKey {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(key) && key.length === 2 && key.every((part) => typeof part === 'string')) {
      const [name, id] = key as [string, string];
      return { name, id };
    }
  } catch {
    // Not JSON: refused below.
  }
  throw new BadInputError(
    '"after" must be the endCursor of an earlier page; leave it out to start from the first contact.',
  );
}

/** Lowercase without accents, so "jose" finds José and "NUNEZ" finds Núñez. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es-CL').trim();
}
