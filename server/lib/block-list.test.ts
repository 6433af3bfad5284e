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

  it('finds places by binary search after any sequence of changes', () => {
    // A sorted list changed at random (blocks split, merge and lose their last items),
    // searched after each change as the array is.
    const random = seeded(9);
    const array = Array.from({ length: 1_500 }, (_, index) => index * 10);
    const list = new BlockList([...array]);
    const place = (value: number) => array.findIndex((item) => item >= value);
    for (let step = 0; step < 4_000; step++) {
      const value = Math.floor(random() * 20_000);
      const at = list.lowerBound((item) => item < value);
      expect(at).toBe(place(value) === -1 ? array.length : place(value));
      const choice = random();
      if (choice < 0.45) {
        list.insert(at, value);
        array.splice(at, 0, value);
      } else if (choice < 0.9 && array.length) {
        const index = Math.min(at, array.length - 1);
        list.removeAt(index);
        array.splice(index, 1);
      } else if (array.length) {
        // Another value between its neighbours, in place of the item (a block's last too).
        const index = Math.min(at, array.length - 1);
        const low = array[index - 1] ?? array[index]! - 10;
        const high = array[index + 1] ?? array[index]! + 10;
        const between = Math.floor((low + high) / 2);
        list.set(index, between);
        array[index] = between;
        expect(list.lowerBound((item) => item < between)).toBe(place(between));
      }
    }
    expect(list.toArray()).toEqual(array);
  });

  it('replaces an item where it stands', () => {
    const list = new BlockList(['a', 'b', 'c']);
    list.set(1, 'B');
    expect(list.toArray()).toEqual(['a', 'B', 'c']);
  });
});
