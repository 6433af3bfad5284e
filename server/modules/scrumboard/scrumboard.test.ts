import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SCRUMBOARD_IDS, scrumboardSeed } from '../../../fixtures/scrumboard';
import { SAMPLE_USER_ID } from '../../../fixtures/user';
import { Journal, Table, type Entry, type Loadable } from '../../data/table';
import { startTestServer, type TestServer } from '../../test/harness';
import {
  DEFAULT_BOARD_ICON,
  ScrumboardStore,
  type BoardRecord,
  type CardRecord,
  type LabelRecord,
  type ListRecord,
  type MemberRecord,
  type ScrumboardSeed,
} from './store';
import { MAX_BOARD_DESCRIPTION, MAX_BOARD_TITLE, POSITION_STEP } from '../../../shared/limits';

const now = new Date('2025-03-10T12:00:00.000Z');
const { harvest, erp, website } = SCRUMBOARD_IDS;
const seed = scrumboardSeed(now);

type CardAnswer = Omit<CardRecord, 'labels'> & { labels: LabelRecord[] };
type ListAnswer = ListRecord & { cards: CardAnswer[] };
type BoardAnswer = Omit<BoardRecord, 'members'> & {
  members: MemberRecord[];
  lists: ListAnswer[];
  labels: LabelRecord[];
};

const listsOf = (boardId: string) => seed.lists.filter((list) => list.boardId === boardId);
const cardsOf = (listId: string) => seed.cards.filter((card) => card.listId === listId);
const labelsOf = (boardId: string) => seed.labels.filter((label) => label.boardId === boardId);
const byPosition = <T extends { position: number }>(items: T[]) =>
  [...items].sort((a, b) => a.position - b.position);
const todo = listsOf(harvest)[0]!;
const doing = listsOf(harvest)[1]!;

describe('scrumboard fixtures', () => {
  it('has three boards; the harvest board has four lists, twelve cards and five labels', () => {
    expect(seed.boards).toHaveLength(3);
    expect(listsOf(harvest)).toHaveLength(4);
    expect(seed.cards.filter((card) => card.boardId === harvest)).toHaveLength(12);
    expect(labelsOf(harvest)).toHaveLength(5);
    for (const board of [erp, website]) {
      expect(listsOf(board).length).toBeGreaterThan(0);
      expect(seed.cards.filter((card) => card.boardId === board).length).toBeLessThan(12);
    }
  });

  it('uses unique ids and consistent references', () => {
    const ids = [seed.members, seed.boards, seed.lists, seed.cards, seed.labels].flatMap((items) =>
      items.map((item: { id: string }) => item.id),
    );
    expect(new Set(ids).size).toBe(ids.length);
    const members = new Set(seed.members.map((member) => member.id));
    for (const board of seed.boards) for (const id of board.members) expect(members).toContain(id);
    for (const card of seed.cards) {
      const list = seed.lists.find((item) => item.id === card.listId)!;
      expect(list.boardId).toBe(card.boardId);
      for (const id of card.labels) expect(labelsOf(card.boardId).map((l) => l.id)).toContain(id);
    }
  });

  it('places lists and cards in steps of 65536, stored out of order', () => {
    for (const item of [...seed.lists, ...seed.cards]) {
      expect(item.position % POSITION_STEP).toBe(0);
      expect(item.position).toBeGreaterThan(0);
    }
    const stored = cardsOf(todo.id).map((card) => card.id);
    expect(stored).not.toEqual(byPosition(cardsOf(todo.id)).map((card) => card.id));
  });

  it('dates board activity before now and is deterministic for a given now', () => {
    for (const board of seed.boards) expect(Date.parse(board.lastActivity)).toBeLessThan(+now);
    expect(scrumboardSeed(now)).toStrictEqual(seed);
  });
});

