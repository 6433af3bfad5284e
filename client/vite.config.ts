import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// `npm run dev` serves the client here and proxies the API to the server on 4000.
const API = 'http://127.0.0.1:4000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
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
