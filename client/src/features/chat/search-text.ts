// The chat app's searches run over what is loaded: case and accents do not matter
// ('jose' finds José), and HTML tags in a message are not searched.
import { foldText } from '../../lib/fold';

function fold(text: string): string {
  return foldText(text.replace(/<[^>]*>/g, ' '));
}

/** True when the search is empty or one of the texts contains it. */
export function matches(search: string, ...texts: (string | null | undefined)[]): boolean {
  const wanted = fold(search.trim());
  return !wanted || texts.some((text) => text != null && fold(text).includes(wanted));
}
