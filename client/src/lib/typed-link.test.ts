import { describe, expect, it } from 'vitest';
import { typedLink } from './typed-link';

describe('typedLink', () => {
  it('keeps http(s) and mailto: links and completes bare ones', () => {
    expect(typedLink('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(typedLink(' http://example.com ')).toBe('http://example.com');
    expect(typedLink('mailto:ana@example.com')).toBe('mailto:ana@example.com');
    expect(typedLink('example.com/docs')).toBe('https://example.com/docs');
    expect(typedLink('ana@example.com')).toBe('mailto:ana@example.com');
  });

  it('refuses other schemes and what is no address', () => {
    for (const link of [
      '',
      '   ',
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<b>x</b>',
      'ftp://example.com',
      'tel:+56912345678',
      'mailto:nobody',
      'https://bank.example@evil.example',
      'two words',
    ]) {
      expect(typedLink(link), JSON.stringify(link)).toBeNull();
    }
  });
});
