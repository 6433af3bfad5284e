// Label colours (their names in the data), each drawn with a palette of its own: Chakra's,
// with teal and purple kept in the theme for them, and an indigo of ours (app/theme.ts).

/** The colours a label may have, in the order they are offered. */
export const LABEL_COLORS = [
  'blue',
  'indigo',
  'purple',
  'red',
  'orange',
  'green',
  'teal',
  'gray',
] as const;
export type LabelColor = (typeof LABEL_COLORS)[number];

export const isLabelColor = (color: string): color is LabelColor =>
  (LABEL_COLORS as readonly string[]).includes(color);

/** The palette a label's colour is drawn with; gray for a colour we do not know. */
export function labelPalette(color: string): string {
  return isLabelColor(color) ? color : 'gray';
}
