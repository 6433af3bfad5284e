// The only file that reads the client's environment: build-time mode and the
// run-time configuration the server hands out.
import type { HostContext } from '../lib/host-rules';
import { STORAGE_KEYS } from './storage';

/** Whether the client sends its session's bearer token to an endpoint (`omit`: it signs in its own way). */
export type TokenPolicy = 'send' | 'omit';

/** A hosted OpenID Connect provider the client signs in at (server/env.ts, OidcConfig). */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  /** Asked for as the RFC 8707 `resource`: the API the access token is for. */
  audience?: string;
  scope: string;
}

/** Where operations go and where people sign in (server/env.ts, ClientConfig): this server by default. */
export interface RuntimeConfig {
  /** Every operation, subscriptions included (GRAPHQL_URL). */
  graphqlUrl: string;
  graphqlToken: TokenPolicy;
  /** Business operations (misProyectosCliente, ...): BUSINESS_GRAPHQL_URL. */
  businessGraphqlUrl: string;
  businessGraphqlToken: TokenPolicy;
  /** Null: this server's own sign-in (e-mail and password). */
  oidc: OidcSettings | null;
}

/** This server for everything, with the session's token. */
export const LOCAL_CONFIG: RuntimeConfig = {
  graphqlUrl: '/graphql',
  graphqlToken: 'send',
  businessGraphqlUrl: '/graphql',
  businessGraphqlToken: 'send',
  oidc: null,
};

/** True under `npm run dev` (Vite's development server). */
export const DEV_BUILD = import.meta.env.DEV;

/** Read once at start-up: lets integrators point the client elsewhere without rebuilding. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  let config = LOCAL_CONFIG;
  try {
    const response = await fetch('/client-config.json');
    if (response.ok) config = { ...config, ...((await response.json()) as RuntimeConfig) };
  } catch {
    // Offline or served without the API: fall back to the local endpoint.
  }
  // For the next start's prerendered page (the service worker's copy of index.html).
  if (config.oidc) localStorage.setItem(STORAGE_KEYS.signInAtProvider, '1');
  else localStorage.removeItem(STORAGE_KEYS.signInAtProvider);
  return config;
}

let host: HostContext | undefined;

/**
 * The host the app was opened on, for the area rules: one object for the page's life
 * (its hostname cannot change without a new page), so memos may depend on it. A new
 * object each call made the shell's menu a new list on every render, and the whole
 * menu drew again with it.
 */
export function currentHost(): HostContext {
  return (host ??= { hostname: window.location.hostname, devBuild: DEV_BUILD });
}
