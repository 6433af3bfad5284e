import { crc32, deflateSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TAG_IDS,
  contactCountries,
  contactTags,
  contacts,
  contactsSeed,
  generateContacts,
} from '../../../fixtures/contacts';
import { startTestServer, type TestServer } from '../../test/harness';
import { imageType } from './image';
import {
  CONTACT_PAGE_SIZE,
  ContactStore,
  type ContactCountryRecord,
  type ContactPageArgs,
  type ContactPageRecord,
  type ContactRecord,
  type ContactTagRecord,
} from './store';
import { MAX_IMAGE_BYTES } from '../../../shared/limits';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const spanish = new Intl.Collator('es-CL');

/** A real 1×1 PNG, built chunk by chunk. */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 0x2e, 0x7d, 0x32]))), // filter byte + one teal pixel
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

function upload(name: string, type: string, bytes: Buffer | string) {
  return { name, type, base64: Buffer.from(bytes).toString('base64') };
}

/** A store whose contacts carry the given names, to check ordering in isolation. */
function storeWithNames(names: string[]): ContactStore {
  const people = names.map((name, index) => ({
    ...contacts[index]!,
    id: `person-${index}`,
    name,
  }));
  return new ContactStore({ ...contactsSeed, contacts: people });
}

/** A stored contact as the API answers it: with title and company also under `job`. */
const answered = (contact: ContactRecord) => ({
  ...contact,
  job: { title: contact.title, company: contact.company },
});

describe('contacts fixtures', () => {
  it('has about 90 people with uuid ids, some without avatar, generated the same every run', () => {
    expect(contacts).toHaveLength(90);
    expect(contacts.every((contact) => UUID.test(contact.id))).toBe(true);
    expect(new Set(contacts.map((contact) => contact.id)).size).toBe(90);
    expect(new Set(contacts.map((contact) => contact.name)).size).toBe(90);
    expect(contacts.some((contact) => contact.avatar === null)).toBe(true);
    expect(contacts.some((contact) => contact.avatar !== null)).toBe(true);
    expect(contacts.some((contact) => contact.background === null)).toBe(true);
    expect(generateContacts()).toEqual(contacts);
  });

  it('uses the sample labels, known tags and countries, ISO birthdays and HTML notes', () => {
    const isos = new Set(contactCountries.map((country) => country.iso));
    const tags = new Set(contactTags.map((tag) => tag.id));
    for (const contact of contacts) {
      for (const email of contact.emails) {
        expect(['Personal', 'Work']).toContain(email.label);
        expect(email.email).toMatch(/^[a-z0-9.]+@[a-z0-9.-]+\.[a-z]+$/);
      }
      for (const phone of contact.phoneNumbers) {
        expect(['Mobile', 'Work', 'Home']).toContain(phone.label);
        expect(isos.has(phone.country)).toBe(true);
      }
      expect(contact.tags.every((tag) => tags.has(tag))).toBe(true);
      if (contact.birthday) expect(new Date(contact.birthday).toISOString()).toBe(contact.birthday);
      if (contact.notes) expect(contact.notes).toMatch(/^<p>.*<\/p>$/);
    }
    expect(contacts.filter((contact) => contact.tags.length > 0).length).toBeGreaterThan(30);
    expect(contactTags.map((tag) => tag.title)).toEqual([
      'Work',
      'Friend',
      'Family',
      'High School',
      'College',
      'Baseball Team',
      'Band',
    ]);
  });

  it('lists about 240 countries from the package, with dial prefix and flag emoji', () => {
    expect(contactCountries.length).toBeGreaterThanOrEqual(240);
    expect(contactCountries.length).toBeLessThanOrEqual(255);
    expect(contactCountries.find((country) => country.iso === 'cl')).toEqual({
      id: 'cl',
      iso: 'cl',
      name: 'Chile',
      code: '+56',
      flagImagePos: null,
      flag: '🇨🇱',
    });
    expect(contactCountries.find((country) => country.iso === 'us')?.code).toBe('+1');
    expect(contactCountries.every((country) => /^\+\d+$/.test(country.code))).toBe(true);
  });
});

