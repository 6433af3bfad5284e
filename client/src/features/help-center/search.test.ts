import { describe, expect, it } from 'vitest';
import { excerpt, highlightParts, matches, searchTerms } from './search';

describe('help center search', () => {
  it('needs two characters and folds case and accents', () => {
    expect(searchTerms(' a ')).toEqual([]);
    expect(searchTerms('Contraseña  RIEGO')).toEqual(['contrasena', 'riego']);
  });

  it('matches when every word is somewhere in the entry', () => {
    const terms = searchTerms('contrasena olvide');
    expect(matches(terms, '¿Cómo recupero mi contraseña?', 'Si la olvidé, pide un enlace.')).toBe(
      true,
    );
    expect(matches(terms, '¿Cómo recupero mi contraseña?')).toBe(false);
    expect(matches([], 'anything')).toBe(false);
  });

  it('marks the matching parts of the original text, accents kept', () => {
    expect(highlightParts('Mi contraseña nueva', searchTerms('CONTRASENA'))).toEqual([
      { text: 'Mi ', match: false },
      { text: 'contraseña', match: true },
      { text: ' nueva', match: false },
    ]);
    expect(highlightParts('abc', [])).toEqual([{ text: 'abc', match: false }]);
  });

  it('cuts a long text around its first match, at spaces, with ellipses', () => {
    const text = `${'uno dos tres '.repeat(10)}la contraseña nueva ${'cuatro cinco '.repeat(20)}`;
    const cut = excerpt(text, searchTerms('contrasena'), 20);
    expect(cut).toMatch(/^….*la contraseña nueva.*…$/);
    expect(cut.length).toBeLessThan(70);
    expect(excerpt('Corto y claro.', searchTerms('claro'))).toBe('Corto y claro.');
  });
});
