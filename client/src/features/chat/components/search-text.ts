// The chat app's searches run over what is loaded: case and accents do not matter
// ('jose' finds José), and HTML tags in a message are not searched.
function fold(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('es-CL');
}

/** True when the search is empty or one of the texts contains it. */
export function matches(search: string, ...texts: (string | null | undefined)[]): boolean {
  const wanted = fold(search.trim());
  return !wanted || texts.some((text) => text != null && fold(text).includes(wanted));
}
