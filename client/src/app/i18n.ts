// Translations: English is the source and fallback; files load from /i18n/{lang}.json
// and the chosen language is remembered.
import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import type en from '../../public/i18n/en.json';

export const LANGUAGES = [
  { id: 'en', label: 'English', flag: 'us' },
  { id: 'tr', label: 'Türkçe', flag: 'tr' },
] as const;
export type Language = (typeof LANGUAGES)[number]['id'];

const STORAGE_KEY = 'language';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}

function rememberedLanguage(): Language {
  const stored = localStorage.getItem(STORAGE_KEY);
  return LANGUAGES.some((language) => language.id === stored) ? (stored as Language) : 'en';
}

// Plugins are registered before init; the start-up screens reach i18next through
// I18nextProvider (app.tsx) while the files are still on their way.
i18next.use(HttpBackend).use(initReactI18next);

export async function startI18n(): Promise<void> {
  // Listen before init: init itself switches to the remembered language.
  i18next.on('languageChanged', (language) => {
    localStorage.setItem(STORAGE_KEY, language);
    document.documentElement.lang = language;
  });
  await i18next.init({
    lng: rememberedLanguage(),
    fallbackLng: 'en',
    supportedLngs: LANGUAGES.map((language) => language.id),
    backend: { loadPath: '/i18n/{{lng}}.json' },
    interpolation: { escapeValue: false },
  });
}
