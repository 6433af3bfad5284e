import { describe, expect, it } from 'vitest';
import { seeded } from './seeded';
import { BlockList } from './block-list';

describe('BlockList', () => {
  it('answers what an array answers after any sequence of inserts and removals', () => {
    const random = seeded(5);
    const list = new BlockList(Array.from({ length: 3_000 }, (_, index) => index));
    const array = Array.from({ length: 3_000 }, (_, index) => index);
    for (let step = 0; step < 5_000; step++) {
      const index = Math.floor(random() * (array.length + 1));
      if (random() < 0.5 && array.length) {
        const at = Math.min(index, array.length - 1);
        expect(list.removeAt(at)).toBe(array.splice(at, 1)[0]);
      } else {
        list.insert(index, -step);
        array.splice(index, 0, -step);
      }
    }
    expect(list.length).toBe(array.length);
    expect(list.toArray()).toEqual(array);
    expect([...list]).toEqual(array);
    expect(list.slice(100, 1_700)).toEqual(array.slice(100, 1_700));
    expect(list.at(777)).toBe(array[777]);
    expect(list.at(-1)).toBeUndefined();
  });

  it('finds the first item not before a probe, by binary search', () => {
    const list = new BlockList(Array.from({ length: 2_000 }, (_, index) => index * 2));
    expect(list.lowerBound((item) => item < 1_001)).toBe(501);
    expect(list.lowerBound((item) => item < 0)).toBe(0);
    expect(list.lowerBound(() => true)).toBe(2_000);
    expect(new BlockList<number>().lowerBound(() => true)).toBe(0);
  });

  it('replaces an item where it stands', () => {
    const list = new BlockList(['a', 'b', 'c']);
    list.set(1, 'B');
    expect(list.toArray()).toEqual(['a', 'B', 'c']);
  });
});
