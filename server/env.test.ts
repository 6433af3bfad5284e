import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { clientConfig, ConfigError, readConfig } from './env';

/** A path in a new temporary folder, where no key is kept yet. */
const freshSecretFile = () => join(mkdtempSync(join(tmpdir(), 'env-test-')), '.jwt-secret');

const SECRET = 'a-secret-that-is-long-enough-for-hs256!';

describe('readConfig', () => {
  it('reads PORT, DELAY_SCALE and JWT_SECRET, with defaults', () => {
    expect(readConfig({ JWT_SECRET: SECRET })).toEqual({
      port: 4000,
      host: '127.0.0.1',
      delayScale: 1,
      jwtSecret: SECRET,
      production: false,
      corsOrigins: undefined,
      data: { kind: 'embedded', dir: fileURLToPath(new URL('../data', import.meta.url)) },
    });
    expect(
      readConfig({ JWT_SECRET: SECRET, BUSINESS_GRAPHQL_URL: 'https://api.example.cl/graphql' })
        .businessGraphqlUrl,
    ).toBe('https://api.example.cl/graphql');
    expect(readConfig({ JWT_SECRET: SECRET, PORT: '8080', DELAY_SCALE: '0' })).toMatchObject({
      port: 8080,
      delayScale: 0,
    });
  });

  it('keeps data in DATABASE_URL, else DATA_DIR (memory: nowhere), else ./data', () => {
    const data = (env: NodeJS.ProcessEnv) => readConfig({ JWT_SECRET: SECRET, ...env }).data;
    expect(data({ DATA_DIR: 'memory' })).toEqual({ kind: 'memory' });
    expect(data({ DATA_DIR: 'kept' })).toEqual({ kind: 'embedded', dir: resolve('kept') });
    const url = 'postgres://app:secret@db.example.cl:5433/admin';
    expect(data({ DATABASE_URL: url, DATA_DIR: 'kept' })).toEqual({ kind: 'postgres', url });
    expect(() => data({ DATABASE_URL: 'mysql://db/admin' })).toThrow(
      /must start with postgres:\/\//,
    );
  });

  it('refuses to start in production without JWT_SECRET, saying why', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET is not set/);
  });

  it('generates a development secret once, keeps it private, and reuses it on restart', () => {
    const file = freshSecretFile();
    const first = readConfig({}, file).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readConfig({}, file).jwtSecret).toBe(first);
    expect(readConfig({ JWT_SECRET: SECRET }, file).jwtSecret).toBe(SECRET);
  });

  it('replaces an empty key file, and says what to do with a damaged one or an unwritable folder', () => {
    const empty = freshSecretFile();
    writeFileSync(empty, '\n');
    expect(readConfig({}, empty).jwtSecret.length).toBeGreaterThanOrEqual(32);
    const short = freshSecretFile();
    writeFileSync(short, 'abc\n');
    expect(() => readConfig({}, short)).toThrow(/shorter than 32 characters: delete the file/);
    const nowhere = join(freshSecretFile(), 'no-such-folder', '.jwt-secret');
    expect(() => readConfig({}, nowhere)).toThrow(/Could not keep .* set JWT_SECRET instead/);
  });

  it('refuses nonsense values', () => {
    expect(() => readConfig({ JWT_SECRET: SECRET, DELAY_SCALE: 'fast' })).toThrow(/DELAY_SCALE/);
    expect(() => readConfig({ JWT_SECRET: SECRET, DELAY_SCALE: '-1' })).toThrow(/DELAY_SCALE/);
    expect(() => readConfig({ JWT_SECRET: SECRET, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readConfig({ JWT_SECRET: SECRET, PORT: '80.5' })).toThrow(/whole number/);
    expect(() => readConfig({ JWT_SECRET: SECRET, PORT: '70000' })).toThrow(/PORT/);
    expect(() => readConfig({ JWT_SECRET: 'short' })).toThrow(/at least 32/);
  });

  it('reads EXPLORER and TRUSTED_DOCUMENTS, leaving the defaults to the app when unset', () => {
    expect(readConfig({ JWT_SECRET: SECRET })).toMatchObject({
      explorer: undefined,
      trustedDocuments: undefined,
    });
    expect(
      readConfig({ JWT_SECRET: SECRET, EXPLORER: 'On', TRUSTED_DOCUMENTS: 'require' }),
    ).toMatchObject({ explorer: true, trustedDocuments: 'require' });
    expect(readConfig({ JWT_SECRET: SECRET, EXPLORER: 'off' }).explorer).toBe(false);
    expect(() => readConfig({ JWT_SECRET: SECRET, EXPLORER: 'yes' })).toThrow(
      'EXPLORER must be on or off; got "yes".',
    );
    expect(() => readConfig({ JWT_SECRET: SECRET, TRUSTED_DOCUMENTS: 'strict' })).toThrow(
      'TRUSTED_DOCUMENTS must be require or allow; got "strict".',
    );
  });

  it('listens on loopback unless HOST widens it', () => {
    expect(readConfig({ JWT_SECRET: SECRET }).host).toBe('127.0.0.1');
    expect(readConfig({ JWT_SECRET: SECRET, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('reads CORS_ORIGINS as a list of origins, and refuses anything that is not one', () => {
    expect(readConfig({ JWT_SECRET: SECRET }).corsOrigins).toBeUndefined();
    expect(
      readConfig({
        JWT_SECRET: SECRET,
        CORS_ORIGINS: ' https://admin.example.com , http://localhost:5173',
      }).corsOrigins,
    ).toEqual(['https://admin.example.com', 'http://localhost:5173']);
    expect(readConfig({ JWT_SECRET: SECRET, CORS_ORIGINS: '*' }).corsOrigins).toEqual(['*']);
    for (const wrong of [
      'admin.example.com',
      'https://admin.example.com/',
      'ftp://x.example',
      'a,,b',
    ]) {
      expect(() => readConfig({ JWT_SECRET: SECRET, CORS_ORIGINS: wrong })).toThrow(
        /CORS_ORIGINS holds .* not an origin/,
      );
    }
  });

  it('hands the client GRAPHQL_URL for everything and BUSINESS_GRAPHQL_URL for business, each with its token policy', () => {
    const endpoints = (env: NodeJS.ProcessEnv) =>
      clientConfig(readConfig({ JWT_SECRET: SECRET, ...env }));
    expect(endpoints({})).toEqual({
      graphqlUrl: '/graphql',
      graphqlToken: 'send',
      businessGraphqlUrl: '/graphql',
      businessGraphqlToken: 'send',
      oidc: null,
    });
    // The business operations follow GRAPHQL_URL, and its token policy, unless told otherwise.
    expect(
      endpoints({ GRAPHQL_URL: 'https://api.example.cl/graphql', GRAPHQL_TOKEN: 'omit' }),
    ).toEqual({
      graphqlUrl: 'https://api.example.cl/graphql',
      graphqlToken: 'omit',
      businessGraphqlUrl: 'https://api.example.cl/graphql',
      businessGraphqlToken: 'omit',
      oidc: null,
    });
    expect(
      endpoints({
        BUSINESS_GRAPHQL_URL: 'https://negocio.example.cl/graphql',
        BUSINESS_GRAPHQL_TOKEN: 'omit',
      }),
    ).toEqual({
      graphqlUrl: '/graphql',
      graphqlToken: 'send',
      businessGraphqlUrl: 'https://negocio.example.cl/graphql',
      businessGraphqlToken: 'omit',
      oidc: null,
    });
    expect(() => readConfig({ JWT_SECRET: SECRET, GRAPHQL_TOKEN: 'never' })).toThrow(
      'GRAPHQL_TOKEN must be send or omit; got "never".',
    );
    expect(() => readConfig({ JWT_SECRET: SECRET, GRAPHQL_URL: 'graphql' })).toThrow(
      /GRAPHQL_URL must be a path on this server/,
    );
  });

  it('takes BUSINESS_GRAPHQL_URL as a local path or an http(s) URL only', () => {
    expect(
      readConfig({ JWT_SECRET: SECRET, BUSINESS_GRAPHQL_URL: '/other' }).businessGraphqlUrl,
    ).toBe('/other');
    for (const wrong of ['javascript:alert(1)', '//evil.example/graphql', 'graphql']) {
      expect(() => readConfig({ JWT_SECRET: SECRET, BUSINESS_GRAPHQL_URL: wrong })).toThrow(
        /BUSINESS_GRAPHQL_URL/,
      );
    }
  });

  it('reads OIDC_ISSUER with OIDC_CLIENT_ID (both or neither), and hands them to the client', () => {
    const oidc = (env: NodeJS.ProcessEnv) => readConfig({ JWT_SECRET: SECRET, ...env }).oidc;
    expect(oidc({})).toBeUndefined();
    expect(oidc({ OIDC_ISSUER: 'https://id.example.cl/', OIDC_CLIENT_ID: 'admin' })).toEqual({
      issuer: 'https://id.example.cl/',
      clientId: 'admin',
      scope: 'openid profile email offline_access',
    });
    expect(
      clientConfig(
        readConfig({
          OIDC_ISSUER: 'http://127.0.0.1:4100',
          OIDC_CLIENT_ID: 'admin',
          OIDC_AUDIENCE: 'https://api.example.cl',
          OIDC_SCOPE: 'openid email',
        }),
      ).oidc,
    ).toEqual({
      issuer: 'http://127.0.0.1:4100',
      clientId: 'admin',
      audience: 'https://api.example.cl',
      scope: 'openid email',
    });
    // A provider signs people in: production needs no signing key of its own.
    expect(
      readConfig({
        NODE_ENV: 'production',
        OIDC_ISSUER: 'https://id.example.cl',
        OIDC_CLIENT_ID: 'a',
      }).production,
    ).toBe(true);
    expect(() => oidc({ OIDC_ISSUER: 'https://id.example.cl' })).toThrow(
      'OIDC_ISSUER and OIDC_CLIENT_ID go together',
    );
    expect(() => oidc({ OIDC_ISSUER: 'http://id.example.cl', OIDC_CLIENT_ID: 'a' })).toThrow(
      "OIDC_ISSUER must be the provider's https URL",
    );
    expect(() =>
      oidc({ OIDC_ISSUER: 'https://id.example.cl', OIDC_CLIENT_ID: 'a', OIDC_SCOPE: 'profile' }),
    ).toThrow('OIDC_SCOPE must include openid');
  });
});
