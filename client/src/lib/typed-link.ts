// Links a user writes into a text (a contact's notes): only http(s) and mailto:. Apart
// from links.ts, which the shell loads, since only the rich text editor needs it.
import { HIDDEN_CHARACTER, isWebUrl } from './links';

/** An e-mail address as a mailto: link holds it (the query after it, if any, kept). */
const MAIL_ADDRESS = /^[^\s@/:]+@[^\s@/]+\.[^\s@/]+$/;
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * A link a user writes into a text (a contact's notes): an http(s) URL or a mailto:
 * address, completed when typed bare (example.com → https://example.com,
 * ana@example.com → mailto:ana@example.com); null for anything else.
 */
export function typedLink(input: string): string | null {
  const link = input.trim();
  if (!link || HIDDEN_CHARACTER.test(link)) return null;
  if (/^mailto:/i.test(link)) return MAIL_ADDRESS.test(link.slice(7)) ? link : null;
  if (MAIL_ADDRESS.test(link)) return `mailto:${link}`;
  const web = SCHEME.test(link) ? link : `https://${link}`;
  return isWebUrl(web) ? web : null;
}
