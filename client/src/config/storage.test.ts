import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES, pickLanguage } from './storage';

const supported = LANGUAGES.map(({ id }) => id);
const pick = (saved: string | null, preferred: string[]) =>
  pickLanguage(saved, preferred, supported, DEFAULT_LANGUAGE);

describe('pickLanguage', () => {
  it('takes the saved choice over the browser’s preference', () => {
    expect(pick('en', ['es-CL', 'es'])).toBe('en');
    expect(pick('tr', ['es'])).toBe('tr');
  });

  it('without a saved choice, takes the first preferred language we have, by its primary subtag', () => {
    expect(pick(null, ['es-CL', 'en-US'])).toBe('es');
    expect(pick(null, ['de-DE', 'TR'])).toBe('tr');
    expect(pick(null, ['en-GB', 'es'])).toBe('en');
  });

  it('ignores a saved value we do not have, and falls back to English', () => {
    expect(pick('de', ['es'])).toBe('es');
    expect(pick('de', ['fr-FR', 'pt'])).toBe('en');
    expect(pick(null, [])).toBe('en');
  });
});
