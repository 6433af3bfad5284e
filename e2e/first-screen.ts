// Measures the way in as a visitor meets it, for `npm run bench:client` and the size
// checks in first-screen.spec.ts: from a first address (/sign-in, or / and any guarded
// address without a session), when the password field shows (the prerendered page's,
// see client/src/app/prerender.tsx), when the app's own can be used and the JavaScript
// downloaded before that; how long after the sign-in click the shell shows with its menu;
// and how long a signed-in visit takes to show it.
import type { Page } from 'playwright-core';
import { ACCOUNT } from './auth';

/** The sign-in page's JavaScript budget: compressed bytes, as served (issue 8, item 7). */
export const SIGN_IN_JS_BUDGET = 230_000;

/**
 * The shell with its menu drawn and the current page's entry marked: the navigation
 * column's (or bar's) link to the page, which React Router's NavLink marks.
 */
const SHELL = 'nav a[aria-current="page"]';

// Runs in the page before its own scripts (page.addInitScript), so it is plain JavaScript
// text: the root tsconfig, which checks bench/, has no DOM types. Each mark is a time in
// ms since navigation start: the task after the first frame in which an element matching
// the selector has a size, that is once the frame is painted. The shell's mark is watched
// from the start: while the shell is made ready hidden behind a guest page it has no size.
const MARKS = `(() => {
  const marks = (window.__firstScreen = {});
  const markWhenShown = (name, find) => {
    let pending = false;
    const check = () => {
      pending = false;
      const element = find();
      if (!element || element.getBoundingClientRect().height === 0) return;
      observer.disconnect();
      const painted = new MessageChannel();
      painted.port1.onmessage = () => (marks[name] ??= performance.now());
      painted.port2.postMessage(null);
    };
    // Checked once per frame while the DOM changes, so the check forces no extra layout.
    const observer = new MutationObserver(() => {
      if (pending) return;
      pending = true;
      requestAnimationFrame(check);
    });
    observer.observe(document, { childList: true, subtree: true });
  };
  const passwords = () => [...document.querySelectorAll('input[type=password]')];
  // Any password field: the prerendered page's (inert) counts as shown.
  markWhenShown('password', () => passwords()[0]);
  // The app's own: the page can be used.
  markWhenShown('ready', () => passwords().find((input) => !input.closest('[inert]')));
  markWhenShown('shell', () => document.querySelector(${JSON.stringify(SHELL)}));
  addEventListener('click', (event) => {
    if (marks.click || !event.target.closest?.('button[type=submit]')) return;
    marks.click = performance.now();
  }, true);
})()`;

export interface ScriptFile {
  /** The path, such as /assets/index-AbC123.js. */
  path: string;
  /** Compressed bytes as they came over the wire (the response body's encoded size). */
  bytes: number;
}

export interface SignInScreen {
  /**
   * Navigation start → password field shown, in ms: the later of the first contentful
   * paint and the paint of the frame holding the field (prerendered or not).
   */
  passwordMs: number;
  /** Navigation start → the app's own password field painted: the page can be used. */
  readyMs: number;
  /** The JavaScript whose download ended before the page could be used. */
  scripts: ScriptFile[];
  scriptBytes: number;
}

/** Call before the first navigation: installs the marks in every document of `page`. */
export async function installMarks(page: Page): Promise<void> {
  await page.addInitScript({ content: MARKS });
}

/** The fields read from the page's PerformanceResourceTiming entries. */
interface ResourceTiming {
  name: string;
  responseEnd: number;
  encodedBodySize: number;
}

type Marks = { __firstScreen?: Record<string, number> };

/** Waits for the mark `name` (a function, not text: the page's CSP forbids eval). */
async function mark(page: Page, name: string, timeout: number): Promise<number> {
  const handle = await page.waitForFunction(
    (key) => (globalThis as Marks).__firstScreen?.[key],
    name,
    { timeout },
  );
  return (await handle.jsonValue()) as number;
}

/** Opens `url` (the sign-in page, or an address that leads a guest to it) and waits until it can be used. */
export async function openSignIn(page: Page, url: string): Promise<SignInScreen> {
  await page.goto(url);
  const shown = await mark(page, 'password', 15_000);
  const readyMs = await mark(page, 'ready', 15_000);
  const { entries, contentfulPaint } = await page.evaluate(() => ({
    entries: (performance.getEntriesByType('resource') as unknown as ResourceTiming[]).map(
      (entry) => ({ url: entry.name, end: entry.responseEnd, bytes: entry.encodedBodySize }),
    ),
    contentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  }));
  const scripts = entries
    .filter((entry) => new URL(entry.url).pathname.endsWith('.js') && entry.end <= readyMs)
    .map((entry) => ({ path: new URL(entry.url).pathname, bytes: entry.bytes }));
  const scriptBytes = scripts.reduce((sum, file) => sum + file.bytes, 0);
  return { passwordMs: Math.max(shown, contentfulPaint), readyMs, scripts, scriptBytes };
}

/** On the sign-in page: signs in with the sample account; answers click → shell shown, in ms. */
export async function signInToShell(page: Page): Promise<number> {
  // Typed as a person types (a key every 30 ms, faster than most): what the page
  // prepares in idle time meanwhile (the shell's code, the shell made ready hidden) is
  // there by the click, as it would be for them.
  await page.waitForLoadState('networkidle');
  await page.locator('input[type=email]').pressSequentially(ACCOUNT.email, { delay: 30 });
  await page.locator('input[type=password]').pressSequentially(ACCOUNT.password, { delay: 30 });
  await page.click('button[type=submit]');
  const shell = await mark(page, 'shell', 15_000);
  const click = await mark(page, 'click', 5_000);
  return shell - click;
}

/** Opens `url` with a session stored: navigation start → the shell shown with its menu, in ms. */
export async function openSignedIn(page: Page, url: string): Promise<number> {
  await page.goto(url);
  return mark(page, 'shell', 15_000);
}
