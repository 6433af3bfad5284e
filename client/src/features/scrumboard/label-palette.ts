// A board's labels have no colour in the API: each takes one of the theme's palettes by
// its place among the board's labels, so the first six of a board never share one and a
// label keeps its colour on every card (and while its title changes).
const PALETTES = ['blue', 'green', 'orange', 'brand', 'red', 'gray'] as const;

/** Each label's palette, by the label's id. */
export function labelPalettes(labels: readonly { id: string }[]): ReadonlyMap<string, string> {
  return new Map(labels.map((label, index) => [label.id, PALETTES[index % PALETTES.length]!]));
}
