// The only file that reads process.env. Everything else receives a Config.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface Config {
  port: number;
  /** Multiplies every documented mock delay; 0 turns them off. */
  delayScale: number;
  /** HS256 signing key for access tokens. */
  jwtSecret: string;
  production: boolean;
  /** Where the web client sends business operations; the local /graphql by default. */
  businessGraphqlUrl: string;
}

/** Where the generated development key lives (git-ignored), so sessions survive restarts. */
const DEV_SECRET_FILE = fileURLToPath(new URL('../.jwt-secret', import.meta.url));

export class ConfigError extends Error {}

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

export function readConfig(
  env: NodeJS.ProcessEnv = process.env,
  /** Where the development key is kept; tests pass a file of their own. */
  secretFile = DEV_SECRET_FILE,
): Config {
  const production = env.NODE_ENV === 'production';
  let jwtSecret = env.JWT_SECRET ?? '';
  if (!jwtSecret) {
    if (production) {
      throw new ConfigError(
        'JWT_SECRET is not set. In production the token signing key must come from the environment: set JWT_SECRET to a long random string (32 bytes or more).',
      );
    }
    jwtSecret = developmentSecret(secretFile);
  }
  if (jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters long.');
  }
  return {
    port: number('PORT', env.PORT, 4000, { min: 0, max: 65535, integer: true }),
    delayScale: number('DELAY_SCALE', env.DELAY_SCALE, 1, { min: 0, max: 100 }),
    jwtSecret,
    production,
    businessGraphqlUrl: env.BUSINESS_GRAPHQL_URL || '/graphql',
  };
}
