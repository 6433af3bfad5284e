import { describe, expect, it } from 'vitest';
import { foldText } from './fold';

describe('foldText', () => {
  it('drops case and accents, Ñ and Turkish letters included', () => {
    expect(['NÚÑEZ', 'Índice', 'José', 'İSTANBUL', 'Işık'].map(foldText)).toEqual([
      'nunez',
      'indice',
      'jose',
      'istanbul',
      'isık',
    ]);
  });

  it('keeps spacing marks such as ^ and `, which are not accents', () => {
    expect(foldText('a^b`c')).toBe('a^b`c');
  });
});
