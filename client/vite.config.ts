import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// `npm run dev` serves the client here and proxies the API to the server on 4000.
const API = 'http://127.0.0.1:4000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    // The service worker caches the app shell; the API is never served from it.
    VitePWA({
      injectRegister: false,
      registerType: 'autoUpdate',
      manifest: { name: 'Admin', short_name: 'Admin', theme_color: '#2563eb' },
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