describe('ScrumboardStore', () => {
  let store: ScrumboardStore;
  beforeEach(() => {
    store = new ScrumboardStore(seed);
  });

  it('reads lists and cards by position without reordering what is stored', () => {
    const storedCards = store.storedCards().map((card) => card.id);
    const storedLists = store.storedLists().map((list) => list.id);
    expect(store.listsOf(harvest).map((list) => list.id)).toEqual(
      byPosition(listsOf(harvest)).map((list) => list.id),
    );
    expect(store.cardsOf(todo.id).map((card) => card.id)).toEqual(
      byPosition(cardsOf(todo.id)).map((card) => card.id),
    );
    expect(store.storedCards().map((card) => card.id)).toEqual(storedCards);
    expect(store.storedLists().map((list) => list.id)).toEqual(storedLists);
    expect(storedCards).toEqual(seed.cards.map((card) => card.id));
  });

  it('groups cards by list correctly at a hundred times the data', () => {
    const big = structuredClone(seed);
    for (let copy = 1; copy < 100; copy++) {
      for (const card of seed.cards) big.cards.push({ ...card, id: `${card.id}-${copy}` });
    }
    const bigStore = new ScrumboardStore(big);
    const cards = bigStore.cardsOf(todo.id);
    expect(cards).toHaveLength(cardsOf(todo.id).length * 100);
    expect(cards.every((card) => card.listId === todo.id)).toBe(true);
    expect(cards.map((card) => card.position)).toEqual(
      cards.map((card) => card.position).sort((a, b) => a - b),
    );
  });

  it('puts a new list or card after the last one, or at one step when there is none', () => {
    const list = store.createList({ boardId: harvest, title: ' Bloqueado ' });
    expect(list).toMatchObject({
      boardId: harvest,
      title: 'Bloqueado',
      position: 5 * POSITION_STEP,
    });
    const first = store.createCard({ listId: list.id, title: 'Primera' });
    expect(first).toMatchObject({ boardId: harvest, position: POSITION_STEP, labels: [] });
    const last = Math.max(...cardsOf(todo.id).map((card) => card.position));
    expect(store.createCard({ listId: todo.id, title: 'Otra' }).position).toBe(
      last + POSITION_STEP,
    );
    expect(store.createCard({ listId: todo.id, title: 'Arriba', position: 10 }).position).toBe(10);
  });

  it('refuses unknown boards, lists and labels, blank titles and bad positions', () => {
    const before = store.storedCards().length;
    expect(() => store.createList({ boardId: 'nope', title: 'x' })).toThrow('"boardId" names no');
    expect(() => store.createList({ boardId: harvest, title: ' ' })).toThrow('"title" is required');
    expect(() => store.createCard({ listId: 'nope', title: 'x' })).toThrow('"listId" names no');
    expect(() => store.createCard({ listId: todo.id, title: 'x', boardId: erp })).toThrow(
      '"boardId" must be',
    );
    expect(() =>
      store.createCard({ listId: todo.id, title: 'x', labels: [labelsOf(erp)[0]!.id] }),
    ).toThrow('not a label of this board');
    expect(() => store.createCard({ listId: todo.id, title: 'x', position: -1 })).toThrow(
      '"position"',
    );
    expect(store.storedCards()).toHaveLength(before);
    expect(store.listsOf(harvest)).toHaveLength(4);
  });

  it('moves a card to another list of its board, but not to another board', () => {
    const card = cardsOf(todo.id)[0]!;
    const moved = store.updateCard(card.id, { listId: doing.id, position: 1 });
    expect(moved).toMatchObject({ listId: doing.id, position: 1, title: card.title });
    expect(store.cardsOf(doing.id)[0]).toBe(moved);
    expect(store.cardsOf(todo.id).map((item) => item.id)).not.toContain(card.id);
    expect(() => store.updateCard(card.id, { listId: listsOf(erp)[0]!.id })).toThrow(
      'another board',
    );
    expect(() => store.updateCard(card.id, { title: null })).toThrow('"title" cannot be null');
  });

  it('updates a batch of cards all or nothing', () => {
    const [a, b] = cardsOf(todo.id);
    expect(() =>
      store.updateCards([
        { id: a!.id, title: 'Cambiado' },
        { id: 'nope', title: 'x' },
      ]),
    ).toThrow('Card "nope" does not exist');
    expect(() => store.updateCards([{ title: 'x' }])).toThrow('"cards[0].id" is required');
    expect(() => store.updateCards([{ id: a!.id }, { id: a!.id }])).toThrow('twice');
    expect(store.storedCards().find((card) => card.id === a!.id)?.title).toBe(a!.title);
    const updated = store.updateCards([
      { id: a!.id, position: 7 },
      { id: b!.id, description: '' },
    ]);
    expect(updated.map((card) => [card.position, card.description])).toEqual([
      [7, a!.description],
      [b!.position, null],
    ]);
  });

  it('deletes a list with its cards', () => {
    const ids = cardsOf(todo.id).map((card) => card.id);
    expect(store.removeList(todo.id).id).toBe(todo.id);
    expect(store.storedCards().filter((card) => ids.includes(card.id))).toEqual([]);
    expect(store.listsOf(harvest)).toHaveLength(3);
    expect(() => store.removeList(todo.id)).toThrow('does not exist');
  });

  it('deletes a label from the board and from the cards carrying it, and only there', () => {
    const label = labelsOf(harvest)[0]!;
    const carrying = seed.cards.filter((card) => card.labels.includes(label.id));
    expect(carrying.length).toBeGreaterThan(1);
    store.removeLabel(label.id);
    expect(store.labelsOf(harvest).map((item) => item.id)).not.toContain(label.id);
    expect(store.storedCards().filter((card) => card.labels.includes(label.id))).toEqual([]);
    for (const card of carrying) {
      expect(store.storedCards().find((item) => item.id === card.id)?.labels).toEqual(
        card.labels.filter((id) => id !== label.id),
      );
    }
    expect(store.labelsOf(erp)).toHaveLength(3);
  });

  it('creates a board: trimmed title and description, default icon, the creator as member', () => {
    const later = new Date('2025-03-11T08:00:00.000Z');
    const board = store.createBoard(
      { title: '  Riego 2025 ', description: '   ', icon: null },
      SAMPLE_USER_ID,
      later,
    );
    expect(board).toEqual({
      id: expect.any(String),
      title: 'Riego 2025',
      description: null,
      icon: DEFAULT_BOARD_ICON,
      lastActivity: later.toISOString(),
      members: [SAMPLE_USER_ID],
    });
    expect(store.board(board.id)).toEqual(board);
    expect(store.allBoards().map((item) => item.id)).toEqual([
      ...seed.boards.map((item) => item.id),
      board.id,
    ]);
    expect(store.listsOf(board.id)).toEqual([]);
    expect(store.labelsOf(board.id)).toEqual([]);
    const [camila, matias] = seed.members;
    const withMembers = store.createBoard({
      title: 'Bodega',
      description: ' Fríos ',
      icon: 'heroicons_outline:cube',
      members: [matias!.id, camila!.id, matias!.id],
    });
    expect(withMembers).toMatchObject({
      description: 'Fríos',
      icon: 'heroicons_outline:cube',
      members: [matias!.id, camila!.id],
    });
    expect(store.createBoard({ title: 'Solo' }, 'someone-else').members).toEqual([]);
  });

  it('refuses a blank or long title, a long description, a bad icon and unknown members', () => {
    const before = store.allBoards();
    const long = 'x'.repeat(MAX_BOARD_TITLE + 1);
    expect(() => store.createBoard({ title: '  ' })).toThrow('"title" is required');
    expect(() => store.createBoard({ title: long })).toThrow(`at most ${MAX_BOARD_TITLE}`);
    expect(store.createBoard({ title: ` ${'x'.repeat(MAX_BOARD_TITLE)} ` }).title).toHaveLength(
      MAX_BOARD_TITLE,
    );
    expect(() =>
      store.createBoard({ title: 'x', description: 'y'.repeat(MAX_BOARD_DESCRIPTION + 1) }),
    ).toThrow(`at most ${MAX_BOARD_DESCRIPTION}`);
    expect(() => store.createBoard({ title: 'x', icon: 'javascript:alert(1)' })).toThrow('"icon"');
    expect(() => store.createBoard({ title: 'x', icon: 'sun' })).toThrow('"icon"');
    expect(() => store.createBoard({ title: 'x', members: ['nope'] })).toThrow('"members"');
    expect(store.allBoards()).toHaveLength(before.length + 1);
  });

  it('updates a board’s own fields and its last activity; unknown id changes nothing', () => {
    const later = new Date('2025-03-12T10:00:00.000Z');
    const old = store.board(harvest)!;
    const updated = store.updateBoard(
      harvest,
      { title: ' Cosecha 2025 ', description: '', members: [old.members[0]!] },
      later,
    );
    expect(updated).toEqual({
      ...old,
      title: 'Cosecha 2025',
      description: null,
      members: [old.members[0]],
      lastActivity: later.toISOString(),
    });
    expect(store.updateBoard(harvest, { icon: 'heroicons_outline:sun' }, later)).toEqual({
      ...updated,
      icon: 'heroicons_outline:sun',
    });
    expect(store.updateBoard(harvest, {}, later).title).toBe('Cosecha 2025');
    const current = store.board(harvest);
    expect(() => store.updateBoard('nope', { title: 'x' })).toThrow('Board "nope" does not exist');
    expect(() => store.updateBoard(harvest, { title: ' ' })).toThrow('"title" is required');
    expect(() => store.updateBoard(harvest, { title: null })).toThrow('"title" cannot be null');
    expect(() => store.updateBoard(harvest, { members: ['nope'] })).toThrow('"members"');
    expect(() => store.updateBoard(harvest, { description: 'y'.repeat(501) })).toThrow(
      '"description"',
    );
    expect(store.board(harvest)).toBe(current);
  });

  it('deletes a board with its lists, cards and labels, and only those', () => {
    const others = store.storedCards().filter((card) => card.boardId !== harvest);
    expect(store.removeBoard(harvest).id).toBe(harvest);
    expect(store.board(harvest)).toBeNull();
    expect(store.boardLabels(harvest)).toBeNull();
    expect(store.listsOf(harvest)).toEqual([]);
    expect(store.storedLists().filter((list) => list.boardId === harvest)).toEqual([]);
    expect(store.storedCards()).toEqual(others);
    expect(store.labelsOf(erp)).toHaveLength(3);
    expect(() => store.removeBoard(harvest)).toThrow('does not exist');
  });

  it('moves a board’s last activity on every write to its lists, cards and labels', () => {
    const at = (id: string) => Date.parse(store.board(id)!.lastActivity);
    const start = Date.now();
    const seeded = at(erp);
    const card = cardsOf(todo.id)[0]!;
    const writes = [
      () => store.createList({ boardId: harvest, title: 'Nueva' }),
      () => store.updateCard(card.id, { title: 'Otro' }),
      () => store.setCardPositions([card.id]),
      () => store.createLabel({ boardId: harvest, title: 'Riego' }),
      () => store.removeCard(card.id),
    ];
    for (const write of writes) {
      store.updateBoard(harvest, {}, new Date(0));
      write();
      expect(at(harvest)).toBeGreaterThanOrEqual(start);
    }
    expect(at(erp)).toBe(seeded);
    store.updateBoard(harvest, {}, new Date(0));
    expect(() => store.updateCard('nope', { title: 'x' })).toThrow();
    expect(at(harvest)).toBe(0);
  });

  it('lists every member by name', () => {
    expect(store.allMembers().map((member) => member.name)).toEqual(
      seed.members.map((member) => member.name).sort((a, b) => a.localeCompare(b)),
    );
  });

  it('numbers positions in the order given, from one step, leaving the rest alone', () => {
    const cards = byPosition(cardsOf(todo.id)).reverse();
    const others = store.storedCards().filter((card) => card.listId !== todo.id);
    const updated = store.setCardPositions(cards.map((card) => card.id));
    expect(updated.map((card) => card.position)).toEqual(
      cards.map((_, index) => (index + 1) * POSITION_STEP),
    );
    expect(store.cardsOf(todo.id).map((card) => card.id)).toEqual(cards.map((card) => card.id));
    expect(store.storedCards().filter((card) => card.listId !== todo.id)).toEqual(others);
    expect(() => store.setCardPositions([cards[0]!.id, 'nope'])).toThrow('does not exist');
    expect(store.cardsOf(todo.id).map((card) => card.id)).toEqual(cards.map((card) => card.id));
  });
});

