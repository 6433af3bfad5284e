import { describe, expect, it } from 'vitest';
import { highlightParts, matches, searchTerms } from './search';

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
});
