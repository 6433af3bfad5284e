// The interface's languages must say the same things: every key in every language, no
// empty text, and the same placeholders ({{year}}, {{count}}) in each translation.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../config/storage';

type Tree = { [key: string]: string | Tree };

const load = (id: string) =>
  JSON.parse(
    readFileSync(new URL(`../../public/i18n/${id}.json`, import.meta.url), 'utf8'),
  ) as Tree;

/** Every text as [dotted key, text]. */
function texts(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : texts(value, `${prefix}${key}.`),
  );
}

/**
 * A text's placeholders. A singular form (`_one`) may leave out {{count}}: "the only
 * note" says what "the 1 note" does, and some languages read better without the digit.
 */
const placeholders = (text: string, key: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((m) => m[1])
    .filter((name) => !(key.endsWith('_one') && name === 'count'))
    .sort();

const source = new Map(texts(load(DEFAULT_LANGUAGE)));

describe.each(LANGUAGES.filter(({ id }) => id !== DEFAULT_LANGUAGE))('$label ($id)', ({ id }) => {
  const translation = new Map(texts(load(id)));

  it('has exactly the keys English has', () => {
    expect([...translation.keys()].sort()).toEqual([...source.keys()].sort());
  });

  it('has no empty text', () => {
    expect([...translation].filter(([, text]) => !text.trim())).toEqual([]);
  });

  it('keeps the placeholders of each English text', () => {
    const differing = [...source].filter(
      ([key, text]) =>
        translation.has(key) &&
        placeholders(translation.get(key)!, key).join() !== placeholders(text, key).join(),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });
});

it('English has no empty text', () => {
  expect([...source].filter(([, text]) => !text.trim())).toEqual([]);
});
