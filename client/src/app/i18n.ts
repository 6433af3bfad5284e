// Translations: English is the source and fallback; files load from /i18n/{lang}.json.
// A language the user chooses is remembered; without one, the browser's preference
// decides (config/storage.ts, pickLanguage).
import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import type en from '../../public/i18n/en.json';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  STORAGE_KEYS,
  pickLanguage,
  type Language,
} from '../config/storage';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}

function startLanguage(): Language {
  return pickLanguage(
    localStorage.getItem(STORAGE_KEYS.language),
    navigator.languages,
    LANGUAGES.map((language) => language.id),
    DEFAULT_LANGUAGE,
  ) as Language;
}

// Plugins are registered before init; the start-up screens reach i18next through
// I18nextProvider (app.tsx) while the files are still on their way.
i18next.use(HttpBackend).use(initReactI18next);

async function init(): Promise<void> {
  const language = startLanguage();
  document.documentElement.lang = language;
  await i18next.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES.map((language) => language.id),
    backend: { loadPath: '/i18n/{{lng}}.json' },
    interpolation: { escapeValue: false },
    // Request the files now, while this module runs, not on a later timer.
    initAsync: false,
  });
  // After init, so only a change the user makes is remembered, not the browser's preference.
  i18next.on('languageChanged', (changed) => {
    localStorage.setItem(STORAGE_KEYS.language, changed);
    document.documentElement.lang = changed;
  });
}

/**
 * Starts i18next once and answers when the translations are in. It starts when this
 * module is first evaluated (main.tsx imports it first), so a remembered language's file
 * is requested before the heavier modules run; index.html preloads English.
 */
export const i18nReady: Promise<void> = init();