describe('ContactStore', () => {
  it('sorts by name as a Spanish reader expects: accents with their letter, Ñ after N', () => {
    const store = storeWithNames(['Zoe Ruiz', 'Ñusta Mamani', 'Óscar Lagos', 'ángel Soto', 'Nora Paz', 'Álvaro Díaz', 'Beatriz Vera']); // prettier-ignore
    expect(store.search().map((contact) => contact.name)).toEqual([
      'Álvaro Díaz',
      'ángel Soto',
      'Beatriz Vera',
      'Nora Paz',
      'Ñusta Mamani',
      'Óscar Lagos',
      'Zoe Ruiz',
    ]);
  });

  it('keeps the sample sorted the same way', () => {
    const names = new ContactStore(contactsSeed).search().map((contact) => contact.name);
    expect(names).toEqual([...names].sort(spanish.compare));
    expect(names.indexOf('Álvaro Ñancupil')).toBeLessThan(
      names.findIndex((n) => n.startsWith('B')),
    );
  });

  it('searches names for a substring, ignoring case and accents, still sorted', () => {
    const store = storeWithNames(['Zoe Núñez', 'José Núñez', 'Ana Nuñez', 'Nicolás Soto']);
    const names = (query: string) => store.search(query).map((contact) => contact.name);
    expect(names('NÚÑEZ')).toEqual(['Ana Nuñez', 'José Núñez', 'Zoe Núñez']);
    expect(names('nunez')).toEqual(['Ana Nuñez', 'José Núñez', 'Zoe Núñez']);
    expect(names('jose')).toEqual(['José Núñez']);
    expect(names('las so')).toEqual(['Nicolás Soto']);
    expect(names('Pérez')).toEqual([]);
    expect(names('')).toHaveLength(4);
  });

  it('creates the blank contact first in storage', () => {
    const store = new ContactStore(contactsSeed);
    const created = store.create();
    expect(created).toEqual({
      id: expect.stringMatching(UUID),
      avatar: null,
      background: null,
      name: 'New Contact',
      emails: [],
      phoneNumbers: [],
      title: '',
      company: '',
      birthday: null,
      address: null,
      notes: null,
      tags: [],
    });
    expect(store.list()[0]).toBe(created);
    expect(store.list()).toHaveLength(91);
    expect(store.find(created.id)).toBe(created);
    expect(store.search('new contact')).toEqual([created]);
  });

  it('merges updates, keeping omitted fields and normalising what it stores', () => {
    const store = new ContactStore(contactsSeed);
    const before = store.search('Ñancupil')[0]!;
    const updated = store.update(before.id, {
      id: 'ignored',
      name: '  Álvaro Ñancupil Huenchumilla ',
      title: null,
      birthday: new Date('1988-02-29T12:00:00.000Z'),
      phoneNumbers: [{ country: 'CL', phoneNumber: ' 9 1234 5678 ', label: 'Mobile' }],
      tags: [TAG_IDS.band, TAG_IDS.band],
    });
    expect(updated).toEqual({
      ...before,
      name: 'Álvaro Ñancupil Huenchumilla',
      title: '',
      birthday: '1988-02-29T12:00:00.000Z',
      phoneNumbers: [{ country: 'cl', phoneNumber: '9 1234 5678', label: 'Mobile' }],
      tags: [TAG_IDS.band],
    });
    expect(store.find(before.id)).toBe(updated);
    expect(store.search('huenchumilla')).toContain(updated);
  });

  it('refuses invalid updates, naming the field, and changes nothing', () => {
    const store = new ContactStore(contactsSeed);
    const target = store.list()[5]!;
    const cases: [Parameters<ContactStore['update']>[1], string][] = [
      [{ name: '   ' }, '"name"'],
      [{ name: null }, '"name"'],
      [{ emails: null }, '"emails"'],
      [{ emails: [{ email: 'not-an-email' }] }, '"emails[0].email"'],
      [{ phoneNumbers: [{ country: 'zz', phoneNumber: '1' }] }, '"phoneNumbers[0].country"'],
      [{ phoneNumbers: [{ country: 'cl', phoneNumber: ' ' }] }, '"phoneNumbers[0].phoneNumber"'],
      [{ tags: ['no-such-tag'] }, '"tags"'],
    ];
    for (const [patch, field] of cases) {
      expect(() => store.update(target.id, patch)).toThrow(field);
    }
    expect(store.find(target.id)).toEqual(target);
    expect(() => store.update('unknown', { name: 'X' })).toThrow('does not exist');
    expect(() => store.remove('unknown')).toThrow('does not exist');
    expect(store.list()).toHaveLength(90);
  });

  it('deleting a tag strips it from every contact and leaves their other tags', () => {
    const store = new ContactStore(contactsSeed);
    const carriers = store.list().filter((contact) => contact.tags.includes(TAG_IDS.work));
    expect(carriers.length).toBeGreaterThan(0);
    const others = new Map(carriers.map((c) => [c.id, c.tags.filter((t) => t !== TAG_IDS.work)]));
    expect(store.removeTag(TAG_IDS.work)).toEqual({ id: TAG_IDS.work, title: 'Work' });
    expect(store.list().some((contact) => contact.tags.includes(TAG_IDS.work))).toBe(false);
    for (const [id, tags] of others) expect(store.find(id)?.tags).toEqual(tags);
    expect(store.tagList().map((tag) => tag.title)).not.toContain('Work');
    expect(() => store.update(carriers[0]!.id, { tags: [TAG_IDS.work] })).toThrow(
      'names no known tag',
    );
  });

  it('creates and renames tags, refusing blank titles and unknown ids', () => {
    const store = new ContactStore(contactsSeed);
    const tag = store.createTag({ title: ' Cooperativa ' });
    expect(tag).toEqual({ id: expect.stringMatching(UUID), title: 'Cooperativa' });
    expect(store.tagList().at(-1)).toEqual(tag);
    expect(store.updateTag(tag.id, { id: 'x', title: 'Colectivo' })).toEqual({
      id: tag.id,
      title: 'Colectivo',
    });
    expect(() => store.createTag({ title: ' ' })).toThrow('"title"');
    expect(() => store.updateTag(tag.id, { title: '' })).toThrow('"title"');
    expect(() => store.updateTag('unknown', { title: 'X' })).toThrow('does not exist');
    expect(() => store.removeTag('unknown')).toThrow('does not exist');
    expect(store.tagList()).toHaveLength(8);
  });

  it('stores an image avatar as a data URL of the type its bytes show', () => {
    const store = new ContactStore(contactsSeed);
    const id = store.list()[0]!.id;
    const png = tinyPng();
    const updated = store.setAvatar(id, upload('me.png', 'application/octet-stream', png));
    expect(updated.avatar).toBe(`data:image/png;base64,${png.toString('base64')}`);
    expect(store.find(id)?.avatar).toBe(updated.avatar);
  });

  it('refuses avatars that are not PNG, JPEG, GIF or WebP, empty or over 5 MB', () => {
    const store = new ContactStore(contactsSeed);
    const target = store.list()[0]!;
    const refused = [
      upload('logo.svg', 'image/svg+xml', SVG),
      upload('notes.txt', 'text/plain', 'hola'),
      upload('fake.png', 'image/png', 'GIF88a, not quite'),
      upload('empty.png', 'image/png', ''),
      upload('huge.png', 'image/png', Buffer.concat([tinyPng(), Buffer.alloc(MAX_IMAGE_BYTES)])),
    ];
    for (const file of refused) {
      expect(() => store.setAvatar(target.id, file)).toThrow('"avatar"');
    }
    expect(() => store.setAvatar('unknown', upload('me.png', 'image/png', tinyPng()))).toThrow(
      'does not exist',
    );
    expect(store.find(target.id)).toEqual(target);
  });
});

