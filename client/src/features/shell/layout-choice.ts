// Which layout the shell shows (SPEC section 2, Layouts): the route's own layout, then
// the address's ?layout=, then the one saved in the settings drawer, then classy.
// Pure, so it is tested without a browser.

export const LAYOUTS = [
  'empty',
  'centered',
  'enterprise',
  'material',
  'modern',
  'classic',
  'classy',
  'compact',
  'dense',
  'futuristic',
  'thin',
] as const;
export type LayoutName = (typeof LAYOUTS)[number];
export const DEFAULT_LAYOUT: LayoutName = 'classy';

/** The query parameter that picks a layout for one address. */
export const LAYOUT_PARAM = 'layout';

/** Horizontal navigation from md up; the others (but empty) have a navigation column. */
export const HORIZONTAL_LAYOUTS = ['centered', 'enterprise', 'material', 'modern'] as const;
export type HorizontalLayoutName = (typeof HORIZONTAL_LAYOUTS)[number];

export const isHorizontal = (layout: LayoutName): layout is HorizontalLayoutName =>
  (HORIZONTAL_LAYOUTS as readonly string[]).includes(layout);

export const isLayout = (value: unknown): value is LayoutName =>
  typeof value === 'string' && (LAYOUTS as readonly string[]).includes(value);

/** The first of the three that names a layout; unknown names are skipped. */
export function chooseLayout(
  route: unknown,
  query: string | null,
  saved: string | null,
): LayoutName {
  return [route, query, saved].find(isLayout) ?? DEFAULT_LAYOUT;
}

/** The shape of the main menu (the API's four) each layout shows. */
export type NavigationVariant = 'default' | 'compact' | 'futuristic' | 'horizontal';

export function navigationVariant(layout: LayoutName): NavigationVariant {
  if (isHorizontal(layout)) return 'horizontal';
  if (layout === 'futuristic') return 'futuristic';
  // The narrow columns show one icon per group, whose links open beside it.
  if (layout === 'compact' || layout === 'thin') return 'compact';
  return 'default';
}
