// The one theme module: Chakra's defaults plus our tokens. Light and dark come from
// Chakra's color mode (semantic tokens such as bg and fg).
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  collapsibleSlotRecipe,
  comboboxSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  popoverSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import { brandSteps, themeConditions } from '../config/theme-palettes';
import { NAVIGATION_BG } from './theme-colors';

/**
 * Chakra's colour palettes no screen uses. Each adds 27 tokens that start-up builds and
 * injects as CSS variables, which every element then inherits; add one back to use it.
 * (Teal and purple are the mailbox's label colours.)
 */
const UNUSED_PALETTES = new Set(['yellow', 'cyan', 'pink']);

/**
 * Indigo, which Chakra has no palette for: a mailbox label colour between blue and
 * purple, on the steps and roles Chakra's own palettes use.
 */
const INDIGO = {
  50: '#eef2ff',
  100: '#e0e7ff',
  200: '#c7d2fe',
  300: '#a5b4fc',
  400: '#818cf8',
  500: '#6366f1',
  600: '#4f46e5',
  700: '#4338ca',
  800: '#3730a3',
  900: '#312e81',
  950: '#1e1b4b',
};
const withoutUnusedPalettes = <T extends object>(colors: T) =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name)));

/**
 * Chakra's default theme with the recipes of the components we use only (Chakra's
 * "bundle optimization" guide): `defaultConfig` carries all ~80 and builds a second,
 * unused system when imported, which the start-up pays for. A component whose recipe
 * is missing renders unstyled, so add its recipe here when a screen starts using one.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...globalCss,
    // Chakra's global styles give every element 27 custom properties: the ring and
    // filter utilities' parts, which nothing here uses, and the border colour and fonts.
    // Set on every element, they made each one carry its own variables, and the style
    // pass that shows the shell took a quarter longer. The three the preflight reads are
    // set where a colour scheme starts instead (the page, and each forced scope such as
    // the navigation column), and inherited from there.
    '*': { fontFeatureSettings: '"cv11"' },
    ':root, .chakra-theme': {
      '--global-font-mono': 'fonts.mono',
      '--global-font-body': 'fonts.body',
      '--global-color-border': 'colors.border',
    },
    // Less motion when the system asks for it (lib/motion.ts): animations and
    // transitions end at once, so what they reveal shows without the movement, and
    // what waits for their end (a closing dialog) still hears it.
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors ?? {}) },
    semanticTokens: {
      ...semanticTokens,
      colors: withoutUnusedPalettes(semanticTokens.colors ?? {}),
    },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe, // Button, IconButton, CloseButton
      checkmark: checkmarkRecipe, // Checkbox's mark
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe, // Field's required indicator
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe, // Button's loading state
      textarea: textareaRecipe, // the quick chat
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      combobox: comboboxSlotRecipe, // the global search
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe, // the global search
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe, // the settings drawer's choices
      menu: menuSlotRecipe,
      popover: popoverSlotRecipe, // the messages and notifications panels
      toast: toastSlotRecipe, // the toaster
    },
  },
});

const config = defineConfig({
  conditions: {
    // The page's color mode alone (the class on <html>); _dark also holds inside a
    // forced-dark scope (class "chakra-theme dark") such as the navigation column.
    pageDark: ':root.dark &',
    // The colour themes (config/theme-palettes.ts).
    ...themeConditions,
  },
  theme: {
    // SPEC section 9 breakpoints.
    breakpoints: { sm: '600px', md: '960px', lg: '1280px', xl: '1440px' },
    tokens: {
      fonts: {
        // The variable Inter that main.tsx loads.
        body: { value: "'Inter Variable', system-ui, sans-serif" },
        heading: { value: "'Inter Variable', system-ui, sans-serif" },
      },
      colors: {
        indigo: Object.fromEntries(
          Object.entries(INDIGO).map(([step, value]) => [step, { value }]),
        ),
      },
    },
    semanticTokens: {
      colors: {
        // What colorPalette="brand" reads, on the steps Chakra's own palettes use;
        // solid is violet, where white text reads best.
        brand: {
          // The palette, which the colour theme sets (config/theme-palettes.ts).
          ...brandSteps,
          solid: { value: '{colors.brand.600}' },
          contrast: { value: '{colors.white}' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          subtle: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          emphasized: { value: { _light: '{colors.brand.300}', _dark: '{colors.brand.700}' } },
          focusRing: { value: '{colors.brand.500}' },
          border: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
        indigo: {
          solid: { value: '{colors.indigo.600}' },
          contrast: { value: '{colors.white}' },
          fg: { value: { _light: '{colors.indigo.700}', _dark: '{colors.indigo.300}' } },
          muted: { value: { _light: '{colors.indigo.200}', _dark: '{colors.indigo.800}' } },
          subtle: { value: { _light: '{colors.indigo.100}', _dark: '{colors.indigo.900}' } },
          emphasized: { value: { _light: '{colors.indigo.300}', _dark: '{colors.indigo.700}' } },
          focusRing: { value: '{colors.indigo.500}' },
          border: { value: { _light: '{colors.indigo.500}', _dark: '{colors.indigo.400}' } },
        },
        bg: {
          // Set on forced-dark scopes, so it follows the page's mode with _pageDark.
          navigation: { value: { _light: NAVIGATION_BG.light, _pageDark: NAVIGATION_BG.dark } },
        },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, config);