/**
 * `count` contacts: the sample's 90 over and over, each copy with an id of its own and
 * its number after the name (generateContacts looks for names still free, which a large
 * count runs out of).
 */
function manyContacts(count: number): ContactRecord[] {
  return Array.from({ length: count }, (_, index) => {
    const person = contacts[index % contacts.length]!;
    const copy = Math.floor(index / contacts.length);
    return {
      ...person,
      id: `contact-${index}`,
      name: copy ? `${person.name} ${copy}` : person.name,
    };
  });
}

/** The pages of a search from `after` on, each asked with the cursor the one before answered. */
function walk(store: ContactStore, args: ContactPageArgs = {}): ContactPageRecord[] {
  const pages = [store.page(args)];
  while (pages.at(-1)!.hasMore) pages.push(store.page({ ...args, after: pages.at(-1)!.endCursor }));
  return pages;
}

const idsOf = (list: readonly { id: string }[]) => list.map((contact) => contact.id);

describe('ContactStore pages', () => {
  const COUNT = 50_000;
  // Built once: the first search sorts 50,000 names.
  const big = new ContactStore({ ...contactsSeed, contacts: manyContacts(COUNT) });

  it('walk 50,000 contacts exactly once, in order, each page `first` long with the total', () => {
    const sorted = idsOf(big.search());
    expect(sorted).toHaveLength(COUNT);
    for (const first of [undefined, 200, 7]) {
      const size = first ?? CONTACT_PAGE_SIZE;
      const pages = walk(big, { first });
      expect(pages).toHaveLength(Math.ceil(COUNT / size));
      expect(pages.flatMap((page) => idsOf(page.contacts))).toEqual(sorted);
      expect(pages.every((page) => page.total === COUNT)).toBe(true);
      const [last, ...full] = [pages.at(-1)!, ...pages.slice(0, -1)];
      expect(full.every((page) => page.contacts.length === size && page.hasMore)).toBe(true);
      expect(last.hasMore).toBe(false);
    }
  });

  it('walk a search at 50,000 the same way, as `contacts(query)` sorts it', () => {
    const matches = idsOf(big.search('ÁLVARO'));
    expect(matches.length).toBeGreaterThan(CONTACT_PAGE_SIZE);
    const pages = walk(big, { query: 'alvaro' });
    expect(pages.flatMap((page) => idsOf(page.contacts))).toEqual(matches);
    expect(pages.every((page) => page.total === matches.length)).toBe(true);
  });

  it('find where a page starts by binary search, answering only `first` contacts', () => {
    const start = big.page();
    // Each step of a binary search compares two names once; a scan would compare thousands.
    const compared = vi.spyOn(Intl.Collator.prototype, 'compare', 'get');
    try {
      const page = big.page({ after: start.endCursor, first: 200 });
      expect(page.contacts).toHaveLength(200);
      expect(page.contacts[0]).toBe(big.search()[CONTACT_PAGE_SIZE]);
      expect(compared.mock.calls.length).toBeGreaterThan(0);
      expect(compared.mock.calls.length).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(COUNT)));
    } finally {
      compared.mockRestore();
    }
  });

  it('go on after the last contact read when contacts were added, renamed or deleted meanwhile', () => {
    const store = new ContactStore(contactsSeed);
    const start = store.page({ first: 30 });
    const boundary = start.contacts.at(-1)!;
    // Meanwhile: the page's last contact is deleted, one contact comes before the cursor
    // and one after it, and one of the next page is renamed to sort first.
    store.remove(boundary.id);
    const early = store.create({ name: 'Aarón Abarca' });
    const late = store.create({ name: 'Zacarías Zúñiga' });
    const moved = store.update(store.search()[40]!.id, { name: 'Aarón Aguirre' });
    const rest = walk(store, { after: start.endCursor, first: 30 });
    const read = rest.flatMap((page) => idsOf(page.contacts));
    const afterBoundary = store
      .search()
      .filter((contact) => spanish.compare(contact.name, boundary.name) > 0);
    expect(read).toEqual(idsOf(afterBoundary));
    expect(read).toContain(late.id);
    expect(read).not.toContain(early.id);
    expect(read).not.toContain(moved.id);
    expect(read.some((id) => idsOf(start.contacts).includes(id))).toBe(false);
    expect(rest.every((page) => page.total === 91)).toBe(true);
  });

  it('answer 50 by default and refuse a `first` out of 1 to 200 or a cursor never given', () => {
    const store = new ContactStore(contactsSeed);
    expect(store.page().contacts).toHaveLength(50);
    expect(store.page({ first: null }).contacts).toHaveLength(50);
    expect(store.page({ first: 200 })).toMatchObject({ total: 90, hasMore: false });
    for (const first of [0, -1, 201, 1.5]) {
      expect(() => store.page({ first })).toThrow(
        `"first" must be a whole number from 1 to 200; ${first} is not.`,
      );
    }
    const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const after of ['', 'not a cursor', cursor({ name: 'Ana' }), cursor([1, 2])]) {
      expect(() => store.page({ after })).toThrow(
        '"after" must be the endCursor of an earlier page',
      );
    }
  });

  it('answer an empty page past the end, keeping its cursor, and none for no match', () => {
    const store = new ContactStore(contactsSeed);
    const all = store.page({ first: 90 });
    expect(store.page({ after: all.endCursor })).toEqual({
      contacts: [],
      total: 90,
      hasMore: false,
      endCursor: all.endCursor,
    });
    expect(store.page({ query: 'nadie así' })).toEqual({
      contacts: [],
      total: 0,
      hasMore: false,
      endCursor: null,
    });
  });
});

