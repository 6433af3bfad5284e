// Where the specs find the app: the real server on a test port, with mock delays off.
/** 4310, or E2E_PORT: two checkouts on one machine can run their browser tests at once. */
export const TEST_PORT = Number(process.env.E2E_PORT) || 4310;

/** Development mode for the client's host rules: every area allowed, landing administracion. */
export const APP_URL = `http://localhost:${TEST_PORT}`;

/** A `*.test` host name on the test port, e.g. `testHost('gestion')`. */
export const testHost = (name: string) => `http://${name}.test:${TEST_PORT}`;

/** A fixed signing key for the test server only (the server wants 32 characters or more). */
export const TEST_JWT_SECRET = 'playwright-e2e-only-secret-0123456789abc';
