// Starts the real app on a loopback port for API tests, with delays off.
import type { ApolloServerPlugin } from '@apollo/server';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { createApp, type App } from '../app';
import type { Context } from '../context';
import type { Config } from '../env';
import type { TIMEOUTS } from '../lib/limits';
import type { LiveLimits } from '../live/socket';

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123';
export const SAMPLE_EMAIL = 'hughes.brian@company.com';
export const SAMPLE_PASSWORD = 'admin';

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface TestServer {
  url: string;
  httpServer: Server;
  stores: App['stores'];
  /** Any HTTP call; a non-string body is sent as JSON. */
  request<T = unknown>(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<Answer<T>>;
  /** POST /graphql with one operation. */
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<Answer<{ data?: T | null; errors?: GraphQLErrorBody[] }>>;
  /** A fresh token for the sample account. */
  signIn(): Promise<string>;
  /**
   * Writes `text` on a new socket as is (a request line and headers, maybe part of
   * a body) and resolves when the server closes the socket, with what it sent.
   */
  raw(text: string): Promise<string>;
  close(): Promise<void>;
}

export interface GraphQLErrorBody {
  message: string;
  extensions?: { code?: string };
}

export async function startTestServer(
  options: {
    now?: Date;
    delayScale?: number;
    /** A built client to serve; by default none, whatever dist/ holds. */
    clientDir?: string;
    timeouts?: typeof TIMEOUTS;
    liveLimits?: LiveLimits;
    plugins?: ApolloServerPlugin<Context>[];
  } & Partial<
    Pick<
      Config,
      | 'corsOrigins'
      | 'graphqlUrl'
      | 'graphqlToken'
      | 'businessGraphqlUrl'
      | 'businessGraphqlToken'
      | 'data'
      | 'production'
      | 'explorer'
      | 'trustedDocuments'
      | 'oidc'
    >
  > = {},
): Promise<TestServer> {
  const app = await createApp(
    {
      delayScale: options.delayScale ?? 0,
      jwtSecret: TEST_SECRET,
      production: options.production ?? false,
      explorer: options.explorer,
      trustedDocuments: options.trustedDocuments,
      corsOrigins: options.corsOrigins,
      graphqlUrl: options.graphqlUrl,
      graphqlToken: options.graphqlToken,
      businessGraphqlUrl: options.businessGraphqlUrl,
      businessGraphqlToken: options.businessGraphqlToken,
      data: options.data,
      oidc: options.oidc,
    },
    {
      now: options.now,
      clientDir: options.clientDir ?? null,
      timeouts: options.timeouts,
      liveLimits: options.liveLimits,
      plugins: options.plugins,
    },
  );
  await new Promise<void>((resolve) => app.httpServer.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(app.httpServer.address() as AddressInfo).port}`;

  const request: TestServer['request'] = async (method, path, { body, token, headers } = {}) => {
    const response = await fetch(url + path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined || typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON (HTML, plain text): keep the text.
    }
    return { status: response.status, headers: response.headers, body: parsed as never };
  };

  return {
    url,
    httpServer: app.httpServer,
    stores: app.stores,
    request,
    graphql: (query, variables, token) =>
      request('POST', '/graphql', { body: { query, variables }, token }),
    async signIn() {
      const answer = await request<{ accessToken: string }>('POST', '/api/auth/sign-in', {
        body: { email: SAMPLE_EMAIL, password: SAMPLE_PASSWORD },
      });
      if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status}`);
      return answer.body.accessToken;
    },
    raw(text) {
      const { port } = app.httpServer.address() as AddressInfo;
      return new Promise((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(text));
        let received = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => (received += chunk));
        socket.on('error', reject);
        socket.on('close', () => resolve(received));
      });
    },
    close: () => app.stop(),
  };
}
