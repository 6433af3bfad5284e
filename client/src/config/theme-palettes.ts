// The colour themes' palettes (SPEC section 9: default, brand, teal, rose, purple, amber).
// A theme replaces the brand palette's eleven steps; everything coloured "brand" follows.
// Steps 600 and up carry white text (solid buttons, badges), so they are dark enough for
// it (4.5:1): teal, sky and amber take their next darker tone there.
import { THEMES, type ColorTheme } from './storage';

const STEPS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;

export const PALETTES: Record<ColorTheme, readonly string[]> = {
  // Our mark's blue to violet.
  default: [
    '#eff6ff',
    '#dbeafe',
    '#bfdbfe',
    '#93c5fd',
    '#60a5fa',
    '#3b82f6',
    '#7c3aed',
    '#6d28d9',
    '#5b21b6',
    '#4c1d95',
    '#2e1065',
  ],
  brand: [
    '#f0f9ff',
    '#e0f2fe',
    '#bae6fd',
    '#7dd3fc',
    '#38bdf8',
    '#0ea5e9',
    '#0369a1',
    '#075985',
    '#0c4a6e',
    '#082f49',
    '#051e30',
  ],
  teal: [
    '#f0fdfa',
    '#ccfbf1',
    '#99f6e4',
    '#5eead4',
    '#2dd4bf',
    '#14b8a6',
    '#0f766e',
    '#115e59',
    '#134e4a',
    '#042f2e',
    '#021f1e',
  ],
  rose: [
    '#fff1f2',
    '#ffe4e6',
    '#fecdd3',
    '#fda4af',
    '#fb7185',
    '#f43f5e',
    '#e11d48',
    '#be123c',
    '#9f1239',
    '#881337',
    '#4c0519',
  ],
  purple: [
    '#faf5ff',
    '#f3e8ff',
    '#e9d5ff',
    '#d8b4fe',
    '#c084fc',
    '#a855f7',
    '#9333ea',
    '#7e22ce',
    '#6b21a8',
    '#581c87',
    '#3b0764',
  ],
  amber: [
    '#fffbeb',
    '#fef3c7',
    '#fde68a',
    '#fcd34d',
    '#fbbf24',
    '#f59e0b',
    '#b45309',
    '#92400e',
    '#78350f',
    '#451a03',
    '#2b1002',
  ],
};

const conditionName = (theme: ColorTheme) => `theme${theme[0]!.toUpperCase()}${theme.slice(1)}`;

/**
 * One condition per theme, each the page's (<html>) class; the default one matches with
 * no specificity, so any other theme's class wins. The values are declared on <html>
 * only: a forced colour-mode scope (class chakra-theme) inherits them, where a plain
 * token or a `base` value would be declared again, untouched by the theme.
 */
export const themeConditions = Object.fromEntries(
  THEMES.map((theme) => [
    conditionName(theme),
    theme === 'default' ? ':where(:root) &' : `:root.theme-${theme} &`,
  ]),
);

/** The brand palette's eleven steps, each with every theme's value. */
export const brandSteps = Object.fromEntries(
  STEPS.map((step, index) => [
    step,
    {
      value: Object.fromEntries(
        THEMES.map((theme) => [`_${conditionName(theme)}`, PALETTES[theme][index]!]),
      ),
    },
  ]),
);
