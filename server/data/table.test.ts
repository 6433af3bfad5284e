import { describe, expect, it } from 'vitest';
import { Cell, Journal, Table, type Watcher } from './table';

interface Item {
  id: string;
  title: string;
}

const item = (id: string, title = id.toUpperCase()): Item => ({ id, title });
const ids = (table: Table<Item>) => table.list().map((record) => record.id);
const seqs = (table: Table<Item>) => table.list().map((record) => table.seqOf(record.id));
const isIncreasing = (values: number[]) =>
  values.every((value, at) => !at || value > values[at - 1]!);

/** A watcher that keeps its own copy of the table's records by id, and counts calls. */
function mirror(table: Table<Item>) {
  const copy = new Map(table.list().map((record) => [record.id, record]));
  const calls = { added: 0, removed: 0, replaced: 0 };
  const watcher: Watcher<Item> = {
    added: (record) => {
      calls.added++;
      copy.set(record.id, record);
    },
    removed: (record) => {
      calls.removed++;
      expect(table.seqOf(record.id)).toBeTypeOf('number');
      copy.delete(record.id);
    },
    replaced: (previous, next) => {
      calls.replaced++;
      expect(copy.get(previous.id)).toBe(previous);
      copy.set(next.id, next);
    },
  };
  table.watch(watcher);
  return { copy, calls };
}

describe('Table', () => {
  it('keeps records in the order given, finds them by id and by place', () => {
    const table = new Table('items', [item('a'), item('b'), item('c')]);
    expect(ids(table)).toEqual(['a', 'b', 'c']);
    expect(table.get('b')).toEqual(item('b'));
    expect(table.indexOf('c')).toBe(2);
    expect(table.indexOf('zz')).toBe(-1);
    expect(table.size).toBe(3);
    expect(() => new Table('items', [item('a'), item('a')])).toThrow(/twice/);
  });

  it('puts a record first, last, before or after another, each between its neighbours', () => {
    const table = new Table('items', [item('a'), item('b'), item('c')]);
    const before = seqs(table);
    table.insert(item('first'), 'first');
    table.insert(item('last'), 'last');
    table.insert(item('mid'), { before: 'b' });
    table.insert(item('next'), { after: 'b' });
    expect(ids(table)).toEqual(['first', 'a', 'mid', 'b', 'next', 'c', 'last']);
    expect(['a', 'b', 'c'].map((id) => table.seqOf(id))).toEqual(before);
    expect(isIncreasing(seqs(table))).toBe(true);
    expect(() => table.insert(item('a'))).toThrow(/already has/);
  });

  it('moves one record, leaving the others where they are', () => {
    const table = new Table(
      'items',
      ['a', 'b', 'c', 'd'].map((id) => item(id)),
    );
    table.move('d', { after: 'a' });
    expect(ids(table)).toEqual(['a', 'd', 'b', 'c']);
    expect(['a', 'b', 'c'].map((id) => table.seqOf(id))).toEqual([0, 1, 2]);
    table.move('a', 'last');
    expect(ids(table)).toEqual(['d', 'b', 'c', 'a']);
    table.move('b', { before: 'b' });
    expect(ids(table)).toEqual(['d', 'b', 'c', 'a']);
  });

  it('makes room where neighbours are too close by spacing out a few records, not all', () => {
    const count = 10_000;
    const table = new Table(
      'items',
      Array.from({ length: count }, (_, index) => item(`r${index}`)),
    );
    const journal = new Journal();
    table.attach(journal, 'test');
    // Each insert halves the gap after r5000: floats run out of room after about 50.
    journal.begin();
    for (let round = 0; round < 200; round++) table.insert(item(`new${round}`), { after: 'r5000' });
    const changed = journal.finish();
    expect(isIncreasing(seqs(table))).toBe(true);
    expect(
      table
        .list()
        .slice(5001, 5003)
        .map((record) => record.id),
    ).toEqual(['new199', 'new198']);
    expect(table.indexOf('r5001')).toBe(5201);
    // 200 new records, and only a few old ones given a new position.
    const moved = changed.filter((change) => change.before !== undefined);
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.length).toBeLessThan(2_000);
  });

  it('tells its watchers of every change, a moved record leaving with its old position', () => {
    const table = new Table('items', [item('a'), item('b'), item('c')]);
    const { copy, calls } = mirror(table);
    table.insert(item('d'), 'first');
    table.replace(item('a', 'Renamed'));
    table.move('c', 'first');
    table.remove('b');
    expect(calls).toEqual({ added: 2, removed: 2, replaced: 1 });
    expect([...copy.values()].sort((x, y) => x.id.localeCompare(y.id))).toEqual([
      item('a', 'Renamed'),
      item('c'),
      item('d'),
    ]);
  });

  it('freezes its records, so a store cannot change one behind its back', () => {
    const table = new Table('items', [item('a')]);
    expect(() => {
      (table.get('a') as { title: string }).title = 'changed';
    }).toThrow(TypeError);
  });
});