describe('ScrumboardStore on its tables', () => {
  /** Every read of the store, for every board and list of the seed (gone ones too). */
  const reads = (store: ScrumboardStore) => ({
    members: store.allMembers(),
    boards: store.allBoards().map((board) => ({ ...board, members: store.membersOf(board) })),
    storedLists: [...store.storedLists()],
    storedCards: [...store.storedCards()],
    labels: seed.boards.map((board) => store.boardLabels(board.id)),
    lists: seed.boards.map((board) => store.listsOf(board.id)),
    cards: seed.lists.map((list) =>
      store.cardsOf(list.id).map((card) => ({ ...card, labels: store.cardLabels(card) })),
    ),
  });
  /** A store built again from its tables' rows, as loading them gives (in any order). */
  const reloaded = (store: ScrumboardStore) =>
    new ScrumboardStore(
      Object.fromEntries(
        Object.entries(store.tables()).map(([kind, target]) => [
          kind,
          Table.fromEntries(
            kind,
            [...target.entries()].map(([, entry]) => entry as Entry<{ id: string }>).reverse(),
          ),
        ]),
      ) as unknown as Loadable<ScrumboardSeed>,
    );

  it('keeps the tables by kind', () => {
    const store = new ScrumboardStore(seed);
    expect(Object.keys(store.tables())).toEqual(['members', 'boards', 'lists', 'cards', 'labels']);
  });

  it('puts a card moved to another list last among equal positions, also once reloaded', () => {
    const store = new ScrumboardStore(seed);
    const [first] = store.cardsOf(doing.id);
    const moved = cardsOf(todo.id)[0]!;
    store.updateCard(moved.id, { listId: doing.id, position: first!.position });
    expect(
      store
        .cardsOf(doing.id)
        .map((card) => card.id)
        .slice(0, 2),
    ).toEqual([first!.id, moved.id]);
    expect(reads(reloaded(store))).toEqual(reads(store));
  });

  it('reads as before a batch of writes once the tables undo it, and as after once redone', () => {
    const store = new ScrumboardStore(seed);
    const journal = new Journal();
    journal.begin();
    for (const target of Object.values(store.tables())) target.attach(journal, 'scrumboard');
    const before = reads(store);
    const label = labelsOf(harvest)[0]!;
    const moved = cardsOf(todo.id)[0]!;
    store.updateCard(moved.id, { listId: doing.id, position: cardsOf(doing.id)[0]!.position });
    store.removeLabel(label.id);
    store.createCard({ listId: todo.id, title: 'Nueva', labels: [labelsOf(harvest)[1]!.id] });
    store.setCardPositions(cardsOf(doing.id).map((card) => card.id));
    store.createList({ boardId: harvest, title: 'Bloqueado' });
    store.createLabel({ boardId: harvest, title: 'Riego' });
    store.removeList(listsOf(erp)[0]!.id);
    store.removeBoard(website);
    const after = reads(store);
    const changed = journal.finish();
    for (const change of changed) change.target.restore(change.id, change.before);
    expect(reads(store)).toEqual(before);
    expect(reads(reloaded(store))).toEqual(before);
    for (const change of changed) change.target.restore(change.id, change.after);
    expect(reads(store)).toEqual(after);
    for (const change of changed) change.target.restore(change.id, change.before);
    // The label's carriers are found again through its index.
    store.removeLabel(label.id);
    expect(store.storedCards().filter((card) => card.labels.includes(label.id))).toEqual([]);
  });
});

