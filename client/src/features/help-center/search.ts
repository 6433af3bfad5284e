// The home's search over questions and guides, in the browser (the help center is a few
// dozen entries): case and accents do not matter ("contrasena" finds "contraseña"), and
// every word typed must appear somewhere in the entry.

import { foldText } from '../../lib/fold';

/** Searches start from this many characters (SPEC section 5's search rule). */
export const MIN_SEARCH_LENGTH = 2;

/** The folded text and, for each of its characters, the index it came from in `text`. */
function folded(text: string): { value: string; origin: number[] } {
  let value = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    for (const part of foldText(char)) {
      value += part;
      origin.push(index);
    }
    index += char.length;
  }
  origin.push(index);
  return { value, origin };
}

/** The words of a search, folded; none when it is shorter than the minimum. */
export function searchTerms(search: string): string[] {
  const trimmed = search.trim();
  if (trimmed.length < MIN_SEARCH_LENGTH) return [];
  return [...new Set(trimmed.split(/\s+/).map((word) => [...word].map(foldText).join('')))];
}

/** Whether every term appears in one of `texts`. */
export function matches(terms: readonly string[], ...texts: string[]): boolean {
  if (terms.length === 0) return false;
  const haystack = texts.map((text) => [...text].map(foldText).join('')).join('\n');
  return terms.every((term) => haystack.includes(term));
}

/** `text` cut into parts, those matching a term marked, for highlighting. */
export function highlightParts(
  text: string,
  terms: readonly string[],
): { text: string; match: boolean }[] {
  if (terms.length === 0) return [{ text, match: false }];
  const { value, origin } = folded(text);
  const marked = new Array<boolean>(text.length).fill(false);
  for (const term of terms) {
    for (let at = value.indexOf(term); at !== -1; at = value.indexOf(term, at + 1)) {
      for (let i = origin[at]!; i < origin[at + term.length]!; i += 1) marked[i] = true;
    }
  }
  const parts: { text: string; match: boolean }[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const last = parts.at(-1);
    if (last && last.match === marked[i]) last.text += text[i];
    else parts.push({ text: text[i]!, match: marked[i]! });
  }
  return parts;
}

/**
 * A stretch of `text` around its first match, `radius` characters each side, cut at
 * spaces and marked with ellipses where cut: why an entry matched when the match is in
 * a long text (a FAQ's answer). The start of the text when nothing matches.
 */
export function excerpt(text: string, terms: readonly string[], radius = 60): string {
  const { value, origin } = folded(text);
  const hits = terms.map((term) => value.indexOf(term)).filter((at) => at !== -1);
  const first = hits.length ? origin[Math.min(...hits)]! : 0;
  let start = Math.max(0, first - radius);
  let end = Math.min(text.length, first + radius * 2);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (end < text.length)
    end = text.lastIndexOf(' ', end) > first ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}
