// Label colours (their names in the data) drawn with the palettes the theme has: it
// drops teal, purple, pink, cyan and yellow (app/theme.ts), so those take the nearest
// palette there is. New labels choose among the colours that draw as themselves.

/** The colours offered for a label, each drawn with a palette of its own. */
export const LABEL_COLORS = ['blue', 'indigo', 'red', 'green', 'orange', 'gray'] as const;
export type LabelColor = (typeof LABEL_COLORS)[number];

const PALETTES: Record<string, string> = {
  blue: 'blue',
  indigo: 'brand',
  red: 'red',
  green: 'green',
  orange: 'orange',
  gray: 'gray',
  teal: 'green',
  cyan: 'blue',
  purple: 'brand',
  pink: 'red',
  yellow: 'orange',
};

/** The palette a label's colour is drawn with; gray for a colour we do not know. */
export function labelPalette(color: string): string {
  return PALETTES[color] ?? 'gray';
}
