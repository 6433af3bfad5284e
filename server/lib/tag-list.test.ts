import { describe, expect, it } from 'vitest';
import { Table } from '../data/table';
import { TagList } from './tag-list';

const SEED = [
  { id: 't1', title: 'Urgent' },
  { id: 't2', title: 'Backend' },
];

const itemsOf = () =>
  new Table('items', [
    { id: 'a', tags: ['t1', 't2'] },
    { id: 'b', tags: ['t2'] },
    { id: 'c', tags: [] as string[] },
  ]);

describe('TagList', () => {
  it('puts new tags first or last, as the app wants, trimming the title', () => {
    const first = new TagList('Tag', SEED, 'first', itemsOf());
    expect(first.create({ title: '  Api ' })).toMatchObject({ title: 'Api' });
    expect(first.list()[0]!.title).toBe('Api');
    const last = new TagList('Tag', SEED, 'last', itemsOf());
    last.create({ title: 'Api' });
    expect(last.list().at(-1)!.title).toBe('Api');
  });

  it('refuses blank titles and unknown ids, changing nothing', () => {
    const tags = new TagList('Contact tag', SEED, 'first', itemsOf());
    expect(() => tags.create({ title: ' ' })).toThrow(/"title" is required/);
    expect(() => tags.update('nope', { title: 'x' })).toThrow('Contact tag "nope" does not exist');
    expect(() => tags.remove('nope')).toThrow(/does not exist/);
    expect(() => tags.requireKnown(['t1', 'zz'])).toThrow('"tags" names no known tag: "zz"');
    expect(tags.list()).toEqual(SEED);
  });

  it('takes a removed tag off the items carrying it, replacing only those', () => {
    const items = itemsOf();
    const tags = new TagList('Tag', SEED, 'first', items);
    const untouched = items.get('b');
    const replaced: string[] = [];
    items.watch({ added() {}, removed() {}, replaced: (_, next) => replaced.push(next.id) });
    tags.remove('t1');
    expect(items.list()).toEqual([
      { id: 'a', tags: ['t2'] },
      { id: 'b', tags: ['t2'] },
      { id: 'c', tags: [] },
    ]);
    expect(items.get('b')).toBe(untouched);
    expect(replaced).toEqual(['a']);
    // The index follows later changes: the tag given again is found again.
    items.replace({ id: 'c', tags: ['t2'] });
    tags.remove('t2');
    expect(items.list().map((item) => item.tags)).toEqual([[], [], []]);
  });
});
