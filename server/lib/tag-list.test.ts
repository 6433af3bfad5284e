import { describe, expect, it } from 'vitest';
import { TagList, stripTag } from './tag-list';

const SEED = [
  { id: 't1', title: 'Urgent' },
  { id: 't2', title: 'Backend' },
];

describe('TagList', () => {
  it('puts new tags first or last, as the app wants, trimming the title', () => {
    const first = new TagList('Tag', SEED, 'first');
    expect(first.create({ title: '  Api ' })).toMatchObject({ title: 'Api' });
    expect(first.list()[0]!.title).toBe('Api');
    const last = new TagList('Tag', SEED, 'last');
    last.create({ title: 'Api' });
    expect(last.list().at(-1)!.title).toBe('Api');
  });

  it('refuses blank titles and unknown ids, changing nothing', () => {
    const tags = new TagList('Contact tag', SEED, 'first');
    expect(() => tags.create({ title: ' ' })).toThrow(/"title" is required/);
    expect(() => tags.update('nope', { title: 'x' })).toThrow('Contact tag "nope" does not exist');
    expect(() => tags.remove('nope')).toThrow(/does not exist/);
    expect(() => tags.requireKnown(['t1', 'zz'])).toThrow('"tags" names no known tag: "zz"');
    expect(tags.list()).toEqual(SEED);
  });

  it('stripTag replaces only the items carrying the tag and reports them', () => {
    const items = [
      { id: 'a', tags: ['t1', 't2'] },
      { id: 'b', tags: ['t2'] },
    ];
    const original = items[1];
    const reported: string[] = [];
    stripTag(items, 't1', (next) => reported.push(next.id));
    expect(items).toEqual([
      { id: 'a', tags: ['t2'] },
      { id: 'b', tags: ['t2'] },
    ]);
    expect(items[1]).toBe(original);
    expect(reported).toEqual(['a']);
  });
});
