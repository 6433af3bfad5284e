// The sign-in page arrives already rendered in index.html (see app/prerender.tsx), and
// shows, inert, while the app starts; the app renders the same page over it and removes
// it. Its start-up script hides it where the app will show something else (another
// address, another language, a stored session).
import { PRERENDERED_PAGE } from '../config/prerender';

const element = document.getElementById(PRERENDERED_PAGE.elementId);

if (document.documentElement.hasAttribute(PRERENDERED_PAGE.offAttribute)) element?.remove();

/** True while a prerendered page is what the visitor sees: no spinner over it. */
export function prerenderedShown(): boolean {
  return !!element?.isConnected;
}

/** Called as the app's first page (or the start-up failure) is committed, before it paints. */
export function removePrerendered(): void {
  element?.remove();
}
