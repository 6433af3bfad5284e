// The service worker is registered only outside development, once the app has
// settled (SPEC: when stable, or after 30 s at the latest).
import { registerSW } from 'virtual:pwa-register';
import { DEV_BUILD } from '../config/env';

const REGISTER_AFTER_MS = 30_000;

export function registerServiceWorker(): void {
  if (DEV_BUILD) return;
  if (!('serviceWorker' in navigator)) {
    console.info('Service workers are disabled or not supported by this browser');
    return;
  }
  const register = () =>
    registerSW({
      immediate: true,
      onRegisterError: (error: unknown) =>
        console.error('Service worker registration failed with', error),
    });
  const timer = setTimeout(register, REGISTER_AFTER_MS);
  window.addEventListener(
    'load',
    () => {
      clearTimeout(timer);
      // "Stable": the browser is idle after the first load.
      ('requestIdleCallback' in window ? requestIdleCallback : setTimeout)(() => void register());
    },
    { once: true },
  );
}
