// The page the build renders into HTML (app/prerender.tsx, via client/vite-plugins.ts):
// index.html carries it, so a guest meets the sign-in page before the app's code has
// arrived, at /sign-in and at every address that leads a guest there (app/guest-entry.ts).
export const PRERENDERED_PAGE = {
  /** The address it shows at; its start-up script hides it at any other. */
  path: '/sign-in',
  /** The element holding it, inert, until the app renders the same page over it. */
  elementId: 'prerendered',
  /** Set on <html> by the page's start-up script when the app will show another page. */
  offAttribute: 'data-prerendered-off',
  /**
   * Set on <html> by the server when an identity provider signs people in (OIDC_ISSUER):
   * the page is not the password form then.
   */
  providerAttribute: 'data-sign-in-at-provider',
} as const;
