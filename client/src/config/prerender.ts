// The page the build renders into HTML (app/prerender.tsx, via client/vite-plugins.ts):
// the server sends it as `sign-in.html` to a browser asking for /sign-in, so the page
// shows before the app's code has arrived.
export const PRERENDERED_PAGE = {
  path: '/sign-in',
  /** The element holding it, inert, until the app renders the same page over it. */
  elementId: 'prerendered',
  /** Set on <html> by the page's start-up script when the app will show another page. */
  offAttribute: 'data-prerendered-off',
} as const;
