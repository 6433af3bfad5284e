import { describe, expect, it } from 'vitest';
import { fromRows, positions, rowKey, toRows, type Rows } from './rows';

const NONE = new Set<string>();

describe('positions', () => {
  it('keeps every position when nothing moved', () => {
    expect(positions([1, 2, 3])).toEqual([1, 2, 3]);
  });

  it('gives a record added first or last a position outside the others', () => {
    expect(positions([undefined, 1, 2])).toEqual([0, 1, 2]);
    expect(positions([1, 2, undefined])).toEqual([1, 2, 3]);
  });

  it('moves one record by changing only its own position', () => {
    const moved = positions([1, 3, 2, 4]);
    expect(moved.filter((seq, index) => seq !== [1, 3, 2, 4][index])).toHaveLength(1);
    expect(moved).toEqual([...moved].sort((a, b) => a - b));
  });

  it('numbers afresh when there is no room left between two positions', () => {
    expect(positions([1, undefined, 1 + Number.EPSILON])).toEqual([0, 1, 2]);
  });
});

describe('rows', () => {
  const state = {
    tasks: [
      { id: 'b', title: 'B' },
      { id: 'a', title: 'A' },
    ],
    settings: { theme: 'dark' },
    names: ['no', 'ids'],
  };

  it('makes a row per record and per plain value, and reads the same state back', () => {
    const rows = toRows(state, new Map(), NONE);
    expect([...rows.keys()].sort()).toEqual(
      [
        rowKey('tasks', ''),
        rowKey('tasks', 'a'),
        rowKey('tasks', 'b'),
        rowKey('settings', ''),
        rowKey('names', ''),
      ].sort(),
    );
    expect(fromRows(rows.values(), NONE)).toEqual(state);
  });

  it('reads an emptied collection back as an empty list', () => {
    const rows = toRows({ tasks: [] }, toRows(state, new Map(), NONE), NONE);
    expect(fromRows(rows.values(), NONE)).toEqual({ tasks: [] });
  });

  it('adds a record first by writing only that record', () => {
    const before: Rows = toRows(state, new Map(), NONE);
    const after = toRows(
      { ...state, tasks: [{ id: 'c', title: 'C' }, ...state.tasks] },
      before,
      NONE,
    );
    const changed = [...after].filter(([key, row]) => before.get(key)?.seq !== row.seq);
    expect(changed.map(([key]) => key)).toEqual([rowKey('tasks', 'c')]);
    expect((fromRows(after.values(), NONE).tasks as { id: string }[]).map((t) => t.id)).toEqual([
      'c',
      'b',
      'a',
    ]);
  });

  it('hands out fresh bodies, except for immutable kinds, which are shared', () => {
    const uploads = new Set(['files']);
    const file = { id: 'f', base64: 'AAAA' };
    const rows = toRows({ files: [file], tasks: state.tasks }, new Map(), uploads);
    const first = fromRows(rows.values(), uploads);
    const second = fromRows(rows.values(), uploads);
    expect((first.files as unknown[])[0]).toBe(file);
    expect((first.tasks as unknown[])[0]).not.toBe((second.tasks as unknown[])[0]);
  });
});
