import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './env';

const SECRET = 'a-secret-that-is-long-enough-for-hs256!';

describe('readConfig', () => {
  it('reads PORT, DELAY_SCALE and JWT_SECRET, with defaults', () => {
    expect(readConfig({ JWT_SECRET: SECRET })).toEqual({
      port: 4000,
      delayScale: 1,
      jwtSecret: SECRET,
      production: false,
      businessGraphqlUrl: '/graphql',
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

  it('refuses to start in production without JWT_SECRET, saying why', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET is not set/);
  });

  it('keeps a generated development secret across restarts', () => {
    const first = readConfig({}).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readConfig({}).jwtSecret).toBe(first);
  });

  it('refuses nonsense values', () => {
    expect(() => readConfig({ JWT_SECRET: SECRET, DELAY_SCALE: 'fast' })).toThrow(/DELAY_SCALE/);
    expect(() => readConfig({ JWT_SECRET: SECRET, DELAY_SCALE: '-1' })).toThrow(/DELAY_SCALE/);
    expect(() => readConfig({ JWT_SECRET: SECRET, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readConfig({ JWT_SECRET: SECRET, PORT: '80.5' })).toThrow(/whole number/);
    expect(() => readConfig({ JWT_SECRET: SECRET, PORT: '70000' })).toThrow(/PORT/);
    expect(() => readConfig({ JWT_SECRET: 'short' })).toThrow(/at least 32/);
  });
});
