// Where a store keeps what it writes: tables (records with string ids, in order) and
// cells (one plain value each). Every change goes through them, so a write's changes
// are known as they are made, record by record: the repository (data/repository.ts)
// reads them from the journal, undoes them before any reader can see them, commits
// them, then puts them back. What a store derives from a table (a sorted view, a
// lookup by parent) follows it through `watch`, whoever changes it: the store's own
// write, an undo, a commit put back, or a change another server made.
//
// A table's order is its records' positions (`seq`, kept as the row's `seq`): a record
// added or moved gets a position between its neighbours, so it is the only row that
// changes; when two neighbours leave no room, a few records around them are spaced out
// again (a window that doubles until it has room), never the whole table. The order is
// kept in blocks (lib/block-list.ts), so adding, moving or removing a record moves a
// block's worth of entries, not the table's. The order holds a slot per record, and a
// record replaced where it stands changes its slot only: no search of the order.

import { BlockList } from '../lib/block-list';

/** A record with the position and the database version it has. Never changed: replaced. */
export interface Entry<T> {
  readonly record: T;
  readonly seq: number;
  /** The version of its row in the database: 0 until it is first committed. */
  readonly version: number;
}

/** Where a record goes in its table's order. */
export type Place = 'first' | 'last' | { readonly before: string } | { readonly after: string };

/** Told of every change to a table, so that what is derived from it follows. */
export interface Watcher<T> {
  added(record: T): void;
  /** Called while the record still has its old position (`seqOf`). */
  removed(record: T): void;
  /** The record was replaced where it stands (same id, same position). */
  replaced(previous: T, next: T): void;
}

/** A table or a cell, as the journal and the repository handle them. */
export interface Journaled {
  readonly kind: string;
  /** The domain it belongs to, once attached to a repository. */
  readonly domain: string;
  /** The record with that id (a cell's is ''), with its position and version. */
  entry(id: string): Entry<unknown> | undefined;
  /** Makes the record with that id exactly `entry` (absent when undefined), unjournaled. */
  restore(id: string, entry: Entry<unknown> | undefined): void;
  /** Every entry, by id (a cell's id is ''). */
  entries(): Iterable<[string, Entry<unknown>]>;
  /** Starts noting changes in `journal`, as part of `domain`. */
  attach(journal: Journal, domain: string): void;
}

interface Note {
  readonly target: Journaled;
  readonly id: string;
  readonly before: Entry<unknown> | undefined;
}

/** A record a write changed: as it was before the write's first change, and as it is now. */
export interface Changed {
  readonly target: Journaled;
  readonly id: string;
  readonly before: Entry<unknown> | undefined;
  readonly after: Entry<unknown> | undefined;
}

/**
 * Notes each record's state before its first change in a stretch of writes. A stretch
 * has segments (one per write of a batch), so that a write that fails can be undone
 * alone; `finish` answers each record once, as it was before the stretch and is now.
 */
export class Journal {
  private notes: Note[] | null = null;
  private noted = new Map<Journaled, Set<string>>();

  get recording(): boolean {
    return this.notes !== null;
  }

  /** Starts noting. */
  begin(): void {
    this.notes = [];
    this.noted = new Map();
  }

  /** Starts a segment; answers its mark for `rollbackTo`. */
  savepoint(): number {
    this.noted = new Map();
    return this.notes!.length;
  }

  /** Called by a table or cell before it changes the record `id`. */
  note(target: Journaled, id: string, before: Entry<unknown> | undefined): void {
    if (!this.notes) return;
    let ids = this.noted.get(target);
    if (!ids) this.noted.set(target, (ids = new Set()));
    if (ids.has(id)) return;
    ids.add(id);
    this.notes.push({ target, id, before });
  }

  /** Undoes every change noted since `mark`, newest first. */
  rollbackTo(mark: number): void {
    const notes = this.notes!;
    for (let index = notes.length - 1; index >= mark; index--) {
      const { target, id, before } = notes[index]!;
      target.restore(id, before);
    }
    notes.length = mark;
    this.noted = new Map();
  }

