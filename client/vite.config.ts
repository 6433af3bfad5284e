import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { NAVIGATION_BG } from './src/app/theme-colors';

// `npm run dev` serves the client here and proxies the API to the server on 4000.
const API = 'http://127.0.0.1:4000';

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
    react(),
    themeColorMeta,
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
        navigateFallbackDenylist: [/^\/api\//, /^\/graphql/, /^\/health/, /^\/ruru-static\//],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ],
  build: { outDir: '../dist/client', emptyOutDir: true },
  server: {
    proxy: Object.fromEntries(
      ['/graphql', '/api', '/health', '/ruru-static', '/client-config.json'].map((path) => [
        path,
        API,
      ]),
    ),
  },
});
