// A graphql-ws client on a test server's /graphql socket, for the subscription tests.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestServer } from './harness';

const WAIT_MS = 2_000;

export interface Closed {
  code: number;
  reason: string;
}

export interface Live {
  client: Client;
  /** Resolves with the code and reason the server closed the socket with. */
  closed: Promise<Closed>;
  /** Subscribes; `next()` resolves with the next result (data or errors). */
  subscribe(
    query: string,
    variables?: Record<string, unknown>,
    extensions?: Record<string, unknown>,
  ): { next(): Promise<Record<string, unknown>>; stop(): void };
}

const opened: Live[] = [];

export function live(server: TestServer, connectionParams: Record<string, unknown>): Live {
  let closedWith: (closed: Closed) => void = () => {};
  const closed = new Promise<Closed>((resolve) => (closedWith = resolve));
  const client = createClient({
    url: `${server.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams,
    lazy: false,
    retryAttempts: 0,
    onNonLazyError: () => {},
    on: {
      closed: (event) => {
        const { code, reason } = event as { code: number; reason: unknown };
        closedWith({ code, reason: String(reason) });
      },
    },
  });
  const connection: Live = {
    client,
    closed,
    subscribe(query, variables, extensions) {
      const results: Record<string, unknown>[] = [];
      const waiting: ((result: Record<string, unknown>) => void)[] = [];
      const deliver = (result: Record<string, unknown>) => {
        const waiter = waiting.shift();
        if (waiter) waiter(result);
        else results.push(result);
      };
      const stop = client.subscribe(
        { query, variables, extensions },
        {
          next: (result) => deliver(result as Record<string, unknown>),
          error: (error) => deliver({ errors: Array.isArray(error) ? error : [error] }),
          complete: () => {},
        },
      );
      return {
        stop,
        next: () =>
          new Promise((resolve, reject) => {
            const result = results.shift();
            if (result) return resolve(result);
            const timer = setTimeout(() => reject(new Error('no event within 2 s')), WAIT_MS);
            waiting.push((value) => {
              clearTimeout(timer);
              resolve(value);
            });
          }),
      };
    },
  };
  opened.push(connection);
  return connection;
}

/** Waits until the server has acknowledged the connection (its subscriptions then count). */
export async function connected(connection: Live): Promise<void> {
  await new Promise<void>((resolve) => {
    const stop = connection.client.on('connected', () => {
      stop();
      resolve();
    });
  });
}

/** Closes every client opened since the last call. */
export async function closeLiveClients(): Promise<void> {
  await Promise.all(opened.splice(0).map((connection) => connection.client.dispose()));
}
