// A sorted view of a store's records with its text searches, both kept in step with
// writes: a write inserts, removes or replaces one record by binary search (O(log n)
// comparisons and one array move) instead of re-sorting, and every remembered search
// result is updated the same way, so a repeated search costs a lookup and a slice
// whatever the number of records. A search not seen before scans the sorted records
// once (in order, so its result is in order) and is remembered.

/** Remembered searches per index; the least recently used goes first. */
export const MAX_REMEMBERED_SEARCHES = 32;

export class SortedIndex<T> {
  private readonly items: T[];
  /** Search text (already folded as the needle is) → the matching records, in order. */
  private readonly searches = new Map<string, T[]>();
  /** Records held by remembered searches, kept within `budget`. */
  private remembered = 0;
  private readonly budget: number;

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
    this.items = [...sorted];
    this.budget = 4 * this.items.length + 10_000;
  }

  /** Every record, in order: the index's own array (read it, never change it). */
  list(): T[] {
    return this.items;
  }

  /** Records whose text contains `needle` (folded as `text` folds), in order; the index's own array. */
  search(needle: string): T[] {
    const known = this.searches.get(needle);
    if (known) {
      // Most recently used last.
      this.searches.delete(needle);
      this.searches.set(needle, known);
      return known;
    }
    const matches = this.items.filter((item) => this.text(item).includes(needle));
    this.searches.set(needle, matches);
    this.remembered += matches.length;
    while (
      this.searches.size > MAX_REMEMBERED_SEARCHES ||
      (this.remembered > this.budget && this.searches.size > 1)
    ) {
      const [oldest, list] = this.searches.entries().next().value!;
      this.searches.delete(oldest);
      this.remembered -= list.length;
    }
    return matches;
  }

  insert(item: T): void {
    insertSorted(this.items, item, this.compare);
    for (const [needle, matches] of this.searches) {
      if (this.text(item).includes(needle)) {
        insertSorted(matches, item, this.compare);
        this.remembered += 1;
      }
    }
  }

  remove(item: T): void {
    removeSorted(this.items, item, this.compare);
    for (const [needle, matches] of this.searches) {
      if (this.text(item).includes(needle) && removeSorted(matches, item, this.compare)) {
        this.remembered -= 1;
      }
    }
  }

  /** `previous` is replaced by `next` (which may sort elsewhere and match other searches). */
  replace(previous: T, next: T): void {
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

/** The first index whose record does not sort before `item`. */
function lowerBound<T>(items: readonly T[], item: T, compare: (a: T, b: T) => number): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(items[middle]!, item) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Inserts after any records comparing equal (a stable insert). */
export function insertSorted<T>(items: T[], item: T, compare: (a: T, b: T) => number): void {
  let index = lowerBound(items, item, compare);
  while (index < items.length && compare(items[index]!, item) === 0) index++;
  items.splice(index, 0, item);
}

/** Removes `item` itself (by identity) if held; true when it was. */
export function removeSorted<T>(items: T[], item: T, compare: (a: T, b: T) => number): boolean {
  for (let index = lowerBound(items, item, compare); index < items.length; index++) {
    if (items[index] === item) {
      items.splice(index, 1);
      return true;
    }
    if (compare(items[index]!, item) !== 0) break;
  }
  return false;
}

/** Puts `next` where `previous` stands (both sort the same). */
function swapSorted<T>(items: T[], previous: T, next: T, compare: (a: T, b: T) => number): void {
  for (let index = lowerBound(items, previous, compare); index < items.length; index++) {
    if (items[index] === previous) {
      items[index] = next;
      return;
    }
    if (compare(items[index]!, previous) !== 0) break;
  }
}