describe('REST /api/apps/scrumboard', () => {
  let server: TestServer;
  let token: string;
  const board = async (id: string = harvest) =>
    (
      await server.request<BoardAnswer>('GET', `/api/apps/scrumboard/board?id=${id}`, {
        token,
      })
    ).body;
  const send = <T = unknown>(method: string, path: string, body?: unknown) =>
    server.request<T>(method, `/api/apps/scrumboard/${path}`, { token, body });
  const harvestLabels = labelsOf(harvest);

  beforeEach(async () => {
    server = await startTestServer({ now });
    token = await server.signIn();
  });
  afterEach(() => server.close());

  it('answers 401 without a token', async () => {
    const answers = await Promise.all([
      server.request('GET', '/api/apps/scrumboard/boards'),
      server.request('GET', `/api/apps/scrumboard/board?id=${harvest}`),
      server.request('PUT', '/api/apps/scrumboard/board/card', {
        body: { card: { listId: todo.id, title: 'x' } },
      }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401]);
    expect(server.stores.scrumboard.storedCards()).toHaveLength(seed.cards.length);
  });

  it('GET boards lists the three boards with members expanded', async () => {
    const answer = await send<BoardAnswer[]>('GET', 'boards');
    expect(answer.status).toBe(200);
    expect(answer.body.map((item) => item.title)).toEqual(seed.boards.map((item) => item.title));
    expect(answer.body[0]).toEqual({
      ...seed.boards[0],
      members: seed.boards[0]!.members.map((id) => seed.members.find((m) => m.id === id)),
    });
  });

  it('GET board answers lists and cards by position, labels as objects, and the board labels', async () => {
    const answer = await board();
    expect(answer.lists.map((list) => list.id)).toEqual(
      byPosition(listsOf(harvest)).map((list) => list.id),
    );
    for (const list of answer.lists) {
      expect(list.cards.map((card) => card.id)).toEqual(
        byPosition(cardsOf(list.id)).map((card) => card.id),
      );
    }
    expect(answer.labels).toEqual(harvestLabels);
    const card = seed.cards[0]!;
    const answered = answer.lists.flatMap((list) => list.cards).find((c) => c.id === card.id);
    expect(answered).toEqual({
      ...card,
      labels: card.labels.map((id) => harvestLabels.find((label) => label.id === id)),
    });
    expect(answer.members.map((member) => member.name)).toContain('Brian Hughes');
  });

  it('GET board does not reorder the stored lists or cards', async () => {
    const stored = () => server.stores.scrumboard.storedCards().map((card) => card.id);
    const storedLists = () => server.stores.scrumboard.storedLists().map((list) => list.id);
    await board();
    await board(erp);
    expect(stored()).toEqual(seed.cards.map((card) => card.id));
    expect(storedLists()).toEqual(seed.lists.map((list) => list.id));
  });

  it('GET board and GET board/labels answer 200 null for an unknown id', async () => {
    const unknownBoard = await send('GET', 'board?id=nope');
    const unknownLabels = await send('GET', 'board/labels?boardId=nope');
    expect([unknownBoard.status, unknownBoard.body]).toEqual([200, null]);
    expect([unknownLabels.status, unknownLabels.body]).toEqual([200, null]);
  });

  it('POST board creates a board for the caller; its answer is the full board', async () => {
    const answer = await send<BoardAnswer>('POST', 'board', {
      board: { title: ' Riego ', description: 'Turnos de riego', icon: 'heroicons_outline:sun' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: expect.any(String),
      title: 'Riego',
      description: 'Turnos de riego',
      icon: 'heroicons_outline:sun',
      lastActivity: expect.any(String),
      members: [seed.members.find((member) => member.id === SAMPLE_USER_ID)],
      lists: [],
      labels: [],
    });
    const boards = await send<BoardAnswer[]>('GET', 'boards');
    expect(boards.body.at(-1)?.id).toBe(answer.body.id);
    expect(await board(answer.body.id)).toEqual(answer.body);
    const errors = await Promise.all([
      send<{ error: string }>('POST', 'board', { board: { title: '' } }),
      send<{ error: string }>('POST', 'board', { board: { title: 'x'.repeat(101) } }),
      send<{ error: string }>('POST', 'board', { board: { title: 'x', members: ['nope'] } }),
      send<{ error: string }>('POST', 'board', { board: { description: 'x' } }),
    ]);
    expect(errors.map((error) => error.status)).toEqual([400, 400, 400, 400]);
    expect(errors.map((error) => error.body.error)).toEqual([
      expect.stringContaining('"title"'),
      expect.stringContaining('"title"'),
      expect.stringContaining('"members"'),
      expect.stringContaining('title'),
    ]);
    expect((await send<BoardAnswer[]>('GET', 'boards')).body).toHaveLength(seed.boards.length + 1);
  });

  it('PATCH board edits the title and description, also sent as the client holds it', async () => {
    const held = await board();
    const answer = await send<BoardAnswer>('PATCH', 'board', {
      id: harvest,
      board: { ...held, title: 'Cosecha 2025', description: '  Uva de mesa ' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      ...held,
      title: 'Cosecha 2025',
      description: 'Uva de mesa',
      lastActivity: expect.any(String),
    });
    expect(Date.parse(answer.body.lastActivity)).toBeGreaterThan(Date.parse(held.lastActivity));
    expect(await board()).toEqual(answer.body);
    const before = await board();
    const errors = await Promise.all([
      send('PATCH', 'board', { id: 'nope', board: { title: 'x' } }),
      send('PATCH', 'board', { id: harvest, board: { title: ' ' } }),
      send('PATCH', 'board', { id: harvest, board: { description: 'y'.repeat(501) } }),
      send('PATCH', 'board', { board: { title: 'x' } }),
    ]);
    expect(errors.map((error) => error.status)).toEqual([404, 400, 400, 400]);
    expect(await board()).toEqual(before);
  });

  it('DELETE board answers true and takes its lists, cards and labels; then 404', async () => {
    const answer = await send('DELETE', `board?id=${website}`);
    expect([answer.status, answer.body]).toEqual([200, true]);
    expect(await board(website)).toBeNull();
    expect((await send<BoardAnswer[]>('GET', 'boards')).body.map((item) => item.id)).not.toContain(
      website,
    );
    expect(server.stores.scrumboard.storedCards().some((card) => card.boardId === website)).toBe(
      false,
    );
    expect((await send('DELETE', `board?id=${website}`)).status).toBe(404);
    expect((await board()).lists).toHaveLength(4);
  });

  it('GET members lists everyone who can join a board', async () => {
    const answer = await send<MemberRecord[]>('GET', 'members');
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(seed.members.length);
    expect(answer.body[0]).toEqual({
      id: expect.any(String),
      name: 'Brian Hughes',
      avatar: expect.any(String),
    });
  });

  it('POST board/list adds a list after the last one', async () => {
    const answer = await send<ListAnswer>('POST', 'board/list', {
      list: { boardId: harvest, title: 'Bloqueado', cards: [] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      boardId: harvest,
      title: 'Bloqueado',
      position: 5 * POSITION_STEP,
      cards: [],
    });
    expect((await board()).lists.at(-1)?.id).toBe(answer.body.id);
    const unknown = await send<{ error: string }>('POST', 'board/list', {
      list: { boardId: 'nope', title: 'x' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toContain('"boardId"');
  });

  it('PATCH board/list changes one list as the client holds it, cards included', async () => {
    const list = (await board()).lists[0]!;
    const answer = await send<ListAnswer>('PATCH', 'board/list', {
      list: { ...list, title: 'Pendiente' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ...list, title: 'Pendiente' });
    const blank = await send<{ error: string }>('PATCH', 'board/list', {
      list: { id: list.id, title: '' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toContain('"title"');
  });

  it('PATCH board/lists reorders lists; an unknown id is 404 and changes nothing', async () => {
    const lists = (await board()).lists;
    const answer = await send<ListAnswer[]>('PATCH', 'board/lists', {
      lists: lists.map((list, index) => ({ id: list.id, position: (4 - index) * POSITION_STEP })),
    });
    expect(answer.status).toBe(200);
    expect((await board()).lists.map((list) => list.id)).toEqual(
      lists.map((list) => list.id).reverse(),
    );
    const before = await board();
    const unknown = await send('PATCH', 'board/lists', {
      lists: [
        { id: lists[0]!.id, title: 'x' },
        { id: 'nope', title: 'y' },
      ],
    });
    expect(unknown.status).toBe(404);
    expect(await board()).toEqual(before);
  });

  it('DELETE board/list answers true and deletes its cards', async () => {
    const cards = cardsOf(todo.id).map((card) => card.id);
    const answer = await send('DELETE', `board/list?id=${todo.id}`);
    expect([answer.status, answer.body]).toEqual([200, true]);
    expect((await board()).lists.map((list) => list.id)).not.toContain(todo.id);
    const stored = server.stores.scrumboard.storedCards();
    expect(stored.filter((card) => cards.includes(card.id) || card.listId === todo.id)).toEqual([]);
    expect(stored).toHaveLength(seed.cards.length - cards.length);
    const again = await send('DELETE', `board/list?id=${todo.id}`);
    expect(again.status).toBe(404);
    expect(server.stores.scrumboard.storedCards()).toHaveLength(stored.length);
  });

  it('PUT and POST board/card both create a card, labels as ids or objects', async () => {
    const [urgent, field] = harvestLabels;
    const put = await send<CardAnswer>('PUT', 'board/card', {
      card: { boardId: harvest, listId: todo.id, title: 'Por PUT', labels: [urgent!.id] },
    });
    const post = await send<CardAnswer>('POST', 'board/card', {
      card: { listId: todo.id, title: 'Por POST', labels: [field, urgent!.id] },
    });
    expect([put.status, post.status]).toEqual([200, 200]);
    expect(put.body.labels).toEqual([urgent]);
    expect(post.body.labels).toEqual([field, urgent]);
    const last = Math.max(...cardsOf(todo.id).map((card) => card.position));
    expect([put.body.position, post.body.position]).toEqual([
      last + POSITION_STEP,
      last + 2 * POSITION_STEP,
    ]);
    const stored = server.stores.scrumboard.storedCards().slice(-2);
    expect(stored.map((card) => card.labels)).toEqual([[urgent!.id], [field!.id, urgent!.id]]);
    expect((await board()).lists[0]!.cards.slice(-2).map((card) => card.title)).toEqual([
      'Por PUT',
      'Por POST',
    ]);
  });

  it('card create refuses unknown labels, unknown lists and blank titles with 400', async () => {
    const otherBoardLabel = labelsOf(erp)[0]!;
    const cases = [
      [{ listId: todo.id, title: 'x', labels: ['nope'] }, '"labels"'],
      [{ listId: todo.id, title: 'x', labels: [otherBoardLabel] }, '"labels"'],
      [{ listId: 'nope', title: 'x' }, '"listId"'],
      [{ listId: todo.id, title: '  ' }, '"title"'],
      [{ listId: todo.id }, '"title"'],
    ] as const;
    for (const [card, field] of cases) {
      const answer = await send<{ error: string }>('PUT', 'board/card', { card });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toContain(field);
    }
    expect(server.stores.scrumboard.storedCards()).toHaveLength(seed.cards.length);
  });

  it('PATCH board/card changes a card, labels as objects or ids; unknown id 404', async () => {
    const card = (await board()).lists[0]!.cards[0]!;
    const [urgent, field] = harvestLabels;
    const answer = await send<CardAnswer>('PATCH', 'board/card', {
      id: card.id,
      card: { ...card, title: 'Nuevo título', labels: [field, urgent!.id], dueDate: null },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      ...card,
      title: 'Nuevo título',
      labels: [field, urgent],
      dueDate: null,
    });
    expect(server.stores.scrumboard.storedCards().find((c) => c.id === card.id)?.labels).toEqual([
      field!.id,
      urgent!.id,
    ]);
    const before = await board();
    const unknown = await send('PATCH', 'board/card', { id: 'nope', card: { title: 'x' } });
    const badLabel = await send('PATCH', 'board/card', { id: card.id, card: { labels: ['nope'] } });
    expect([unknown.status, badLabel.status]).toEqual([404, 400]);
    expect(await board()).toEqual(before);
  });

  it('PATCH board/cards moves cards between lists; all or nothing', async () => {
    const [a, b] = (await board()).lists[0]!.cards;
    const answer = await send<CardAnswer[]>('PATCH', 'board/cards', {
      cards: [
        { ...a, listId: doing.id, position: 1 },
        { id: b!.id, position: 2 },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.map((card) => [card.id, card.listId, card.position])).toEqual([
      [a!.id, doing.id, 1],
      [b!.id, todo.id, 2],
    ]);
    expect((await board()).lists[1]!.cards[0]!.id).toBe(a!.id);
    const before = await board();
    const unknown = await send('PATCH', 'board/cards', {
      cards: [
        { id: b!.id, title: 'x' },
        { id: 'nope', title: 'y' },
      ],
    });
    const noId = await send<{ error: string }>('PATCH', 'board/cards', { cards: [{ title: 'x' }] });
    expect([unknown.status, noId.status]).toEqual([404, 400]);
    expect(noId.body.error).toContain('"cards[0].id"');
    expect(await board()).toEqual(before);
  });

  it('DELETE board/card answers true; an unknown id is 404', async () => {
    const card = seed.cards[3]!;
    const answer = await send('DELETE', `board/card?id=${card.id}`);
    expect([answer.status, answer.body]).toEqual([200, true]);
    const ids = server.stores.scrumboard.storedCards().map((item) => item.id);
    expect(ids).not.toContain(card.id);
    expect((await send('DELETE', 'board/card?id=nope')).status).toBe(404);
    expect(server.stores.scrumboard.storedCards()).toHaveLength(ids.length);
  });

  it('PATCH board/card/positions renumbers by request order and leaves other cards alone', async () => {
    const before = await board();
    const cards = [...before.lists[0]!.cards].reverse();
    const answer = await send<CardAnswer[]>('PATCH', 'board/card/positions', { cards });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(
      cards.map((card, index) => ({ ...card, position: (index + 1) * POSITION_STEP })),
    );
    const after = await board();
    expect(after.lists[0]!.cards.map((card) => card.id)).toEqual(cards.map((card) => card.id));
    expect(after.lists.slice(1)).toEqual(before.lists.slice(1));
    const unknown = await send('PATCH', 'board/card/positions', {
      cards: [cards[1]!.id, cards[0]!.id, 'nope'],
    });
    expect(unknown.status).toBe(404);
    expect(await board()).toEqual(after);
  });

  it('GET board/labels lists a board’s labels', async () => {
    const answer = await send<LabelRecord[]>('GET', `board/labels?boardId=${erp}`);
    expect(answer.body).toEqual(labelsOf(erp));
  });

  it('PUT and POST board/label both create a label; PATCH renames it', async () => {
    const put = await send<LabelRecord>('PUT', 'board/label', {
      label: { boardId: website, title: 'SEO' },
    });
    const post = await send<LabelRecord>('POST', 'board/label', {
      label: { boardId: website, title: 'Textos' },
    });
    expect([put.status, post.status]).toEqual([200, 200]);
    expect(put.body).toEqual({ id: expect.any(String), boardId: website, title: 'SEO' });
    const renamed = await send<LabelRecord>('PATCH', 'board/label', {
      id: put.body.id,
      label: { ...put.body, title: 'Buscadores' },
    });
    expect(renamed.body).toEqual({ ...put.body, title: 'Buscadores' });
    const labels = await send<LabelRecord[]>('GET', `board/labels?boardId=${website}`);
    expect(labels.body.map((label) => label.title)).toEqual([
      ...labelsOf(website).map((label) => label.title),
      'Buscadores',
      'Textos',
    ]);
    const errors = await Promise.all([
      send('PUT', 'board/label', { label: { boardId: 'nope', title: 'x' } }),
      send('PUT', 'board/label', { label: { boardId: website, title: ' ' } }),
      send('PATCH', 'board/label', { id: 'nope', label: { title: 'x' } }),
      send('PATCH', 'board/label', { id: put.body.id, label: { boardId: erp, title: 'x' } }),
    ]);
    expect(errors.map((answer) => answer.status)).toEqual([400, 400, 404, 400]);
    expect((await send<LabelRecord[]>('GET', `board/labels?boardId=${website}`)).body).toEqual(
      labels.body,
    );
  });

  it('DELETE board/label answers true and strips it from the cards carrying it', async () => {
    const label = harvestLabels[0]!;
    const answer = await send('DELETE', `board/label?id=${label.id}`);
    expect([answer.status, answer.body]).toEqual([200, true]);
    const after = await board();
    expect(after.labels.map((item) => item.id)).not.toContain(label.id);
    const cardLabels = after.lists.flatMap((list) => list.cards.flatMap((card) => card.labels));
    expect(cardLabels.length).toBeGreaterThan(0);
    expect(cardLabels.map((item) => item.id)).not.toContain(label.id);
    expect((await send('DELETE', `board/label?id=${label.id}`)).status).toBe(404);
  });
});

describe('GraphQL scrumboard', () => {
  let server: TestServer;
  let token: string;

  beforeEach(async () => {
    server = await startTestServer({ now });
    token = await server.signIn();
  });
  afterEach(() => server.close());

  it('reads a board with sorted lists and cards, and null for an unknown one', async () => {
    const answer = await server.graphql<{
      scrumboardBoard: { lists: { title: string; cards: { position: number }[] }[] };
      missing: null;
    }>(
      `query ($id: ID!) {
        scrumboardBoard(id: $id) { lists { title cards { position } } }
        missing: scrumboardBoard(id: "nope") { id }
      }`,
      { id: harvest },
      token,
    );
    expect(answer.body.errors).toBeUndefined();
    const lists = answer.body.data!.scrumboardBoard.lists;
    expect(lists.map((list) => list.title)).toEqual([
      'Por hacer',
      'En curso',
      'En revisión',
      'Listo',
    ]);
    for (const list of lists) {
      const positions = list.cards.map((card) => card.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
    expect(answer.body.data!.missing).toBeNull();
  });

  it('creates, renames and deletes a board; UNAUTHENTICATED without a token', async () => {
    const created = await server.graphql<{ createScrumboardBoard: { id: string; title: string } }>(
      'mutation ($board: ScrumboardBoardInput!) { createScrumboardBoard(board: $board) { id title members { name } } }',
      { board: { title: 'Poda' } },
      token,
    );
    expect(created.body.errors).toBeUndefined();
    const { id } = created.body.data!.createScrumboardBoard;
    const renamed = await server.graphql<{ updateScrumboardBoard: { title: string } }>(
      'mutation ($id: ID!) { updateScrumboardBoard(id: $id, board: { title: "Poda 2025" }) { title } }',
      { id },
      token,
    );
    expect(renamed.body.data?.updateScrumboardBoard.title).toBe('Poda 2025');
    const unknown = await server.graphql(
      'mutation { updateScrumboardBoard(id: "nope", board: { title: "x" }) { id } }',
      {},
      token,
    );
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const anonymous = await server.graphql(
      'mutation { createScrumboardBoard(board: { title: "x" }) { id } }',
    );
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const deleted = await server.graphql<{ deleteScrumboardBoard: { id: string } }>(
      'mutation ($id: ID!) { deleteScrumboardBoard(id: $id) { id } }',
      { id },
      token,
    );
    expect(deleted.body.data?.deleteScrumboardBoard.id).toBe(id);
    expect(server.stores.scrumboard.allBoards()).toHaveLength(seed.boards.length);
  });

  it('sets card positions from plain ids, and answers UNAUTHENTICATED without a token', async () => {
    const ids = cardsOf(todo.id).map((card) => card.id);
    const answer = await server.graphql<{ setScrumboardCardPositions: { position: number }[] }>(
      'mutation ($cards: [Ref!]!) { setScrumboardCardPositions(cards: $cards) { position } }',
      { cards: ids },
      token,
    );
    expect(answer.body.data?.setScrumboardCardPositions.map((card) => card.position)).toEqual(
      ids.map((_, index) => (index + 1) * POSITION_STEP),
    );
    const anonymous = await server.graphql('{ scrumboardBoards { id } }');
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
