// Mail text the screens read and write: contacts as `Name <address>`, recipient lists
// as typed, a line of a mail's content, and a typed body as the HTML paragraphs mails hold.

export interface Contact {
  name: string;
  address: string;
}

const ADDRESS = String.raw`[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+`;
/** The server's rule (server/modules/mailbox/store.ts): a bare address, or a name and one. */
const RECIPIENT = new RegExp(`^(?:${ADDRESS}|[^<>,;"]*[^\\s<>,;"]\\s*<${ADDRESS}>)$`);
const NAMED = /^(.*?)\s*<([^<>]+)>$/;

/** "Ana Soto <ana@example.com>" → name and address; a bare address is both. */
export function parseContact(text: string): Contact {
  const match = NAMED.exec(text.trim());
  if (match && match[1]) return { name: match[1], address: match[2]! };
  const address = match ? match[2]! : text.trim();
  return { name: address, address };
}

/** A list of recipients as typed: split at commas and semicolons, blanks dropped. */
export function splitRecipients(text: string): string[] {
  return text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** The recipients of a mail's `to` (joined by commas), one each. */
export function recipientsOf(to: string): string[] {
  return splitRecipients(to);
}

export function isRecipient(text: string): boolean {
  return RECIPIENT.test(text.trim());
}

/** The first recipient in `text` that is not an address, if any. */
export function wrongRecipient(text: string): string | undefined {
  return splitRecipients(text).find((part) => !isRecipient(part));
}

/** A mail's content as plain text: read by the browser's parser, which runs nothing. */
export function textOf(html: string): string {
  const page = new DOMParser().parseFromString(html, 'text/html');
  for (const br of page.querySelectorAll('br')) br.replaceWith('\n');
  const paragraphs = [...page.body.querySelectorAll('p')];
  const text =
    paragraphs.length > 0
      ? paragraphs.map((paragraph) => paragraph.textContent ?? '').join('\n\n')
      : (page.body.textContent ?? '');
  return text.trim();
}

/** A line of text: every run of white space as one space. */
export function lineOf(html: string): string {
  return textOf(html).replace(/\s+/g, ' ');
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** A typed body as HTML paragraphs: blank lines part paragraphs, single breaks stay. */
export function htmlOf(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map(
      (paragraph) =>
        `<p>${paragraph
          .trim()
          .replace(/[&<>"']/g, (character) => ESCAPES[character]!)
          .replace(/\n/g, '<br>')}</p>`,
    )
    .join('\n');
}

/** A file size in bytes, in the language's digits: 950 B, 12 KB, 3.4 MB. */
export function formatSize(bytes: number, language: string): string {
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value);
  if (bytes < 1000) return `${number(bytes, 0)} B`;
  if (bytes < 1_000_000) return `${number(bytes / 1000, 0)} KB`;
  return `${number(bytes / 1_000_000, 1)} MB`;
}
