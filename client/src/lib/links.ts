// Links that come from data (menus, feeds, shortcuts) become hrefs only when they are
// an app path or an http(s) URL. The server stores only such links (`requireLink` in
// server/lib/input.ts imports this rule); the client checks again before rendering.

// Control, format (zero-width, bidi) and whitespace characters, which URL parsers drop
// or rewrite (`java\tscript:` is `javascript:`).
export const HIDDEN_CHARACTER = /[\p{Cc}\p{Cf}\s]/u;
const WEB_URL_START = /^https?:\/\//i;
const APP_ORIGIN = 'https://app.invalid';

function isAppPath(link: string): boolean {
  if (!link.startsWith('/') || link.startsWith('//') || link.includes('\\')) return false;
  try {
    return new URL(link, APP_ORIGIN).origin === APP_ORIGIN;
  } catch {
    return false;
  }
}

export function isWebUrl(link: string): boolean {
  if (!WEB_URL_START.test(link)) return false;
  try {
    const url = new URL(link);
    const web = url.protocol === 'http:' || url.protocol === 'https:';
    // `https://bank.example@evil.example` leads to evil.example: no credentials.
    return web && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** The link when it is an app path or an http(s) URL; null when it must not be rendered. */
export function safeLink(link: string | null | undefined): string | null {
  if (!link || HIDDEN_CHARACTER.test(link)) return null;
  return isAppPath(link) || isWebUrl(link) ? link : null;
}
