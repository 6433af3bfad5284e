// Holding requests in a test, to look at the page while they are on their way.
import type { Page, Route } from '@playwright/test';

/** Holds the requests for `url` that `when` picks until `release()` is called. */
export async function hold(page: Page, url: string, when: (route: Route) => boolean = () => true) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (when(route)) await released;
    await route.fallback();
  });
  return release;
}