  /** Stops noting; answers each record changed since `begin` once. */
  finish(): Changed[] {
    const notes = this.notes ?? [];
    this.notes = null;
    this.noted = new Map();
    const first = new Map<Journaled, Map<string, Note>>();
    for (const note of notes) {
      let ids = first.get(note.target);
      if (!ids) first.set(note.target, (ids = new Map()));
      if (!ids.has(note.id)) ids.set(note.id, note);
    }
    const changed: Changed[] = [];
    for (const [target, ids] of first) {
      for (const { id, before } of ids.values()) {
        const after = target.entry(id);
        if (after !== before) changed.push({ target, id, before, after });
      }
    }
    return changed;
  }
}

/**
 * A record's place in its table's order: its id and position, fixed, and its entry now
 * (replaced in the slot when the record changes where it stands).
 */
interface Slot<T> {
  readonly id: string;
  readonly seq: number;
  entry: Entry<T>;
}

/** A collection as a store's seed gives it: records in order, or a table already filled. */
export type TableSeed<T extends { id: string }> = readonly T[] | Table<T>;

/** A value as a store's seed gives it, or a cell already filled. */
export type CellSeed<T> = T | Cell<T>;

/** A seed whose collections may come as tables and plain values as cells (loaded rows). */
export type Loadable<S> = {
  [K in keyof S]: S[K] extends readonly (infer T extends { id: string })[]
    ? TableSeed<T>
    : CellSeed<S[K]>;
};

/** The smallest gap two neighbours may have, relative to their size, before respacing. */
const ROOM = 2 ** -40;

export class Table<T extends { id: string }> implements Journaled {
  private readonly byId = new Map<string, Slot<T>>();
  /** The slots in order (by position, ties by id), in blocks. */
  private order = new BlockList<Slot<T>>();
  /** The records in order as one array, made when asked for, until a record changes. */
  private flat: T[] | null = null;
  private readonly watchers: Watcher<T>[] = [];
  private journal: Journal | null = null;
  domain = '';

  /** A table of `records` in that order (positions 0, 1, 2, …); ids must be distinct. */
  constructor(
    readonly kind: string,
    records: Iterable<T> = [],
  ) {
    const slots: Slot<T>[] = [];
    for (const record of records) {
      if (this.byId.has(record.id)) throw new Error(`${kind} has "${record.id}" twice.`);
      const seq = slots.length;
      const slot = {
        id: record.id,
        seq,
        entry: { record: Object.freeze(record), seq, version: 0 },
      };
      this.byId.set(record.id, slot);
      slots.push(slot);
    }
    this.order = new BlockList(slots);
  }

  /** The seed's table, or a new one of its records. */
  static of<T extends { id: string }>(kind: string, seed: TableSeed<T>): Table<T> {
    return seed instanceof Table ? seed : new Table(kind, structuredClone(seed) as T[]);
  }

  /** A table of loaded entries, in any order (sorted here once). */
  static fromEntries<T extends { id: string }>(kind: string, entries: Entry<T>[]): Table<T> {
    const table = new Table<T>(kind);
    entries.sort((a, b) => compareAt(a.seq, a.record.id, b.seq, b.record.id));
    const slots = entries.map((entry) => {
      const slot = { id: Object.freeze(entry.record).id, seq: entry.seq, entry };
      table.byId.set(slot.id, slot);
      return slot;
    });
    table.order = new BlockList(slots);
    return table;
  }

  get size(): number {
    return this.order.length;
  }

