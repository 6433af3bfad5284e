import { describe, expect, it } from 'vitest';
import { safeLink } from '../../client/src/lib/links';
import { requireLink } from './input';

/** Links a user of the shell would type, as stored. */
const ACCEPTED = [
  '/',
  '/apps/mailbox',
  '/apps/mailbox?x=1#y',
  '/apps/help-center/faqs',
  '/apps/contacts/3b7e1c52-9a04-4d6f-8e21-5c0a7f9d4b13',
  '/apps/file-manager?folder=Informes%202025',
  'https://example.com/docs',
  'https://www.sag.gob.cl',
  'http://localhost:4000/apps/tasks',
  'HTTPS://Example.com/Docs?q=riego#top',
];

/** Scripts, other schemes, other hosts, relative paths and hidden characters. */
const REFUSED = [
  '',
  '   ',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  ' javascript:alert(1)',
  '\u0001javascript:alert(1)',
  '\u0000/apps/mailbox',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\u200bscript:alert(1)',
  'javascript&colon;alert(1)',
  'javascript://example.com/%0Aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://example.com/file',
  'mailto:someone@example.com',
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/apps\\..\\mailbox',
  'foo/bar',
  'apps/mailbox',
  './apps',
  '../apps',
  '#top',
  '?x=1',
  'example.com',
  'https:evil.example',
  // Credentials before the host disguise where a link leads.
  'https://app.example.com@evil.example/',
  'https://user:secret@example.com/',
  'https://user@example.com:8443/path',
  'https:/evil.example',
  'http:\\\\evil.example',
  'https://',
  'http://',
  'https://exa mple.com',
  '/apps/mail box',
  '/apps/\u202emailbox',
  'https://example.com/\u0085',
  '<img src=x onerror=alert(1)>',
];

describe('requireLink', () => {
  it.each(ACCEPTED)('accepts %j as it is', (link) => {
    expect(requireLink(link)).toBe(link);
  });

  it('drops surrounding spaces', () => {
    expect(requireLink('  /apps/mailbox \n')).toBe('/apps/mailbox');
    expect(requireLink(' https://example.com/docs ')).toBe('https://example.com/docs');
  });

  it.each(REFUSED)('refuses %j, naming the field and what is accepted', (link) => {
    let error: unknown;
    try {
      requireLink(link, 'shortcut.link');
    } catch (caught) {
      error = caught;
    }
    expect(error).toMatchObject({
      message: expect.stringMatching(/^"shortcut\.link" must be an app path .*https:\/\/ URL\.$/),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it("agrees with the client's safeLink on every case", () => {
    for (const link of ACCEPTED) expect(safeLink(link), link).toBe(link);
    for (const link of REFUSED) expect(safeLink(link), JSON.stringify(link)).toBeNull();
  });
});
