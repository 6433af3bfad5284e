// The service worker is registered only outside development, once the app has
// settled (SPEC: when stable, or after 30 s at the latest), so its precache downloads
// never compete with the first screen.
import { DEV_BUILD } from '../config/env';

const REGISTER_AFTER_MS = 30_000;

/** Registers the worker once `stable` resolves (the first page has shown) and the browser is idle. */
export function registerServiceWorker(stable: Promise<void>): void {
  if (DEV_BUILD) return;
  if (!('serviceWorker' in navigator)) {
    console.info('Service workers are disabled or not supported by this browser');
    return;
  }
  let registered = false;
  const register = () => {
    if (registered) return;
    registered = true;
    clearTimeout(timer);
    // Its code too loads only then, not with the first screen.
    void import('virtual:pwa-register').then(({ registerSW }) =>
      registerSW({
        immediate: true,
        onRegisterError: (error: unknown) =>
          console.error('Service worker registration failed with', error),
      }),
    );
  };
  const timer = setTimeout(register, REGISTER_AFTER_MS);
  void stable.then(() =>
    ('requestIdleCallback' in window ? requestIdleCallback : setTimeout)(register),
  );
}