  get(id: string): T | undefined {
    return this.byId.get(id)?.entry.record;
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  /**
   * Every record in order: one array, made again after a change and never changed (read
   * it, never change it). Reading the whole list costs the list; `slice` costs what it
   * answers.
   */
  list(): readonly T[] {
    return (this.flat ??= this.order.toArray().map((slot) => slot.entry.record));
  }

  /** The records from `start` to `end` (not included) in order. */
  slice(start: number, end: number): T[] {
    return this.order.slice(start, end).map((slot) => slot.entry.record);
  }

  [Symbol.iterator](): Iterator<T> {
    return this.list()[Symbol.iterator]();
  }

  /** The record's place in the order (from 0), or -1: a binary search. */
  indexOf(id: string): number {
    const slot = this.byId.get(id);
    return slot ? this.find(slot) : -1;
  }

  /**
   * The index of the first record after the place (`seq`, `id`) in the order, whether
   * or not a record is there now: where a page that ended there goes on (a binary search).
   */
  indexAfter(seq: number, id: string): number {
    return this.order.lowerBound((slot) => compareAt(slot.seq, slot.id, seq, id) <= 0);
  }

  /** The record's position, the tie-break of orders derived from this one. */
  seqOf(id: string): number {
    return this.require(id).seq;
  }

  entry(id: string): Entry<T> | undefined {
    return this.byId.get(id)?.entry;
  }

  *entries(): Iterable<[string, Entry<T>]> {
    for (const [id, slot] of this.byId) yield [id, slot.entry];
  }

  /** Adds a record with a new id at `place`; answers it. */
  insert(record: T, place: Place = 'last'): T {
    if (this.byId.has(record.id)) throw new Error(`${this.kind} already has "${record.id}".`);
    this.journal?.note(this, record.id, undefined);
    this.restore(record.id, { record, seq: this.seqAt(place), version: 0 });
    return record;
  }

  /** Puts `record` in place of the one with its id, where that one stands; answers it. */
  replace(record: T): T {
    const current = this.require(record.id).entry;
    this.journal?.note(this, record.id, current);
    this.restore(record.id, { ...current, record });
    return record;
  }

  /** Moves the record to `place` (relative to the others). */
  move(id: string, place: Place): void {
    const current = this.require(id).entry;
    if (typeof place === 'object' && ('before' in place ? place.before : place.after) === id)
      return;
    this.journal?.note(this, id, current);
    // Out of the order first, so that its position is chosen among the others.
    this.restore(id, undefined);
    this.restore(id, { ...current, seq: this.seqAt(place) });
  }

  /** Removes the record; answers it, or undefined when there was none. */
  remove(id: string): T | undefined {
    const current = this.byId.get(id)?.entry;
    if (!current) return undefined;
    this.journal?.note(this, id, current);
    this.restore(id, undefined);
    return current.record;
  }

  /** Follows every change from now on (a store's indexes). */
  watch(watcher: Watcher<T>): void {
    this.watchers.push(watcher);
  }

  attach(journal: Journal, domain: string): void {
    this.journal = journal;
    this.domain = domain;
  }

  restore(id: string, entry: Entry<unknown> | undefined): void {
    const next = entry as Entry<T> | undefined;
    const slot = this.byId.get(id);
    if (!slot && !next) return;
    if (next) Object.freeze(next.record);
    const current = slot?.entry;
    if (slot && next && slot.seq === next.seq) {
      slot.entry = next;
      if (current!.record === next.record) return;
      this.flat = null;
      for (const watcher of this.watchers) watcher.replaced(current!.record, next.record);
      return;
    }
    this.flat = null;
    if (slot) {
      this.order.removeAt(this.find(slot));
      for (const watcher of this.watchers) watcher.removed(current!.record);
      this.byId.delete(id);
    }
    if (next) {
      const added = { id, seq: next.seq, entry: next };
      this.byId.set(id, added);
      this.order.insert(this.lowerBound(next.seq, id), added);
      for (const watcher of this.watchers) watcher.added(next.record);
    }
  }

  private require(id: string): Slot<T> {
    const slot = this.byId.get(id);
    if (!slot) throw new Error(`${this.kind} has no "${id}".`);
    return slot;
  }

  /** The index of the first record at or after (seq, id). */
  private lowerBound(seq: number, id: string): number {
    return this.order.lowerBound((slot) => compareAt(slot.seq, slot.id, seq, id) < 0);
  }

  /** The slot's index in the order (a binary search). */
  private find(slot: Slot<T>): number {
    const index = this.lowerBound(slot.seq, slot.id);
    if (this.order.at(index) !== slot) throw new Error(`${this.kind} lost track of "${slot.id}".`);
    return index;
  }

  /** The position of the record at `index` in the order. */
  private seqAtIndex(index: number): number {
    return this.order.at(index)!.seq;
  }

  /** A position for a record going to `place`, making room around it when there is none. */
  private seqAt(place: Place): number {
    const count = this.order.length;
    if (place === 'first') return count ? this.seqAtIndex(0) - 1 : 0;
    if (place === 'last') return count ? this.seqAtIndex(count - 1) + 1 : 0;
    const isBefore = 'before' in place;
    const neighbour = isBefore ? place.before : place.after;
    const at = this.byId.get(neighbour);
    if (!at) throw new Error(`${this.kind} has no "${neighbour}" to place a record by.`);
    // The gap the record goes in: between the records at gap - 1 and gap.
    const gap = this.find(at) + (isBefore ? 0 : 1);
    if (gap === 0) return this.seqAtIndex(0) - 1;
    if (gap === count) return this.seqAtIndex(count - 1) + 1;
    if (!hasRoom(this.seqAtIndex(gap - 1), this.seqAtIndex(gap))) this.makeRoom(gap);
    const low = this.seqAtIndex(gap - 1);
    return low + (this.seqAtIndex(gap) - low) / 2;
  }

  /**
   * Spaces out the records around `gap` evenly: a window of 2, 4, 8, … records, until
   * it spans enough room (the ends of the order have all the room there is).
   */
  private makeRoom(gap: number): void {
    const count = this.order.length;
    for (let half = 1; ; half *= 2) {
      const from = Math.max(0, gap - half);
      const to = Math.min(count, gap + half);
      const size = to - from;
      const low = from > 0 ? this.seqAtIndex(from - 1) : this.seqAtIndex(0) - size - 1;
      const high = to < count ? this.seqAtIndex(to) : this.seqAtIndex(count - 1) + size + 1;
      // size records, and room for one more at the gap: size + 2 steps.
      const step = (high - low) / (size + 2);
      if (!hasRoom(low, low + step) || !hasRoom(high - step, high)) continue;
      this.order.slice(from, to).forEach(({ id, entry }, index) => {
        const steps = index + 1 + (from + index >= gap ? 1 : 0);
        this.journal?.note(this, id, entry);
        this.restore(id, { ...entry, seq: low + step * steps });
      });
      return;
    }
  }
}

/** By position, ties by id: a table's order. */
export function compareAt(seqA: number, idA: string, seqB: number, idB: string): number {
  return seqA - seqB || (idA < idB ? -1 : idA > idB ? 1 : 0);
}

/** Whether a position strictly between `low` and `high` can be told from both. */
function hasRoom(low: number, high: number): boolean {
  const middle = low + (high - low) / 2;
  return (
    middle > low && middle < high && high - low > ROOM * Math.max(1, Math.abs(low), Math.abs(high))
  );
}

/** One plain value of a store (its row has the id ''). */
export class Cell<T> implements Journaled {
  private current: Entry<T>;
  private journal: Journal | null = null;
  domain = '';

