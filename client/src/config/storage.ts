// What the client keeps in the browser's localStorage, by key. The build reads these
// too: the prerendered sign-in page's start-up script (client/vite-plugins.ts) looks
// at them before the page paints.
export const STORAGE_KEYS = {
  /** The chosen language (app/i18n.ts). */
  language: 'language',
  /** The session's access token (lib/session.ts). */
  token: 'accessToken',
  /** light, dark or system, as next-themes keeps it (components/ui/color-mode.tsx). */
  colorMode: 'theme',
  /** The colour theme, one of THEMES (features/shell/settings.ts). */
  colorTheme: 'colorTheme',
  /** The layout chosen in the settings drawer, one of LAYOUTS (features/shell/layout-choice.ts). */
  layout: 'layout',
  /**
   * Set while the server names an identity provider (config/env.ts): the prerendered
   * page, the password form, is then not the one the app shows.
   */
  signInAtProvider: 'signInAtProvider',
} as const;

/** The colour themes (SPEC section 9); the page carries the class `theme-<id>`. */
export const THEMES = ['default', 'brand', 'teal', 'rose', 'purple', 'amber'] as const;
export type ColorTheme = (typeof THEMES)[number];
export const DEFAULT_THEME: ColorTheme = 'default';

/** The languages of the interface; English is the default and the fallback. */
export const LANGUAGES = [
  { id: 'en', label: 'English', flag: 'us' },
  { id: 'tr', label: 'Türkçe', flag: 'tr' },
  { id: 'es', label: 'Español', flag: 'es' },
] as const;
export type Language = (typeof LANGUAGES)[number]['id'];
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The interface's language: the saved choice, else the first of the browser's preferred
 * languages that we have (by its primary subtag: es-CL is es), else the fallback.
 * Self-contained on purpose: the prerendered page's start-up script runs its source
 * (client/vite-plugins.ts), so the page and the app always agree.
 */
export function pickLanguage(
  saved: string | null,
  preferred: readonly string[],
  supported: readonly string[],
  fallback: string,
): string {
  if (saved !== null && supported.includes(saved)) return saved;
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0] ?? '';
    if (supported.includes(primary)) return primary;
  }
  return fallback;
}
