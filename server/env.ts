// The only file that reads process.env. Everything else receives a Config.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe } from './data/database';
import type { DataConfig } from './data/database';
import type { TrustedDocumentsMode } from './trusted-documents';
import { projectPath } from './paths';

export interface Config {
  port: number;
  /** The address to listen on: loopback unless HOST widens it. */
  host: string;
  /** Multiplies every documented mock delay; 0 turns them off. */
  delayScale: number;
  /** HS256 signing key for access tokens. */
  jwtSecret: string;
  production: boolean;
  /** GRAPHQL_URL: where the web client sends its operations; this server's /graphql when unset. */
  graphqlUrl?: string;
  /** GRAPHQL_TOKEN: `omit` keeps the session's token from that endpoint (it signs in its own way). */
  graphqlToken?: TokenPolicy;
  /** BUSINESS_GRAPHQL_URL: where business operations go; GRAPHQL_URL's endpoint when unset. */
  businessGraphqlUrl?: string;
  /** BUSINESS_GRAPHQL_TOKEN: as GRAPHQL_TOKEN, for the business endpoint; GRAPHQL_TOKEN's when unset. */
  businessGraphqlToken?: TokenPolicy;
  /**
   * Web origins allowed to call /graphql and /api from a browser (`*`: any); unset,
   * only Apollo Sandbox may call /graphql.
   */
  corsOrigins?: readonly string[];
  /** Where the data is kept: a folder (embedded PostgreSQL), a PostgreSQL server, or memory. */
  data: DataConfig;
  /** EXPLORER=on|off: the explorer at GET /graphql. Unset: on, but off in production. */
  explorer?: boolean;
  /**
   * TRUSTED_DOCUMENTS=require|allow: whether /graphql runs only the web client's own
   * documents (trusted-documents.ts). Unset: require in production, allow elsewhere.
   */
  trustedDocuments?: TrustedDocumentsMode;
  /** OIDC_ISSUER with OIDC_CLIENT_ID: sessions come from that OpenID Connect provider. */
  oidc?: OidcConfig;
}

/**
 * A hosted OpenID Connect provider: the web client signs in there (authorization code
 * with PKCE) and this server accepts its access tokens instead of signing its own.
 */
export interface OidcConfig {
  /** OIDC_ISSUER: the provider's issuer URL, as its tokens' `iss` says it. */
  issuer: string;
  /** OIDC_CLIENT_ID: the web client's id, registered at the provider as a public client. */
  clientId: string;
  /**
   * OIDC_AUDIENCE: the `aud` this server requires of access tokens; the client asks
   * for it as the RFC 8707 `resource`. Unset: the client id, and no `resource` is sent.
   */
  audience?: string;
  /** OIDC_SCOPE: what the client asks for; `offline_access` brings a refresh token. */
  scope: string;
}

/** What the client asks a provider for: who the user is, and a refresh token to renew with. */
export const DEFAULT_OIDC_SCOPE = 'openid profile email offline_access';

/** The embedded database's folder when DATA_DIR is unset (git-ignored). */
const DEFAULT_DATA_DIR = projectPath('data');

/** DATABASE_URL, else DATA_DIR (`memory`: nothing kept), else the project's data folder. */
function dataConfig(env: NodeJS.ProcessEnv): DataConfig {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    try {
      describe(url);
    } catch (error) {
      throw new ConfigError((error as Error).message);
    }
    return { kind: 'postgres', url };
  }
  const dir = env.DATA_DIR?.trim();
  if (dir === 'memory') return { kind: 'memory' };
  return { kind: 'embedded', dir: dir ? resolve(dir) : DEFAULT_DATA_DIR };
}

/** Where the generated development key lives (git-ignored), so sessions survive restarts. */
const DEV_SECRET_FILE = projectPath('.jwt-secret');

export class ConfigError extends Error {}

/** Whether the web client sends its session's bearer token to an endpoint. */
export type TokenPolicy = 'send' | 'omit';

/**
 * What the web client is told at start (/client-config.json): where it sends its
 * operations, and where it signs in (`oidc` null: this server's own sign-in).
 */
export interface ClientConfig {
  graphqlUrl: string;
  graphqlToken: TokenPolicy;
  businessGraphqlUrl: string;
  businessGraphqlToken: TokenPolicy;
  oidc: OidcConfig | null;
}

/** The client's configuration with its defaults: the business endpoint follows GRAPHQL_URL's unless set. */
export function clientConfig(config: Partial<Pick<Config, keyof ClientConfig>>): ClientConfig {
  const graphqlUrl = config.graphqlUrl ?? '/graphql';
  const graphqlToken = config.graphqlToken ?? 'send';
  return {
    graphqlUrl,
    graphqlToken,
    businessGraphqlUrl: config.businessGraphqlUrl ?? graphqlUrl,
    businessGraphqlToken: config.businessGraphqlToken ?? graphqlToken,
    oidc: config.oidc ?? null,
  };
}

function number(
  name: string,
  raw: string | undefined,
  fallback: number,
  range: { min: number; max: number; integer?: boolean },
): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  const fits =
    value >= range.min && value <= range.max && (!range.integer || Number.isInteger(value));
  if (!fits) {
    const kind = range.integer ? 'a whole number' : 'a number';
    throw new ConfigError(
      `${name} must be ${kind} from ${range.min} to ${range.max}; got "${raw}".`,
    );
  }
  return value;
}

