// Colours the build needs as well as the theme (the PWA manifest, the page's
// theme-color), kept here because the build cannot read Chakra tokens.

/** The navigation column's background: dark in both color modes, darker in dark mode. */
export const NAVIGATION_BG = { light: '#0f172a', dark: '#0b1120' } as const;