describe('Journal', () => {
  const tableWithJournal = () => {
    const table = new Table('items', [item('a'), item('b'), item('c')]);
    const journal = new Journal();
    table.attach(journal, 'test');
    return { table, journal };
  };

  it('answers each record changed once, as it was first and as it is now', () => {
    const { table, journal } = tableWithJournal();
    const original = table.entry('a');
    journal.begin();
    table.replace(item('a', 'One'));
    journal.savepoint();
    table.replace(item('a', 'Two'));
    table.insert(item('d'));
    table.insert(item('e'));
    table.remove('e');
    const changes = journal.finish();
    expect(changes.map((change) => change.id)).toEqual(['a', 'd']);
    expect(changes[0]!.before).toBe(original);
    expect(changes[0]!.after!.record).toEqual(item('a', 'Two'));
    expect(changes[1]!.before).toBeUndefined();
    expect(journal.recording).toBe(false);
  });

  it('undoes one segment alone, and the whole stretch through the answers of finish', () => {
    const { table, journal } = tableWithJournal();
    const { copy } = mirror(table);
    const start = table.list();
    const startIds = ids(table);
    journal.begin();
    table.replace(item('a', 'Kept'));
    const mark = journal.savepoint();
    table.replace(item('a', 'Dropped'));
    table.move('c', 'first');
    table.remove('b');
    journal.rollbackTo(mark);
    expect(ids(table)).toEqual(startIds);
    expect(table.get('a')).toEqual(item('a', 'Kept'));
    table.insert(item('z'), { after: 'a' });
    const changes = journal.finish();
    for (const change of changes) change.target.restore(change.id, change.before);
    expect(table.list()).toEqual(start);
    expect(new Map(copy)).toEqual(new Map(start.map((record) => [record.id, record])));
    for (const change of changes) change.target.restore(change.id, change.after);
    expect(ids(table)).toEqual(['a', 'z', 'b', 'c']);
    expect(copy.get('a')).toEqual(item('a', 'Kept'));
  });

  it('notes nothing when not recording', () => {
    const { table, journal } = tableWithJournal();
    table.replace(item('a', 'Direct'));
    journal.begin();
    expect(journal.finish()).toEqual([]);
  });
});

describe('Cell', () => {
  it('holds one frozen value, journaled and restored like a record', () => {
    const cell = new Cell('settings', { layout: 'left' });
    const journal = new Journal();
    cell.attach(journal, 'test');
    journal.begin();
    cell.set({ layout: 'right' });
    const [change] = journal.finish();
    expect(change!.id).toBe('');
    expect(cell.get()).toEqual({ layout: 'right' });
    expect(Object.isFrozen(cell.get())).toBe(true);
    cell.restore('', change!.before);
    expect(cell.get()).toEqual({ layout: 'left' });
  });
});
