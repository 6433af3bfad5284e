// A sorted view of a store's records with its text searches, both kept in step with
// writes: a write inserts, removes or replaces one record by binary search (O(log n)
// comparisons, and moving one block of a BlockList) instead of re-sorting, and every
// remembered search result is updated the same way, so a repeated search costs a lookup
// and a slice whatever the number of records. A search not seen before scans the sorted
// records once (in order, so its result is in order) and is remembered.
//
// A replaced record is put in place when the index is next read or changed, not at once:
// a durable write's change is undone before its commit and put back after it (the
// repository's journal), which would move it three times, and several changes to one
// record between two reads are one move.
import { BlockList, firstNotBefore } from './block-list';

/** Remembered searches per index; the least recently used goes first. */
export const MAX_REMEMBERED_SEARCHES = 32;

/** A sorted list as the index answers it: read it, never change it. */
export type Ordered<T> = Pick<BlockList<T>, 'length' | 'at' | 'slice' | 'lowerBound' | 'toArray'> &
  Iterable<T>;

export class SortedIndex<T> {
  private readonly items: BlockList<T>;
  /** Search text (already folded as the needle is) → the matching records, in order. */
  private readonly searches = new Map<string, BlockList<T>>();
  /** Records held by remembered searches, kept within `budget`. */
  private remembered = 0;
  private readonly budget: number;
  /** Replacements not yet made: the record now (not yet in the lists) → the one held. */
  private readonly replaced = new Map<T, T>();

  /**
   * @param sorted the records, already sorted by `compare` (an index is usually built
   *   from a sort that extracts each key once, which is faster than `compare`).
   * @param compare a total order: two different records never compare as 0, or the
   *   tie is broken by identity scanning (still correct, slower).
   * @param text the folded text a search looks in (e.g. the name in lower case).
   */
  constructor(
    sorted: readonly T[],
    private readonly compare: (a: T, b: T) => number,
    private readonly text: (item: T) => string,
  ) {
    this.items = new BlockList(sorted);
    this.budget = 4 * this.items.length + 10_000;
  }

  /** Every record, in order. */
  list(): Ordered<T> {
    this.catchUp();
    return this.items;
  }

  /** Records whose text contains `needle` (folded as `text` folds), in order. */
  search(needle: string): Ordered<T> {
    this.catchUp();
    const known = this.searches.get(needle);
    if (known) {
      // Most recently used last.
      this.searches.delete(needle);
      this.searches.set(needle, known);
      return known;
    }
    const matches: T[] = [];
    for (const item of this.items) if (this.text(item).includes(needle)) matches.push(item);
    const found = new BlockList(matches);
    this.searches.set(needle, found);
    this.remembered += matches.length;
    while (
      this.searches.size > MAX_REMEMBERED_SEARCHES ||
      (this.remembered > this.budget && this.searches.size > 1)
    ) {
      const [oldest, list] = this.searches.entries().next().value!;
      this.searches.delete(oldest);
      this.remembered -= list.length;
    }
    return found;
  }

  insert(item: T): void {
    this.catchUp();
    insertSorted(this.items, item, this.compare);
    for (const [needle, matches] of this.searches) {
      if (this.text(item).includes(needle)) {
        insertSorted(matches, item, this.compare);
        this.remembered += 1;
      }
    }
  }

  remove(item: T): void {
    this.catchUp();
    removeSorted(this.items, item, this.compare);
    for (const [needle, matches] of this.searches) {
      if (this.text(item).includes(needle) && removeSorted(matches, item, this.compare)) {
        this.remembered -= 1;
      }
    }
  }

  /**
   * `previous` is replaced by `next` (which may sort elsewhere and match other searches),
   * in the lists at the next read or change. `previous` may itself be waiting.
   */
  replace(previous: T, next: T): void {
    const held = this.replaced.get(previous) ?? previous;
    this.replaced.delete(previous);
    if (held !== next) this.replaced.set(next, held);
  }

  /** Makes the replacements waiting, each once. */
  private catchUp(): void {
    if (this.replaced.size === 0) return;
    const waiting = [...this.replaced];
    this.replaced.clear();
    for (const [next, held] of waiting) this.put(held, next);
  }

  private put(previous: T, next: T): void {
    if (this.compare(previous, next) !== 0) {
      this.remove(previous);
      this.insert(next);
      return;
    }
    // Same place (e.g. only its tags or a text the order ignores changed): swapped where
    // it stands, without moving the rest; only the searches its text enters or leaves move.
    swapSorted(this.items, previous, next, this.compare);
    const before = this.text(previous);
    const after = this.text(next);
    for (const [needle, matches] of this.searches) {
      const was = before.includes(needle);
      const is = after.includes(needle);
      if (was && is) swapSorted(matches, previous, next, this.compare);
      else if (was) {
        if (removeSorted(matches, previous, this.compare)) this.remembered -= 1;
      } else if (is) {
        insertSorted(matches, next, this.compare);
        this.remembered += 1;
      }
    }
  }
}

/** A sorted list an item can be put in or taken from: an array, or a BlockList. */
interface Sorted<T> {
  readonly length: number;
  at(index: number): T | undefined;
  lowerBound(before: (item: T) => boolean): number;
}

/** The first index whose record does not sort before `item`. */
function lowerBound<T>(items: Sorted<T>, item: T, compare: (a: T, b: T) => number): number {
  return items.lowerBound((other) => compare(other, item) < 0);
}

/** Inserts after any records comparing equal (a stable insert). */
export function insertSorted<T>(
  items: Sorted<T> & { insert(index: number, item: T): void },
  item: T,
  compare: (a: T, b: T) => number,
): void {
  let index = lowerBound(items, item, compare);
  while (index < items.length && compare(items.at(index)!, item) === 0) index++;
  items.insert(index, item);
}

/** Removes `item` itself (by identity) if held; true when it was. */
export function removeSorted<T>(
  items: Sorted<T> & { removeAt(index: number): T },
  item: T,
  compare: (a: T, b: T) => number,
): boolean {
  for (let index = lowerBound(items, item, compare); index < items.length; index++) {
    const other = items.at(index)!;
    if (other === item) {
      items.removeAt(index);
      return true;
    }
    if (compare(other, item) !== 0) break;
  }
  return false;
}

/** Puts `next` where `previous` stands (both sort the same). */
function swapSorted<T>(
  items: BlockList<T>,
  previous: T,
  next: T,
  compare: (a: T, b: T) => number,
): void {
  for (let index = lowerBound(items, previous, compare); index < items.length; index++) {
    const other = items.at(index)!;
    if (other === previous) {
      items.set(index, next);
      return;
    }
    if (compare(other, previous) !== 0) break;
  }
}

/**
 * An array as a sorted list for `insertSorted` and `removeSorted`. A class: an object
 * literal with a getter would make an accessor pair in V8's old generation at each call
 * (see ParsedOnce in live/events.ts).
 */
export class SortedArray<T> implements Sorted<T> {
  constructor(private readonly items: T[]) {}

  get length(): number {
    return this.items.length;
  }

  at(index: number): T | undefined {
    return this.items[index];
  }

  lowerBound(before: (item: T) => boolean): number {
    return firstNotBefore(this.items, before);
  }

  insert(index: number, item: T): void {
    this.items.splice(index, 0, item);
  }

  removeAt(index: number): T {
    return this.items.splice(index, 1)[0]!;
  }
}
