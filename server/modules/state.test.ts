// Every writable store's rows: after writes, a store rebuilt from its rows sent through
// JSON (as a restart loads them from the database) reads the same as the original,
// gives the same rows, and answers a further write the same way.
import type * as crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { domain, type DomainName } from '../data/domains';
import { entryOf, loadedKinds, rowsOf, type Row } from '../data/rows';
import type { Entry, Kinds } from '../data/table';
import { createStores, type Stores } from '../stores';
import { PRODUCT_SORT_FIELDS, type InventoryStore } from './inventory/store';
import type { MailboxStore } from './mailbox/store';
import { NOTE_UPLOADS_PATH } from './notes/store';

/** Fresh ids from a counter, so that `further` can give two stores the same new ids. */
const ids = vi.hoisted(() => ({ next: 0 }));
vi.mock('node:crypto', async (importOriginal) => ({
  ...(await importOriginal<typeof crypto>()),
  randomUUID: () => `00000000-0000-4000-8000-${String(++ids.next).padStart(12, '0')}`,
}));

const now = new Date('2026-03-10T12:00:00.000Z');
const later = new Date('2026-03-11T08:30:00.000Z');

/** A real 1×1 GIF. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const gif = (name: string) => ({ name, type: 'image/gif', base64: GIF.toString('base64') });

const idsOf = (list: readonly { id: string }[]) => list.map((item) => item.id);

/** Fails on anything JSON would not give back as it is: Dates, Maps, Buffers, NaN, classes. */
function expectPlainJson(value: unknown, path = 'state'): void {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    expect(Number.isFinite(value), path).toBe(true);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => expectPlainJson(item, `${path}[${index}]`));
  } else {
    expect(typeof value, path).toBe('object');
    expect(Object.getPrototypeOf(value), path).toBe(Object.prototype);
    // An undefined property (a mail's empty cc) is left out by JSON and reads the same.
    for (const [key, item] of Object.entries(value as object)) {
      if (item !== undefined) expectPlainJson(item, `${path}.${key}`);
    }
  }
}

interface Tabled {
  tables(): Kinds;
}

/** The store's rows, as the repository writes them, by kind and id. */
const rowsOfStore = (store: Tabled) =>
  [...rowsOf(store.tables())].sort(
    (a, b) => a.kind.localeCompare(b.kind) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );

/**
 * The store rebuilt from its rows sent through JSON, as a restart loads them (given in
 * reverse, as the database may give them); the copy's rows are the original's.
 */
function rebuilt<S extends Tabled>(name: DomainName, store: S): S {
  const rows = rowsOfStore(store);
  for (const row of rows) expectPlainJson(JSON.parse(row.json), `${row.kind}.${row.id}`);
  const loaded = new Map<string, Entry<unknown>[]>();
  for (const row of (JSON.parse(JSON.stringify(rows)) as Row[]).reverse()) {
    const entries = loaded.get(row.kind) ?? [];
    entries.push(entryOf({ ...row, domain: name, version: 1 }));
    loaded.set(row.kind, entries);
  }
  const { build, kinds } = domain(name);
  const copy = build(loadedKinds(kinds(store), loaded)) as S;
  expect(rowsOfStore(copy)).toEqual(rows);
  return copy;
}

/** The same write, with the same new ids, on both stores: same answers, same rows after. */
function further<S extends Tabled>(store: S, copy: S, write: (s: S) => unknown): void {
  const start = ids.next;
  const expected = write(store);
  ids.next = start;
  expect(write(copy)).toEqual(expected);
  expect(rowsOfStore(copy)).toEqual(rowsOfStore(store));
}

let stores: Stores;
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  stores = createStores(now);
});
afterAll(() => {
  vi.useRealTimers();
});

