// The charts' colours, read from the theme's CSS variables on <html>, so a chart follows
// the colour theme (class theme-*) and the scheme (class dark) without a reload: the
// snapshot is <html>'s class, watched by a MutationObserver.
import { useMemo, useSyncExternalStore } from 'react';

export interface ChartTheme {
  mode: 'light' | 'dark';
  /** Series colours, in order: the brand's, then contrasting ones. */
  palette: string[];
  /**
   * The brand's solid colour, as on its buttons and figure tiles (brand.solid): in the
   * default theme, whose steps run from blue to violet, the lighter steps are blue.
   */
  brand: string;
  /** Axis labels and legends. */
  text: string;
  /** Grid lines and axis borders. */
  grid: string;
  /** The card's own background (donut strokes, markers). */
  panel: string;
  /** Up and down (trends, income and payments). */
  positive: string;
  negative: string;
  muted: string;
}

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

const htmlClass = () => document.documentElement.className;

function readTheme(): ChartTheme {
  const style = getComputedStyle(document.documentElement);
  const token = (name: string) => style.getPropertyValue(`--chakra-colors-${name}`).trim();
  const dark = document.documentElement.classList.contains('dark');
  const brand = token('brand-600');
  return {
    mode: dark ? 'dark' : 'light',
    palette: [
      brand,
      token(dark ? 'orange-300' : 'orange-400'),
      token(dark ? 'green-400' : 'green-500'),
      token(dark ? 'red-300' : 'red-400'),
      token(dark ? 'blue-300' : 'blue-400'),
      token('gray-400'),
    ],
    brand,
    text: token('fg-muted'),
    grid: token('border'),
    panel: token('bg-panel'),
    positive: token(dark ? 'green-400' : 'green-600'),
    negative: token(dark ? 'red-400' : 'red-600'),
    muted: token(dark ? 'gray-600' : 'gray-300'),
  };
}

/** The chart colours of the page's current theme and scheme; changes with them. */
export function useChartTheme(): ChartTheme {
  const key = useSyncExternalStore(subscribe, htmlClass, () => '');
  // `key` is what the styles read: a new theme or scheme, new colours.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => readTheme(), [key]);
}