  constructor(
    readonly kind: string,
    value: T,
  ) {
    this.current = { record: freeze(value), seq: 0, version: 0 };
  }

  /** The seed's cell, or a new one holding a copy of its value. */
  static of<T>(kind: string, seed: CellSeed<T>): Cell<T> {
    return seed instanceof Cell ? (seed as Cell<T>) : new Cell(kind, structuredClone(seed));
  }

  /** A cell of a loaded entry. */
  static fromEntry<T>(kind: string, entry: Entry<T>): Cell<T> {
    const cell = new Cell<T>(kind, entry.record);
    cell.current = { ...entry, record: freeze(entry.record) };
    return cell;
  }

  get(): T {
    return this.current.record;
  }

  set(value: T): void {
    this.journal?.note(this, '', this.current);
    this.current = { ...this.current, record: freeze(value) };
  }

  entry(id: string): Entry<T> | undefined {
    return id === '' ? this.current : undefined;
  }

  entries(): Iterable<[string, Entry<T>]> {
    return [['', this.current]];
  }

  attach(journal: Journal, domain: string): void {
    this.journal = journal;
    this.domain = domain;
  }

  restore(id: string, entry: Entry<unknown> | undefined): void {
    // A cell always holds a value: a row deleted elsewhere leaves the last one.
    if (id === '' && entry) this.current = entry as Entry<T>;
  }
}

function freeze<T>(value: T): T {
  return typeof value === 'object' && value !== null ? Object.freeze(value) : value;
}

/** A store's tables and cells, by kind: what the repository loads, journals and commits. */
export type Kinds = Readonly<Record<string, Journaled>>;
