// Chakra's color mode (light / dark / follow the system), kept by next-themes as
// a class on <html>. The scheme starts light (SPEC section 9).
import { IconButton } from '@chakra-ui/react';
// Per-icon imports: the whole set loads lazily in named-icon.tsx.
import MoonIcon from '@heroicons/react/24/outline/MoonIcon';
import SunIcon from '@heroicons/react/24/outline/SunIcon';
import { ThemeProvider, useTheme } from 'next-themes';
import type { ReactNode } from 'react';
import { STORAGE_KEYS } from '../../config/storage';

export function ColorModeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      attribute="class"
      defaultTheme="light"
      enableSystem
      disableTransitionOnChange
      storageKey={STORAGE_KEYS.colorMode}
    >
      {children}
    </ThemeProvider>
  );
}

/** A toggle named "Dark mode" (pressed when dark); it shows the mode it switches to. */
export function ColorModeButton({ label }: { label: string }) {
  const { resolvedTheme, setTheme } = useTheme();
  const dark = resolvedTheme === 'dark';
  return (
    <IconButton
      aria-label={label}
      aria-pressed={dark}
      title={label}
      variant="ghost"
      size="sm"
      rounded="full"
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
