// The settings drawer's choices that are ours to keep: the colour theme and the layout,
// in localStorage (the scheme is next-themes'). The theme is a class on <html>, which
// the page's start-up script sets before the first paint (client/vite-plugins.ts).
import { useSyncExternalStore } from 'react';
import { DEFAULT_THEME, STORAGE_KEYS, THEMES, type ColorTheme } from '../../config/storage';
import { isLayout, type LayoutName } from './layout-choice';

type Key = typeof STORAGE_KEYS.colorTheme | typeof STORAGE_KEYS.layout;

const listeners = new Set<() => void>();

function read(key: Key): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: Key, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, quota): the choice holds until the page closes.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice applies here too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function savedTheme(): ColorTheme {
  const saved = read(STORAGE_KEYS.colorTheme);
  return THEMES.find((theme) => theme === saved) ?? DEFAULT_THEME;
}

/** Puts the theme's class on <html>, in place of any other theme's. */
export function applyTheme(theme: ColorTheme): void {
  const { classList } = document.documentElement;
  for (const other of THEMES) classList.toggle(`theme-${other}`, other === theme);
}

export function useColorTheme(): [ColorTheme, (theme: ColorTheme) => void] {
  const theme = useSyncExternalStore(subscribe, savedTheme);
  return [
    theme,
    (next) => {
      applyTheme(next);
      write(STORAGE_KEYS.colorTheme, next);
    },
  ];
}

/** The layout saved in the settings drawer, or null when none (or an unknown one) is. */
export function savedLayout(): LayoutName | null {
  const saved = read(STORAGE_KEYS.layout);
  return isLayout(saved) ? saved : null;
}

export function useSavedLayout(): [LayoutName | null, (layout: LayoutName) => void] {
  return [useSyncExternalStore(subscribe, savedLayout), (next) => write(STORAGE_KEYS.layout, next)];
}
