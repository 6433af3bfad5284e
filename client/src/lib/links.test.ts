import { describe, expect, it } from 'vitest';
import { safeLink } from './links';

// server/lib/input.test.ts checks this helper against the server's whole table of cases.
describe('safeLink', () => {
  it('keeps app paths and http(s) URLs', () => {
    for (const link of ['/apps/mailbox', '/apps/mailbox?x=1#y', 'https://example.com/docs']) {
      expect(safeLink(link)).toBe(link);
    }
  });

  it('drops missing links, scripts, other schemes and other hosts', () => {
    for (const link of [
      null,
      undefined,
      '',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example',
      '/\\evil.example',
      'foo/bar',
    ]) {
      expect(safeLink(link), JSON.stringify(link)).toBeNull();
    }
  });
});
