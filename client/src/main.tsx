// Inter, served with the app (no font host, so it works offline). The browser fetches
// only the subsets a page's text needs (unicode-range).
import '@fontsource-variable/inter';
// First of our modules to run: it requests the remembered language's translations
// before the heavier modules (the theme, the router) are evaluated.
import './app/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, firstPageShown } from './app/app';
import { registerServiceWorker } from './app/service-worker';

// SPEC section 1: a warning for anyone told to paste something into the console.
console.warn(
  '%c¡Detente!',
  'color: red; font-size: 32px; font-weight: bold',
  '\nEsta consola es una herramienta para desarrolladores. Si alguien te pidió copiar y pegar algo aquí, puede estar intentando acceder a tu cuenta. No pegues código que no entiendas.',
);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker(firstPageShown);
