import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { inlineGraphqlDocuments } from './inline-graphql-documents';
import { NAVIGATION_BG } from './src/app/theme-colors';
import {
  FIRST_PAGE,
  buildModeFromCommand,
  chunkPackages,
  firstScreenPreloads,
  noChunkCycles,
  precompressLateFiles,
  prerenderFirstPage,
} from './vite-plugins';

// `npm run dev` serves the client here and proxies the API to the server on 4000.
const API = 'http://127.0.0.1:4000';

const CHAKRA_RECIPE =
  /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]recipes[\\/]([\w-]+)\.js$/;
/** The recipes the theme registers (app/theme.ts), by file name: `datePickerSlotRecipe` is date-picker.js. */
const THEME_RECIPES = new Set(
  [
    ...readFileSync(new URL('./src/app/theme.ts', import.meta.url), 'utf8').matchAll(
      /\b(\w+?)(?:Slot)?Recipe\b/g,
    ),
  ].map(([, name]) => name!.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)),
);
/** A Chakra recipe that only later screens use (they bring it: components/ui/with-recipe.tsx). */
const isScreenRecipe = (id: string) => {
  const recipe = CHAKRA_RECIPE.exec(id)?.[1];
  return recipe !== undefined && recipe !== 'index' && !THEME_RECIPES.has(recipe);
};

/** The signed-in shell (app/router.tsx loads it once a session starts). */
const SHELL = /[\\/]src[\\/]app[\\/]shell-layout\.tsx$/;
/** One heroicon (the sets' index files, which named icons load whole, are not). */
const HEROICON = /@heroicons[\\/]react[\\/].*[\\/]\w+Icon\.js$/;
/** The date picker: our date fields, Chakra's, Ark's and Zag's parts and their date library. */
const DATE_PICKER = /date-(picker|input|field|utils)|@internationalized[\\/]date/;
/** A phone number's parts (contacts, the chat app), with every country flag's address. */
const CONTACT_INFO = /[\\/]src[\\/]components[\\/]contact-info[\\/]/;
/** A feature's folder: its pages' shared code is one chunk. */
const FEATURE = /[\\/]src[\\/]features[\\/]([\w-]+)[\\/]/;
/** Large libraries only some screens load, and the modules that bring them. */
const SCREEN_LIBRARIES =
  /node_modules[\\/](apexcharts|react-apexcharts|marked|@dnd-kit|@tanstack|country-flag-icons|@heroicons[\\/]react[\\/][\w/]+[\\/]index\.js)|[\\/]src[\\/]features[\\/](dashboards[\\/]components[\\/]chart|docs[\\/]markdown)/;

/** The browser's and the installed app's bars take the navigation column's colour. */
const THEME_COLOR = NAVIGATION_BG.light;

/** Writes the theme-color meta tag into index.html from the same constant as the manifest. */
const themeColorMeta: Plugin = {
  name: 'theme-color-meta',
  transformIndexHtml: () => [
    { tag: 'meta', attrs: { name: 'theme-color', content: THEME_COLOR }, injectTo: 'head' },
  ],
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    buildModeFromCommand(),
    inlineGraphqlDocuments(),
    react(),
    themeColorMeta,
    firstScreenPreloads(),
    prerenderFirstPage(),
    chunkPackages(),
    noChunkCycles(),
    // The service worker caches the app shell; the API is never served from it.
    VitePWA({
      injectRegister: false,
      registerType: 'autoUpdate',
      manifest: {
        name: 'Admin',
        short_name: 'Admin',
        theme_color: THEME_COLOR,
        icons: [{ src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
      },
      workbox: {
        // The translations too, so the offline shell can say in words what went wrong,
        // and Inter for our languages' letters (latin, latin-ext: Turkish needs it).
        globPatterns: ['**/*.{js,css,html,json}', '**/inter-latin*.woff2'],
        navigateFallbackDenylist: [
          /^\/api\//,
          /^\/graphql/,
          /^\/health/,
          /^\/ruru-static\//,
          /^\/images\//,
        ],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
    // Brotli and gzip copies beside each text file; the server picks one by Accept-Encoding.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|html|json|svg|webmanifest)$/,
      threshold: 1024,
    }),
    precompressLateFiles(),
  ],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    rolldownOptions: {
      // Chakra's theme module builds its default config from every recipe with these
      // helpers (identity functions); marked pure, the recipes we do not use are dropped.
      treeshake: { manualPureFunctions: ['defineConfig', 'defineRecipe', 'defineSlotRecipe'] },
      output: {
        // Few files for the first screen: over HTTP/1.1 a browser opens six connections
        // to a host, so each further request waits for one to free up. The entry's
        // static imports make one chunk, and the sign-in page with what it imports
        // beyond them (Ark and Zag's runtime, which the shell shares) another.
        codeSplitting: {
          groups: [
            // Not the recipes of Chakra's that only later screens use: '$initial' counts
            // every module its package index reaches, and the screens bring their own
            // (components/ui/with-recipe.tsx); the theme's recipes stay with the theme.
            {
              name: 'index',
              tags: ['$initial'],
              test: (id: string) => !isScreenRecipe(id),
              includeDependenciesRecursively: false,
              priority: 7,
            },
            { name: 'sign-in', test: FIRST_PAGE, priority: 6 },
            // The signed-in shell with everything it imports, as one file.
            { name: 'shell', test: SHELL, priority: 5 },
            // The modules two or more screens share, instead of a hundred or more files
            // of a few hundred bytes each: the icons, then the rest of what is not a
            // feature's (Chakra's parts, our components), the date picker, then one file
            // per feature (its pages' common code), each group taking its modules before
            // the next can pull them in. A module's imports come with it (chunks importing
            // each other in a circle could run code before what it uses: noChunkCycles),
            // so a large library goes where its importers go (marked with the docs,
            // dnd-kit with the tasks) and is never gathered for its own sake; ApexCharts
            // stays a file of its own.
            { name: 'icons', test: HEROICON, minShareCount: 2, priority: 4 },
            {
              name: 'screens',
              test: (id: string) =>
                !FEATURE.test(id) &&
                !SCREEN_LIBRARIES.test(id) &&
                !DATE_PICKER.test(id) &&
                !CONTACT_INFO.test(id),
              minShareCount: 2,
              priority: 3,
            },
            // The date picker (Zag's machine and @internationalized/date) is as large as
            // the rest of the shared code together, and only four apps' forms use it.
            { name: 'date-picker', test: DATE_PICKER, minShareCount: 2, priority: 2 },
            // The flags' addresses (about 3 kB compressed) only for the two apps showing them.
            { name: 'contact-info', test: CONTACT_INFO, minShareCount: 2, priority: 2 },
            {
              name: (id: string) => FEATURE.exec(id)![1]!,
              test: (id: string) => FEATURE.test(id) && !SCREEN_LIBRARIES.test(id),
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      ...Object.fromEntries(
        ['/api', '/health', '/ruru-static', '/client-config.json', '/images'].map((path) => [
          path,
          API,
        ]),
      ),
      // Subscriptions' WebSocket shares the path.
      '/graphql': { target: API, ws: true },
    },
  },
});
