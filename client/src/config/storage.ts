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
} as const;

/** The languages of the interface; English is the default and the fallback. */
export const LANGUAGES = [
  { id: 'en', label: 'English', flag: 'us' },
  { id: 'tr', label: 'Türkçe', flag: 'tr' },
] as const;
export type Language = (typeof LANGUAGES)[number]['id'];
export const DEFAULT_LANGUAGE: Language = 'en';
