// An ordered list kept in blocks of at most BLOCK items: inserting or removing anywhere
// moves the items of one block, not of the whole list (an array's splice moves every
// item after the place: at 100,000 records that is most of a write's cost). Finding a
// place by index or by a binary search walks the blocks' lengths, then one block.

/** Items a block holds at most; a full block is split in two. */
const BLOCK = 512;

export class BlockList<T> implements Iterable<T> {
  private readonly blocks: T[][] = [];
  /**
   * Each block's length, side by side: walking the lengths reads one small array, where
   * reading each block's own length would visit every block (a cache miss each).
   */
  private readonly lengths: number[] = [];
  /**
   * Each block's last item, side by side, for the binary search over the blocks: one
   * read a step, where the block's own last item is three (a cache miss each, at scale).
   */
  private readonly lasts: T[] = [];
  private count = 0;

  /** A list of `items` in that order. */
  constructor(items: readonly T[] = []) {
    for (let start = 0; start < items.length; start += BLOCK / 2) {
      const block = items.slice(start, start + BLOCK / 2);
      this.blocks.push(block);
      this.lengths.push(block.length);
      this.lasts.push(block.at(-1)!);
    }
    this.count = items.length;
  }

  get length(): number {
    return this.count;
  }

  at(index: number): T | undefined {
    if (index < 0 || index >= this.count) return undefined;
    const [block, offset] = this.locate(index);
    return this.blocks[block]![offset];
  }

  /** The items from `start` to `end` (not included), as an array. */
  slice(start = 0, end = this.count): T[] {
    const from = Math.max(0, start);
    const to = Math.min(this.count, end);
    const result: T[] = [];
    if (from >= to) return result;
    let [block, offset] = this.locate(from);
    while (result.length < to - from) {
      const items = this.blocks[block]!;
      const take = Math.min(items.length - offset, to - from - result.length);
      for (let at = offset; at < offset + take; at++) result.push(items[at]!);
      block += 1;
      offset = 0;
    }
    return result;
  }

  toArray(): T[] {
    return this.blocks.flat();
  }

  [Symbol.iterator](): Iterator<T> {
    return this.items();
  }

  /**
   * The index of the first item for which `before` is false, `before` being true for a
   * prefix of the list (a binary search: over the blocks' last items, then in one block).
   */
  lowerBound(before: (item: T) => boolean): number {
    let low = 0;
    let high = this.blocks.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (before(this.lasts[middle]!)) low = middle + 1;
      else high = middle;
    }
    let index = 0;
    for (let block = 0; block < low; block++) index += this.lengths[block]!;
    if (low === this.blocks.length) return index;
    return index + firstNotBefore(this.blocks[low]!, before);
  }

  insert(index: number, item: T): void {
    if (!this.blocks.length) {
      this.blocks.push([item]);
      this.lengths.push(1);
      this.lasts.push(item);
      this.count = 1;
      return;
    }
    // Past the end goes at the end of the last block.
    const [block, offset] =
      index >= this.count ? [this.blocks.length - 1, this.lengths.at(-1)!] : this.locate(index);
    const items = this.blocks[block]!;
    items.splice(offset, 0, item);
    this.lengths[block] = items.length;
    this.lasts[block] = items.at(-1)!;
    this.count += 1;
    if (items.length > BLOCK) {
      const moved = items.splice(BLOCK / 2);
      this.blocks.splice(block + 1, 0, moved);
      this.lengths.splice(block, 1, items.length, moved.length);
      this.lasts.splice(block, 1, items.at(-1)!, moved.at(-1)!);
    }
  }

  removeAt(index: number): T {
    const [block, offset] = this.locate(index);
    const items = this.blocks[block]!;
    const [removed] = items.splice(offset, 1);
    this.lengths[block] = items.length;
    this.count -= 1;
    if (!items.length) {
      this.blocks.splice(block, 1);
      this.lengths.splice(block, 1);
      this.lasts.splice(block, 1);
      return removed!;
    }
    this.lasts[block] = items.at(-1)!;
    if (items.length < BLOCK / 4) this.mergeSmall(block);
    return removed!;
  }

  set(index: number, item: T): void {
    const [block, offset] = this.locate(index);
    const items = this.blocks[block]!;
    items[offset] = item;
    if (offset === items.length - 1) this.lasts[block] = item;
  }

  private *items(): Generator<T> {
    for (const items of this.blocks) yield* items;
  }

  /** The block holding `index`, and the place in it. */
  private locate(index: number): [number, number] {
    let rest = index;
    for (let block = 0; block < this.lengths.length; block++) {
      const size = this.lengths[block]!;
      if (rest < size) return [block, rest];
      rest -= size;
    }
    throw new RangeError(`No item at ${index} of ${this.count}.`);
  }

  /** Joins a small block to a neighbour when both fit in half a block. */
  private mergeSmall(block: number): void {
    const items = this.blocks[block]!;
    const next = this.blocks[block + 1];
    if (next && items.length + next.length <= BLOCK / 2) {
      items.push(...next);
      this.blocks.splice(block + 1, 1);
      this.lengths.splice(block, 2, items.length);
      this.lasts.splice(block, 2, items.at(-1)!);
      return;
    }
    const previous = this.blocks[block - 1];
    if (previous && items.length + previous.length <= BLOCK / 2) {
      previous.push(...items);
      this.blocks.splice(block, 1);
      this.lengths.splice(block - 1, 2, previous.length);
      this.lasts.splice(block - 1, 2, previous.at(-1)!);
    }
  }
}

/** The first index of a sorted array whose item `before` does not hold for (a binary search). */
export function firstNotBefore<T>(items: readonly T[], before: (item: T) => boolean): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (before(items[middle]!)) low = middle + 1;
    else high = middle;
  }
  return low;
}
