// The one theme module: Chakra's defaults plus our tokens. Light and dark come from
// Chakra's color mode (semantic tokens such as bg and fg).
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { NAVIGATION_BG } from './theme-colors';

const config = defineConfig({
  conditions: {
    // The page's color mode alone (the class on <html>); _dark also holds inside a
    // forced-dark scope (class "chakra-theme dark") such as the navigation column.
    pageDark: ':root.dark &',
  },
  theme: {
    // SPEC section 9 breakpoints.
    breakpoints: { sm: '600px', md: '960px', lg: '1280px', xl: '1440px' },
    tokens: {
      colors: {
        // Our mark's blue to violet: Tailwind's blue up to 500, its violet from 600.
        brand: {
          50: { value: '#eff6ff' },
          100: { value: '#dbeafe' },
          200: { value: '#bfdbfe' },
          300: { value: '#93c5fd' },
          400: { value: '#60a5fa' },
          500: { value: '#3b82f6' },
          600: { value: '#7c3aed' },
          700: { value: '#6d28d9' },
          800: { value: '#5b21b6' },
          900: { value: '#4c1d95' },
          950: { value: '#2e1065' },
        },
      },
      fonts: {
        // The variable Inter that main.tsx loads.
        body: { value: "'Inter Variable', system-ui, sans-serif" },
        heading: { value: "'Inter Variable', system-ui, sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        // What colorPalette="brand" reads, on the steps Chakra's own palettes use;
        // solid is violet, where white text reads best.
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: '{colors.white}' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          subtle: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          emphasized: { value: { _light: '{colors.brand.300}', _dark: '{colors.brand.700}' } },
          focusRing: { value: '{colors.brand.500}' },
          border: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
        bg: {
          // Set on forced-dark scopes, so it follows the page's mode with _pageDark.
          navigation: { value: { _light: NAVIGATION_BG.light, _pageDark: NAVIGATION_BG.dark } },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