describe('imageType', () => {
  it('recognises PNG, JPEG, GIF and WebP by their first bytes only', () => {
    expect(imageType(tinyPng())).toBe('image/png');
    expect(imageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg');
    expect(imageType(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toBe('image/gif');
    expect(imageType(Buffer.from('GIF87a\x01\x00\x01\x00', 'latin1'))).toBe('image/gif');
    expect(imageType(Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(imageType(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
    expect(imageType(Buffer.from(SVG))).toBeNull();
    expect(imageType(tinyPng().subarray(0, 7))).toBeNull();
    expect(imageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('REST /api/apps/contacts', () => {
  let server: TestServer;
  let token: string;
  const all = async () =>
    (await server.request<ContactRecord[]>('GET', '/api/apps/contacts/all', { token })).body;

  /** POST /avatar as multipart, the way a browser form sends it. */
  const postAvatar = async (fields: { id?: string; file?: [Buffer | string, string, string] }) => {
    const form = new FormData();
    if (fields.id !== undefined) form.set('id', fields.id);
    if (fields.file) {
      const [bytes, type, name] = fields.file;
      form.set('avatar', new Blob([Buffer.from(bytes)], { type }), name);
    }
    const response = await fetch(`${server.url}/api/apps/contacts/avatar`, {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: form,
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  beforeEach(async () => {
    server = await startTestServer();
    token = await server.signIn();
  });
  afterEach(() => server.close());

  it('answers 401 without a token', async () => {
    for (const path of ['all', 'search?query=a', 'countries', 'tags', 'contact?id=x']) {
      expect((await server.request('GET', `/api/apps/contacts/${path}`)).status).toBe(401);
    }
    expect((await server.request('POST', '/api/apps/contacts/contact')).status).toBe(401);
    token = '';
    expect((await postAvatar({ id: contacts[0]!.id, file: [tinyPng(), 'image/png', 'a.png'] })).status).toBe(401); // prettier-ignore
  });

  it('GET all lists every contact with the legacy fields, sorted by name', async () => {
    const list = await all();
    expect(list).toHaveLength(90);
    const names = list.map((contact) => contact.name);
    expect(names).toEqual([...names].sort(spanish.compare));
    const sample = contacts.find((contact) => contact.name === 'Óscar Cárdenas')!;
    expect(list.find((contact) => contact.id === sample.id)).toEqual(answered(sample));
  });

  it('GET search filters by name ignoring case, sorted; an empty query lists all', async () => {
    const search = async (query: string) =>
      (
        await server.request<ContactRecord[]>(
          'GET',
          `/api/apps/contacts/search?query=${encodeURIComponent(query)}`,
          { token },
        )
      ).body.map((contact) => contact.name);
    expect(await search('ÁLVARO ÑANCUPIL')).toEqual(['Álvaro Ñancupil']);
    const loreto = await search('loreto');
    expect(loreto.length).toBeGreaterThan(1);
    expect(loreto.every((name) => name.startsWith('Loreto '))).toBe(true);
    expect(loreto).toEqual([...loreto].sort(spanish.compare));
    expect(await search('no such person')).toEqual([]);
    expect(await search('')).toHaveLength(90);
  });

  it('GET contact answers the contact, 200 null for an unknown id, 400 without id', async () => {
    const sample = contacts[3]!;
    const found = await server.request('GET', `/api/apps/contacts/contact?id=${sample.id}`, {
      token,
    });
    expect(found).toMatchObject({ status: 200, body: sample });
    const unknown = await server.request('GET', '/api/apps/contacts/contact?id=unknown', { token });
    expect(unknown).toMatchObject({ status: 200, body: null });
    const missing = await server.request<{ error: string }>('GET', '/api/apps/contacts/contact', {
      token,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toContain('Query parameter "id"');
  });

  it('POST contact creates the blank contact first in storage and returns it', async () => {
    const created = await server.request<ContactRecord>('POST', '/api/apps/contacts/contact', {
      token,
      body: {},
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      name: 'New Contact',
      emails: [],
      phoneNumbers: [],
      title: '',
      company: '',
      job: { title: '', company: '' },
      birthday: null,
      address: null,
      notes: null,
      tags: [],
      avatar: null,
    });
    expect(server.stores.contacts.list()[0]?.id).toBe(created.body.id);
    expect((await all()).map((contact) => contact.id)).toContain(created.body.id);
  });

  it('PATCH contact merges the fields sent and keeps the rest', async () => {
    const sample = contacts[10]!;
    const answer = await server.request<ContactRecord>('PATCH', '/api/apps/contacts/contact', {
      token,
      body: {
        id: sample.id,
        contact: {
          ...sample,
          company: 'Cooperativa Campesina El Maitén',
          emails: [{ email: 'nuevo@maiten.cl', label: 'Work' }],
          birthday: '1980-05-01T12:00:00.000Z',
        },
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(
      answered({
        ...sample,
        company: 'Cooperativa Campesina El Maitén',
        emails: [{ email: 'nuevo@maiten.cl', label: 'Work' }],
        birthday: '1980-05-01T12:00:00.000Z',
      }),
    );
    const partial = await server.request<ContactRecord>('PATCH', '/api/apps/contacts/contact', {
      token,
      body: { id: sample.id, contact: { notes: '<p>Llamar el lunes.</p>' } },
    });
    expect(partial.body).toEqual({ ...answer.body, notes: '<p>Llamar el lunes.</p>' });
  });

  it('PATCH contact refuses invalid input with 400 naming the field, changing nothing', async () => {
    const sample = contacts[10]!;
    const cases: [unknown, string][] = [
      [{ name: '' }, '"name"'],
      [{ emails: [{ email: 'nope' }] }, '"emails[0].email"'],
      [{ phoneNumbers: [{ country: 'xx', phoneNumber: '123' }] }, '"phoneNumbers[0].country"'],
      [{ tags: ['missing'] }, '"tags"'],
      [{ birthday: 'next tuesday' }, 'contact.birthday'],
      [{ emails: 'a@b.cl' }, 'contact.emails'],
    ];
    for (const [contact, field] of cases) {
      const answer = await server.request<{ error: string }>(
        'PATCH',
        '/api/apps/contacts/contact',
        { token, body: { id: sample.id, contact } },
      );
      expect(answer.status).toBe(400);
      expect(answer.body.error).toContain(field);
    }
    expect(server.stores.contacts.find(sample.id)).toEqual(sample);
  });

  it('PATCH or DELETE of an unknown contact answers 404 and changes nothing', async () => {
    const before = await all();
    const patch = await server.request('PATCH', '/api/apps/contacts/contact', {
      token,
      body: { id: 'unknown', contact: { name: 'Nadie' } },
    });
    const remove = await server.request('DELETE', '/api/apps/contacts/contact?id=unknown', {
      token,
    });
    expect([patch.status, remove.status]).toEqual([404, 404]);
    expect(await all()).toEqual(before);
  });

  it('DELETE contact answers true and the contact is gone', async () => {
    const sample = contacts[20]!;
    const removed = await server.request('DELETE', `/api/apps/contacts/contact?id=${sample.id}`, {
      token,
    });
    expect(removed).toMatchObject({ status: 200, body: true });
    expect((await all()).map((contact) => contact.id)).not.toContain(sample.id);
    const again = await server.request('GET', `/api/apps/contacts/contact?id=${sample.id}`, {
      token,
    });
    expect(again.body).toBeNull();
  });

  it('GET countries lists the countries with the legacy fields plus flag', async () => {
    const answer = await server.request<ContactCountryRecord[]>(
      'GET',
      '/api/apps/contacts/countries',
      { token },
    );
    expect(answer.body).toEqual(contactCountries);
    expect(answer.body.find((country) => country.iso === 'ar')).toMatchObject({
      name: 'Argentina',
      code: '+54',
      flagImagePos: null,
    });
  });

  it('tags: GET lists, POST creates, PATCH renames, DELETE strips from contacts and answers true', async () => {
    const tags = async () =>
      (await server.request<ContactTagRecord[]>('GET', '/api/apps/contacts/tags', { token })).body;
    expect(await tags()).toEqual(contactTags);
    const created = await server.request<ContactTagRecord>('POST', '/api/apps/contacts/tag', {
      token,
      body: { tag: { title: 'Colectivo' } },
    });
    expect(created.body).toEqual({ id: expect.stringMatching(UUID), title: 'Colectivo' });
    const renamed = await server.request<ContactTagRecord>('PATCH', '/api/apps/contacts/tag', {
      token,
      body: { id: created.body.id, tag: { ...created.body, title: 'Cooperativa' } },
    });
    expect(renamed.body).toEqual({ id: created.body.id, title: 'Cooperativa' });
    expect((await tags()).at(-1)).toEqual(renamed.body);

    expect((await all()).some((contact) => contact.tags.includes(TAG_IDS.family))).toBe(true);
    const removed = await server.request('DELETE', `/api/apps/contacts/tag?id=${TAG_IDS.family}`, {
      token,
    });
    expect(removed).toMatchObject({ status: 200, body: true });
    expect((await all()).some((contact) => contact.tags.includes(TAG_IDS.family))).toBe(false);
    expect((await tags()).map((tag) => tag.id)).not.toContain(TAG_IDS.family);
  });

  it('tags: blank title answers 400; unknown ids answer 404 and change nothing', async () => {
    const blank = await server.request<{ error: string }>('POST', '/api/apps/contacts/tag', {
      token,
      body: { tag: { title: ' ' } },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toContain('"title"');
    const patch = await server.request('PATCH', '/api/apps/contacts/tag', {
      token,
      body: { id: 'unknown', tag: { title: 'X' } },
    });
    const remove = await server.request('DELETE', '/api/apps/contacts/tag?id=unknown', { token });
    expect([patch.status, remove.status]).toEqual([404, 404]);
    const tags = await server.request('GET', '/api/apps/contacts/tags', { token });
    expect(tags.body).toEqual(contactTags);
  });

  it('POST avatar stores a real PNG as a data URL and returns the contact', async () => {
    const sample = contacts[1]!;
    const png = tinyPng();
    const answer = await postAvatar({ id: sample.id, file: [png, 'image/png', 'yo.png'] });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(
      answered({ ...sample, avatar: `data:image/png;base64,${png.toString('base64')}` }),
    );
    const stored = await server.request<ContactRecord>(
      'GET',
      `/api/apps/contacts/contact?id=${sample.id}`,
      { token },
    );
    expect(stored.body.avatar).toBe(`data:image/png;base64,${png.toString('base64')}`);
  });

  it('POST avatar refuses SVG, text and a file claiming PNG with other bytes (400)', async () => {
    const sample = contacts[1]!;
    const files: [string, string, string][] = [
      [SVG, 'image/svg+xml', 'logo.svg'],
      ['hola, no soy una imagen', 'text/plain', 'nota.txt'],
      ['%PDF-1.7 not an image at all', 'image/png', 'disguised.png'],
    ];
    for (const file of files) {
      const answer = await postAvatar({ id: sample.id, file });
      expect(answer.status).toBe(400);
      expect((answer.body as { error: string }).error).toContain('"avatar"');
    }
    expect(server.stores.contacts.find(sample.id)).toEqual(sample);
  });

  it('POST avatar: unknown contact 404 with nothing changed; missing file or id 400', async () => {
    const before = await all();
    const unknown = await postAvatar({ id: 'unknown', file: [tinyPng(), 'image/png', 'a.png'] });
    expect(unknown.status).toBe(404);
    expect(await all()).toEqual(before);
    const noFile = await postAvatar({ id: contacts[1]!.id });
    expect(noFile.status).toBe(400);
    expect((noFile.body as { error: string }).error).toContain('File field "avatar"');
    const noId = await postAvatar({ file: [tinyPng(), 'image/png', 'a.png'] });
    expect(noId.status).toBe(400);
    expect((noId.body as { error: string }).error).toContain('Body field "id"');
  });

  it('answers 404 NOT FOUND for an unknown contacts path', async () => {
    const answer = await server.request('GET', '/api/apps/contacts/nothing-here', { token });
    expect(answer).toMatchObject({ status: 404, body: 'NOT FOUND' });
  });
});

describe('GraphQL contacts', () => {
  let server: TestServer;
  let token: string;

  beforeEach(async () => {
    server = await startTestServer();
    token = await server.signIn();
  });
  afterEach(() => server.close());

  it('searches, creates with given fields, and reports unknown ids as NOT_FOUND', async () => {
    const search = await server.graphql<{ contacts: { name: string }[] }>(
      'query ($q: String) { contacts(query: $q) { name } }',
      { q: 'ángela' },
      token,
    );
    expect(search.body.data?.contacts).toEqual([{ name: 'Ángela Vidal' }]);

    const created = await server.graphql<{ createContact: ContactRecord }>(
      `mutation ($c: ContactInput) { createContact(contact: $c) { id name title company tags } }`,
      { c: { name: 'Rayén Painemal', title: 'Apicultora', tags: [TAG_IDS.work] } },
      token,
    );
    expect(created.body.data?.createContact).toMatchObject({
      name: 'Rayén Painemal',
      title: 'Apicultora',
      company: '',
      tags: [TAG_IDS.work],
    });
    expect(server.stores.contacts.list()[0]?.name).toBe('Rayén Painemal');

    const missing = await server.graphql(
      'mutation { deleteContactTag(id: "unknown") { id } }',
      {},
      token,
    );
    expect(missing.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const anonymous = await server.graphql('{ contactTags { id } }');
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers the contacts a page at a time, and refuses a page too large or a made-up cursor', async () => {
    type Page = { contacts: { id: string; name: string }[]; total: number; hasMore: boolean; endCursor: string | null }; // prettier-ignore
    const page = async (variables: Record<string, unknown>) =>
      server.graphql<{ contactsPage: Page }>(
        `query ($query: String, $after: String, $first: Int) {
          contactsPage(query: $query, after: $after, first: $first) {
            contacts { id name } total hasMore endCursor
          }
        }`,
        variables,
        token,
      );
    const first = (await page({})).body.data!.contactsPage;
    expect(first).toMatchObject({ total: 90, hasMore: true });
    expect(first.contacts).toHaveLength(50);
    const second = (await page({ after: first.endCursor })).body.data!.contactsPage;
    expect(second).toMatchObject({ total: 90, hasMore: false });
    const whole = await server.graphql<{ contacts: Page['contacts'] }>(
      '{ contacts { id name } }',
      {},
      token,
    );
    expect([...first.contacts, ...second.contacts]).toEqual(whole.body.data!.contacts);

    const loreto = (await page({ query: 'LORETO', first: 1 })).body.data!.contactsPage;
    expect(loreto.contacts).toHaveLength(1);
    expect(loreto.total).toBe(contacts.filter((c) => c.name.startsWith('Loreto ')).length);

    const tooMany = await page({ first: 201 });
    expect(tooMany.body.errors?.[0]).toMatchObject({
      message: '"first" must be a whole number from 1 to 200; 201 is not.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const madeUp = await page({ after: 'bm90IGEgY3Vyc29y' });
    expect(madeUp.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
