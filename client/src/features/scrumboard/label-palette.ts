// A board's labels have no colour in the API: each takes one of the theme's palettes by
// its place among the board's labels, so the first six of a board never share one and a
// label keeps its colour on every card, in the card's dialog and in the settings.
const PALETTES = ['blue', 'green', 'orange', 'brand', 'red', 'gray'] as const;

const paletteAt = (index: number) => PALETTES[index % PALETTES.length]!;

/** Each label's palette, by the label's id. */
export function labelPalettes(labels: readonly { id: string }[]): ReadonlyMap<string, string> {
  return new Map(labels.map((label, index) => [label.id, paletteAt(index)]));
}

/** The labels with their palettes, as the shared tag picker and manager draw them. */
export function withPalettes<T extends { id: string }>(
  labels: readonly T[],
): (T & { colorPalette: string })[] {
  return labels.map((label, index) => ({ ...label, colorPalette: paletteAt(index) }));
}