describe('a store rebuilt from its rows is equal', () => {
  it.each(['messages', 'notifications'] as const)('FeedStore (%s)', (name) => {
    const store = stores[name];
    const [first, second, third] = store.list();
    store.create({ title: 'Nuevo', description: 'Recién llegado', link: '/apps/chat' }, later);
    store.update(first!.id, { title: 'Editado', image: null });
    store.remove(second!.id);
    store.markAllRead();
    store.setRead(third!.id, false);

    const copy = rebuilt(name, store);
    expect(copy.list()).toEqual(store.list());
    expect(copy.list()[0]!.title).toBe('Nuevo');
    expect(idsOf(copy.list())).not.toContain(second!.id);

    further(store, copy, (s) => [s.create({ title: 'Otro' }), s.remove(third!.id), s.list()]);
  });

  it('ShortcutStore', () => {
    const store = stores.shortcuts;
    const [first, second] = store.list();
    const input = { label: 'Notas', icon: 'heroicons_outline:pencil', link: '/apps/notes' };
    store.create({ ...input, useRouter: true });
    store.update(first!.id, { label: 'Renombrado', description: null });
    store.remove(second!.id);

    const copy = rebuilt('shortcuts', store);
    expect(copy.list()).toEqual(store.list());
    expect(copy.list()[0]!.label).toBe('Notas');

    further(store, copy, (s) => [s.create({ ...input, useRouter: false }), s.list()]);
  });

  it('UserStore', () => {
    const store = stores.users;
    const [user] = store.list();
    store.update(user!.id, { name: 'Camila Rojas', status: 'busy', about: 'De vacaciones' });
    store.setAvatar(user!.id, gif('yo.gif'));

    const copy = rebuilt('users', store);
    expect(copy.find(user!.id)).toEqual(store.find(user!.id));
    expect(copy.find(user!.id)!.avatar).toMatch(/^data:image\/gif;base64,/);

    further(store, copy, (s) => s.update(user!.id, { email: 'camila@example.com' }));
  });

  it('AcademyStore', () => {
    const store = stores.academy;
    const [first, second, third] = store.courses();
    store.updateProgress(first!.id, 1);
    store.updateProgress(second!.id, second!.totalSteps);

    const copy = rebuilt('academy', store);
    expect(copy.categories()).toEqual(store.categories());
    expect(copy.courses()).toEqual(store.courses());
    for (const course of store.courses()) expect(copy.course(course.id)).toEqual(course);
    expect(copy.course(first!.id)!.progress.currentStep).toBe(1);

    further(store, copy, (s) => [
      s.updateProgress(second!.id, second!.totalSteps),
      s.updateProgress(third!.id, 0),
    ]);
  });

  it('ChatStore', () => {
    const store = stores.chat;
    const [user] = stores.users.list();
    const [first, second] = store.list();
    const lonely = store
      .contactList()
      .filter((c) => !store.list().some((chat) => chat.contactId === c.id));
    const started = store.create(lonely[0]!.id);
    store.update(first!.id, { muted: true, unreadCount: 0, lastMessageAt: null });
    store.send(second!.id, 'Hola, ¿cómo va todo?', later);
    store.send(started.id, 'Primer mensaje', later);
    store.updateProfile(user!.id, { about: 'En reunión' });
    store.updateProfile('otra-persona', { about: '' });

    const copy = rebuilt('chat', store);
    expect(copy.list()).toEqual(store.list());
    expect(copy.list()[0]!.id).toBe(started.id);
    for (const chat of store.list()) {
      expect(copy.find(chat.id)).toEqual(chat);
      expect(copy.messages(chat.id)).toEqual(store.messages(chat.id));
      expect(copy.contactOf(chat)).toEqual(store.contactOf(chat));
    }
    expect(copy.messages(started.id)).toHaveLength(1);
    expect(copy.contactList()).toEqual(store.contactList());
    for (const contact of store.contactList()) expect(copy.contact(contact.id)).toEqual(contact);
    expect(copy.aboutOf(user!.id)).toBe('En reunión');
    expect(copy.aboutOf('otra-persona')).toBe('');

    further(store, copy, (s) => [
      s.create(lonely[1]!.id),
      s.send(first!.id, 'Otra vez', later),
      s.list(),
      s.messages(first!.id),
    ]);
  });

  it('ContactStore', () => {
    const store = stores.contacts;
    store.search(); // built now, kept in step with every write below
    const [first, second, ...rest] = store.list();
    const [tag, renamed] = store.tagList();
    const used = rest.find((contact) => contact.tags.includes(tag!.id))!;
    const created = store.create({ name: 'Ágata Núñez', tags: [renamed!.id] });
    store.update(first!.id, { name: 'Zoe Cambiada', company: null });
    store.remove(second!.id);
    store.setAvatar(created.id, gif('ana.gif'));
    const newTag = store.createTag({ title: 'Proveedores' });
    store.update(used.id, { tags: [...used.tags, newTag.id] });
    store.updateTag(renamed!.id, { title: 'Renombrada' });
    store.removeTag(tag!.id);

    const copy = rebuilt('contacts', store);
    expect(copy.list()).toEqual(store.list());
    expect(copy.list()[0]!.id).toBe(created.id);
    for (const query of [undefined, 'a', 'nunez', 'zoe']) {
      expect(copy.search(query)).toEqual(store.search(query));
    }
    expect(copy.find(used.id)).toEqual(store.find(used.id));
    expect(copy.find(used.id)!.tags).not.toContain(tag!.id);
    expect(copy.tagList()).toEqual(store.tagList());
    expect(copy.countryList()).toEqual(store.countryList());

    further(store, copy, (s) => [
      s.create({ name: 'Bruno' }),
      s.removeTag(newTag.id),
      s.list(),
      s.search('b'),
    ]);
  });

  it('HelpCenterStore', () => {
    const store = stores.helpCenter;
    const request = {
      name: 'Ana',
      email: 'ana@example.com',
      subject: 'Factura',
      message: 'No me llegó la factura de marzo.',
    };
    store.sendSupportRequest('ana', request, now);
    store.sendSupportRequest('bruno', { ...request, name: 'Bruno' }, now);
    store.sendSupportRequest('ana', { ...request, subject: 'Otra' }, later);

    const copy = rebuilt('helpCenter', store);
    expect(copy.supportRequestsOf('ana')).toEqual(store.supportRequestsOf('ana'));
    expect(copy.supportRequestsOf('ana').map((item) => item.subject)).toEqual(['Otra', 'Factura']);
    expect(copy.supportRequestsOf('bruno')).toEqual(store.supportRequestsOf('bruno'));
    expect(copy.faqCategories()).toEqual(store.faqCategories());
    expect(copy.guideCategories()).toEqual(store.guideCategories());
    for (const category of store.guideCategories(null, 100)) {
      expect(copy.guideCategories(category.slug)).toEqual(store.guideCategories(category.slug));
      for (const guide of category.guides) {
        expect(copy.guide(category.slug, guide.slug)).toEqual(
          store.guide(category.slug, guide.slug),
        );
      }
    }
    for (const category of store.faqCategories()) {
      expect(copy.faqCategories(category.slug)).toEqual(store.faqCategories(category.slug));
    }

    further(store, copy, (s) => [
      s.sendSupportRequest('bruno', request, later),
      s.supportRequestsOf('bruno'),
    ]);
  });

  it('InventoryStore', () => {
    const store = stores.inventory;
    const everything = { page: 0, size: 1000 };
    store.listProducts({ ...everything, sort: 'active' }); // views built now, kept in step
    const [tag, renamed] = store.listTags();
    const [first, second, ...rest] = store.listAllProducts();
    const tagged = rest.find((product) => product.tags.includes(tag!.id))!;
    const made = store.createProduct();
    const top = store.createProduct();
    store.updateProduct(made.id, { name: 'Zapatillas', stock: 5, tags: [renamed!.id] });
    store.updateProduct(first!.id, { basePrice: 100, taxPercent: 19 });
    store.removeProduct(top.id); // the newest goes: the next one must still go first
    store.removeProduct(second!.id);
    store.createTag({ title: 'Oferta' });
    store.updateTag(renamed!.id, { title: 'Renombrada' });
    store.removeTag(tag!.id);

    const copy = rebuilt('inventory', store);
    expect(copy.listAllProducts()).toEqual(store.listAllProducts());
    expect(copy.listAllProducts()[0]!.id).toBe(made.id);
    expect(copy.getProduct(tagged.id)!.tags).toEqual(tagged.tags.filter((id) => id !== tag!.id));
    expect(copy.listTags()).toEqual(store.listTags());
    expect(copy.listCategories()).toEqual(store.listCategories());
    expect(copy.listBrands()).toEqual(store.listBrands());
    expect(copy.listVendors()).toEqual(store.listVendors());
    for (const product of store.listAllProducts()) {
      expect(copy.getProduct(product.id)).toEqual(product);
    }
    const pages = (s: InventoryStore) =>
      PRODUCT_SORT_FIELDS.flatMap((sort) =>
        (['asc', 'desc'] as const).map((order) => s.listProducts({ ...everything, sort, order })),
      );
    expect(pages(copy)).toEqual(pages(store));
    expect(copy.listProducts({ search: 'zap', page: 0 })).toEqual(
      store.listProducts({ search: 'zap', page: 0 }),
    );

    further(store, copy, (s) => [s.createProduct(), s.createProduct(), ...pages(s)]);
    // New products tie with `made` on reserved: stored order decides, newest first.
    const [newest, next] = copy.listAllProducts();
    const byReserved = idsOf(copy.listProducts({ ...everything, sort: 'reserved' }).products!);
    expect(byReserved.indexOf(newest!.id)).toBeLessThan(byReserved.indexOf(next!.id));
    expect(byReserved.indexOf(next!.id)).toBeLessThan(byReserved.indexOf(made.id));
  });

  it('MailboxStore', () => {
    const store = stores.mailbox;
    const sender = { avatar: null, contact: 'Camila Rojas <camila@example.com>' };
    const labels = store.labelList();
    const labelled = store.listMails({ label: labels[0]!.slug }).mails![0]!;
    store.updateSettings({ messageLayout: 'full' });
    const created = store.createLabel({ title: 'Facturación', color: 'teal' });
    store.updateLabel(labels[1]!.id, { title: 'Trabajo' });
    store.updateMail(labelled.id, { starred: true, unread: true, labels: [created.id] });
    store.deleteLabel(labels[0]!.id);
    store.sendMail({ to: ['Ana <ana@example.com>'], subject: 'Hola' }, sender, null, later);
    const draft = store.saveDraft(null, { cc: ['bruno@example.com'], subject: 'Borrador' }, sender);
    store.saveDraft(draft.id, { subject: 'Borrador 2' }, sender, later);

    const copy = rebuilt('mailbox', store);
    expect(copy.getSettings()).toEqual({ messageLayout: 'full' });
    expect(copy.folderList()).toEqual(store.folderList());
    expect(copy.filterList()).toEqual(store.filterList());
    expect(copy.labelList()).toEqual(store.labelList());
    const allPages = (s: MailboxStore) =>
      [
        ...s.folderList().map((folder) => ({ folder: folder.slug })),
        ...s.filterList().map((filter) => ({ filter: filter.slug })),
        ...s.labelList().map((label) => ({ label: label.slug })),
      ].flatMap((query) => {
        const pages = [s.listMails(query)];
        while (pages.length < pages[0]!.pagination.lastPage) {
          pages.push(s.listMails({ ...query, page: pages.length + 1 }));
        }
        return pages;
      });
    expect(allPages(copy)).toEqual(allPages(store));
    expect(copy.mail(labelled.id)).toEqual(store.mail(labelled.id));
    expect(copy.mail(labelled.id)!.labels).toEqual([created.id]);
    expect(copy.mail(draft.id)!.subject).toBe('Borrador 2');

    further(store, copy, (s) => [
      s.sendMail({ to: ['bruno@example.com'] }, sender, draft.id, later),
      s.createLabel({ title: 'Facturación' }),
      ...allPages(s),
    ]);
  });

  it('NotesStore, with its uploaded images', () => {
    const store = stores.notes;
    const [work, family] = store.allLabels();
    const [first, second, third] = store.list();
    const created = store.create({ title: 'Viaje', labels: [work!.id, family!.id] }, later);
    store.replace(first!.id, { title: 'Reescrita', tasks: [{ content: 'Pan' }] }, later);
    store.addTask(created.id, 'Pasajes');
    store.remove(second!.id);
    const shown = store.setImage(created.id, gif('mapa.gif'), later).image!;
    const dropped = store.setImage(third!.id, gif('antes.gif'), later).image!;
    const kept = store.setImage(third!.id, gif('despues.gif'), later).image!;
    store.createLabel('Viajes');
    store.updateLabel(family!.id, 'Familia');
    store.removeLabel(work!.id);
    const name = (path: string) => path.slice(NOTE_UPLOADS_PATH.length);

    const copy = rebuilt('notes', store);
    expect(copy.list()).toEqual(store.list());
    expect(copy.allLabels()).toEqual(store.allLabels());
    for (const note of store.list()) {
      expect(copy.get(note.id)).toEqual(note);
      expect(copy.labelsOf(note)).toEqual(store.labelsOf(note));
    }
    expect(copy.get(created.id)!.labels).toEqual([family!.id]);
    expect([...store.tables().uploads!.entries()].map(([id]) => id)).toEqual([
      name(shown),
      name(kept),
    ]);
    for (const path of [shown, kept])
      expect(copy.upload(name(path))).toEqual({ type: 'image/gif', bytes: GIF });
    expect(copy.upload(name(dropped))).toBeNull();

    further(store, copy, (s) => [
      s.setImage(created.id, gif('otro.gif'), later),
      s.upload(name(shown)),
      s.list(),
    ]);
    expect(copy.upload(name(shown))).toBeNull();
  });

  it('ScrumboardStore', () => {
    const store = stores.scrumboard;
    const [user] = stores.users.list();
    const [board, other] = store.allBoards();
    const [todo, doing] = store.listsOf(board!.id);
    const [card, moved] = store.cardsOf(todo!.id);
    const [target] = store.cardsOf(doing!.id);
    const created = store.createBoard({ title: 'Nuevo' }, user!.id, later);
    store.updateBoard(board!.id, { title: 'Renombrado', description: null }, later);
    const list = store.createList({ boardId: created.id, title: 'Pendiente' });
    store.createCard({ listId: list.id, title: 'Primera' });
    store.updateLists([
      { id: todo!.id, position: doing!.position },
      { id: doing!.id, position: todo!.position },
    ]);
    // A moved card joins its new list last: with a tied position it shows after `target`.
    store.updateCard(moved!.id, { listId: doing!.id, position: target!.position });
    const label = store.createLabel({ boardId: board!.id, title: 'Urgente' });
    store.updateCard(card!.id, { labels: [label.id], dueDate: later });
    const [usedLabel] = store.labelsOf(board!.id);
    const carrier = store.storedCards().find((c) => c.labels.includes(usedLabel!.id))!;
    store.updateLabel(label.id, { title: 'Muy urgente' });
    store.removeLabel(usedLabel!.id);
    store.setCardPositions(idsOf(store.cardsOf(todo!.id)).reverse());
    store.removeCard(store.cardsOf(doing!.id).at(-1)!.id);
    store.removeList(store.listsOf(other!.id)[0]!.id);

    const copy = rebuilt('scrumboard', store);
    expect(copy.allMembers()).toEqual(store.allMembers());
    expect(copy.allBoards()).toEqual(store.allBoards());
    for (const each of store.allBoards()) {
      expect(copy.board(each.id)).toEqual(each);
      expect(copy.membersOf(each)).toEqual(store.membersOf(each));
      expect(copy.labelsOf(each.id)).toEqual(store.labelsOf(each.id));
      expect(copy.boardLabels(each.id)).toEqual(store.boardLabels(each.id));
      expect(copy.listsOf(each.id)).toEqual(store.listsOf(each.id));
      for (const item of store.listsOf(each.id)) {
        expect(copy.cardsOf(item.id)).toEqual(store.cardsOf(item.id));
        for (const c of store.cardsOf(item.id))
          expect(copy.cardLabels(c)).toEqual(store.cardLabels(c));
      }
    }
    expect(
      copy.cardLabels(copy.storedCards().find((c) => c.id === carrier.id)!),
    ).not.toContainEqual(usedLabel);
    const tied = idsOf(copy.cardsOf(doing!.id));
    expect(tied.indexOf(moved!.id)).toBe(tied.indexOf(target!.id) + 1);
    expect(copy.storedLists()).toEqual(store.storedLists());
    // Stored (insertion) order is only for tests; the rebuild stores cards by list.
    expect(new Set(copy.storedCards())).toEqual(new Set(store.storedCards()));

    further(store, copy, (s) => [
      s.createCard({ listId: doing!.id, title: 'Al final' }),
      s.updateCard(card!.id, { listId: doing!.id, position: target!.position }),
      s.cardsOf(doing!.id),
      s.removeLabel(label.id),
      s.removeBoard(other!.id),
      s.allBoards(),
    ]);
  });

  it('TaskStore', () => {
    const store = stores.tasks;
    store.search('a'); // built now, kept in step with the writes below
    store.searchTitles('a');
    const [tag, renamed] = store.listTags();
    const [, second, third, ...rest] = store.list();
    const tagged = rest.find((task) => task.tags.includes(tag!.id))!;
    const created = store.create('task');
    store.update(created.id, { title: 'Llamar a Ana', notes: 'Antes del lunes', tags: [tag!.id] });
    store.update(tagged.id, { completed: true, dueDate: later, priority: 2 });
    store.reorder([{ id: third!.id }, { id: created.id }]);
    store.remove(second!.id);
    store.createTag({ title: 'Llamadas' });
    store.updateTag(renamed!.id, { title: 'Renombrada' });
    store.removeTag(tag!.id);

    const copy = rebuilt('tasks', store);
    expect(copy.list()).toEqual(store.list());
    expect(idsOf(copy.list()).slice(0, 2)).toEqual([third!.id, created.id]);
    expect(copy.listTags()).toEqual(store.listTags());
    for (const task of store.list()) expect(copy.get(task.id)).toEqual(task);
    for (const query of ['a', 'llamar', 'lunes']) {
      expect(copy.search(query)).toEqual(store.search(query));
      expect(copy.searchTitles(query)).toEqual(store.searchTitles(query));
    }
    expect(copy.get(tagged.id)!.tags).not.toContain(tag!.id);

    further(store, copy, (s) => [
      s.create('section'),
      s.reorder([{ id: created.id }]),
      s.search('llamar'),
    ]);
  });
});