/** The kept development key; a missing or empty file gets a new one. */
function developmentSecret(file: string): string {
  const kept = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  if (kept) {
    if (kept.length < 32) {
      throw new ConfigError(
        `The development signing key in ${file} is shorter than 32 characters: delete the file to get a new one, or set JWT_SECRET.`,
      );
    }
    return kept;
  }
  const secret = randomBytes(32).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  } catch (error) {
    throw new ConfigError(
      `Could not keep a development signing key in ${file} (${(error as Error).message}): set JWT_SECRET instead.`,
    );
  }
  return secret;
}

/** The URL when `raw` is an absolute http(s) one. */
function httpUrl(raw: string): URL | undefined {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** A path on this server, or an http(s) URL: the page's security policy lets the client reach it. */
function endpoint(name: string, raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (/^\/(?![/\\])/.test(raw) || httpUrl(raw)) return raw;
  throw new ConfigError(
    `${name} must be a path on this server (/graphql) or an http(s) URL; got "${raw}".`,
  );
}

/**
 * OIDC_ISSUER and OIDC_CLIENT_ID, both or neither. The issuer is https (http only on
 * this machine's loopback, for tests): its keys decide who may use the API.
 */
function oidcConfig(env: NodeJS.ProcessEnv): OidcConfig | undefined {
  const issuer = env.OIDC_ISSUER?.trim();
  const clientId = env.OIDC_CLIENT_ID?.trim();
  if (!issuer && !clientId) return undefined;
  if (!issuer || !clientId) {
    throw new ConfigError(
      'OIDC_ISSUER and OIDC_CLIENT_ID go together: set both to sign in through an OpenID Connect provider, or neither for the local sign-in.',
    );
  }
  const url = httpUrl(issuer);
  const loopback = url && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (!url || (url.protocol === 'http:' && !loopback)) {
    throw new ConfigError(
      `OIDC_ISSUER must be the provider's https URL (http only on 127.0.0.1 or localhost); got "${issuer}".`,
    );
  }
  const audience = env.OIDC_AUDIENCE?.trim() || undefined;
  const scope = env.OIDC_SCOPE?.trim() || DEFAULT_OIDC_SCOPE;
  if (!scope.split(/\s+/).includes('openid')) {
    throw new ConfigError(`OIDC_SCOPE must include openid; got "${scope}".`);
  }
  return { issuer, clientId, scope, ...(audience && { audience }) };
}

/** One of `values`, or undefined when unset. */
function oneOf<T extends string>(
  name: string,
  raw: string | undefined,
  values: readonly T[],
): T | undefined {
  const value = raw?.trim().toLowerCase();
  if (!value) return undefined;
  if ((values as readonly string[]).includes(value)) return value as T;
  throw new ConfigError(`${name} must be ${values.join(' or ')}; got "${raw}".`);
}

/** `https://a.example, http://localhost:5173` → each checked to be an origin, or `*`. */
function origins(raw: string | undefined): string[] | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  return raw.split(',').map((entry) => {
    const origin = entry.trim();
    if (origin !== '*' && httpUrl(origin)?.origin !== origin) {
      throw new ConfigError(
        `CORS_ORIGINS holds "${origin}", which is not an origin: write scheme, host and port only, such as https://admin.example.com or http://localhost:5173, separated by commas (or * for any).`,
      );
    }
    return origin;
  });
}

export function readConfig(
  env: NodeJS.ProcessEnv = process.env,
  /** Where the development key is kept; tests pass a file of their own. */
  secretFile = DEV_SECRET_FILE,
): Config {
  const production = env.NODE_ENV === 'production';
  const oidc = oidcConfig(env);
  let jwtSecret = env.JWT_SECRET ?? '';
  if (!jwtSecret) {
    // With a provider this server signs no token: a key of the moment stands in.
    if (oidc) jwtSecret = randomBytes(32).toString('base64url');
    else if (production) {
      throw new ConfigError(
        'JWT_SECRET is not set. In production the token signing key must come from the environment: set JWT_SECRET to a long random string (32 bytes or more).',
      );
    }
    jwtSecret = developmentSecret(secretFile);
  }
  if (jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters long.');
  }
  const explorer = oneOf('EXPLORER', env.EXPLORER, ['on', 'off'] as const);
  return {
    port: number('PORT', env.PORT, 4000, { min: 0, max: 65535, integer: true }),
    host: env.HOST || '127.0.0.1',
    delayScale: number('DELAY_SCALE', env.DELAY_SCALE, 1, { min: 0, max: 100 }),
    jwtSecret,
    production,
    graphqlUrl: endpoint('GRAPHQL_URL', env.GRAPHQL_URL),
    graphqlToken: oneOf('GRAPHQL_TOKEN', env.GRAPHQL_TOKEN, ['send', 'omit'] as const),
    businessGraphqlUrl: endpoint('BUSINESS_GRAPHQL_URL', env.BUSINESS_GRAPHQL_URL),
    businessGraphqlToken: oneOf('BUSINESS_GRAPHQL_TOKEN', env.BUSINESS_GRAPHQL_TOKEN, [
      'send',
      'omit',
    ] as const),
    corsOrigins: origins(env.CORS_ORIGINS),
    data: dataConfig(env),
    explorer: explorer && explorer === 'on',
    trustedDocuments: oneOf('TRUSTED_DOCUMENTS', env.TRUSTED_DOCUMENTS, [
      'require',
      'allow',
    ] as const),
    ...(oidc && { oidc }),
  };
}
