// Response headers that keep the pages and the API safe to use from a browser:
// a content security policy per page, no framing, no sniffing, no referrer, no
// caching of signed-in answers, and which web origins may call the API (CORS).
import cors from 'cors';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ClientConfig, Config } from './env';
import { EXPLORER_HTML, SANDBOX_ORIGIN } from './explorer';

type Directives = Record<string, string[]>;

/** What every page may do: load from this origin only, and never be framed or post elsewhere. */
const BASE_POLICY: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // Chakra UI (Emotion) writes its styles into <style> elements as the page runs.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

type HeaderList = readonly (readonly [string, string])[];

/** Helmet's headers for this policy. They depend on nothing in the request: worked out once. */
function helmetHeaders(directives: Directives): HeaderList {
  const headers: [string, string][] = [];
  let done = false;
  const response = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    removeHeader: () => {},
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // TLS ends in front of this server; HSTS is that proxy's to send.
    strictTransportSecurity: false,
  })({} as IncomingMessage, response as unknown as ServerResponse, () => (done = true));
  if (!done) throw new Error('helmet did not set its headers at once');
  return headers;
}

/**
 * Sets the same headers on every answer: one middleware instead of helmet's eleven,
 * each working out its header again (PERFORMANCE.md). Helmet's twelfth header, the
 * removal of X-Powered-By, is the app's `x-powered-by` setting.
 */
function fixedHeaders(headers: HeaderList): RequestHandler {
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

const BASE_HEADERS = helmetHeaders(BASE_POLICY);

/**
 * Headers of every answer, with the web client's policy. The client may also call the
 * endpoints GRAPHQL_URL and BUSINESS_GRAPHQL_URL name on other origins, open
 * GRAPHQL_URL's socket for subscriptions, and read the OpenID Connect provider's
 * discovery document and token endpoint (OIDC_ISSUER's origin): those origins, and no other.
 */
export function appHeaders(client: ClientConfig): RequestHandler {
  const elsewhere = [
    client.graphqlUrl,
    client.businessGraphqlUrl,
    client.oidc?.issuer ?? '',
  ].filter((url) => URL.canParse(url));
  const origins = elsewhere.map((url) => new URL(url).origin);
  if (URL.canParse(client.graphqlUrl)) {
    const socket = new URL(client.graphqlUrl);
    socket.protocol = socket.protocol === 'https:' ? 'wss:' : 'ws:';
    origins.push(socket.origin);
  }
  return fixedHeaders(
    helmetHeaders({ ...BASE_POLICY, 'connect-src': ["'self'", ...new Set(origins)] }),
  );
}

/** The `'sha256-…'` source of each inline script of a page. */
export function inlineScriptHashes(html: string): string[] {
  const scripts = html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g);
  return [...scripts].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );
}

/**
 * The explorer's page (served at GET /graphql): its own inline scripts are allowed by
 * hash. It follows appHeaders, so it sets only the headers whose values differ (the policy).
 */
export const explorerHeaders: RequestHandler = fixedHeaders(
  helmetHeaders({
    ...BASE_POLICY,
    'script-src': ["'self'", ...inlineScriptHashes(EXPLORER_HTML)],
  }).filter(
    ([name, value]) => !BASE_HEADERS.some(([base, same]) => base === name && same === value),
  ),
);

/** Answers that may carry signed-in data are never stored by a browser or a proxy. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/**
 * Which web origins may call /graphql and /api from a browser: CORS_ORIGINS for
 * both, or by default Apollo Sandbox for /graphql and none for /api. Tokens travel
 * in a header, never in cookies, so credentials are never allowed.
 */
export function corsPolicy(config: Pick<Config, 'corsOrigins'>): {
  graphql: RequestHandler[];
  api: RequestHandler[];
} {
  const allow = (origins: readonly string[]) => [
    cors({
      origin: origins.includes('*') ? '*' : [...origins],
      credentials: false,
      maxAge: 600,
    }),
  ];
  if (config.corsOrigins) {
    return { graphql: allow(config.corsOrigins), api: allow(config.corsOrigins) };
  }
  return { graphql: allow([SANDBOX_ORIGIN]), api: [] };
}
