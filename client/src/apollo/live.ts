// Live updates: subscriptions travel over one WebSocket to /graphql (graphql-ws), opened
// while any screen subscribes. A lost connection (a server restart, the network) is
// retried with growing, randomised waits; once it is back, every query on screen is
// asked again, since events sent meanwhile were missed. The toolbar shows the state.
// This module (and graphql-ws) loads with the first subscription or the shell's toolbar,
// never before the sign-in form works (apollo/client.ts).
import type { ApolloClient } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { useSyncExternalStore } from 'react';

/** `offline`: the socket was lost and is being retried; subscriptions resume once back. */
export type LiveState = 'idle' | 'online' | 'offline';

/** Close codes the server never changes its mind about (live/socket.ts): no retry. */
const FINAL_CLOSE_CODES = new Set([4400, 4401, 4429]);
/** Ours, closing to open again at once with a renewed token (graphql-ws's graceful restart). */
const RESTART_CLOSE_CODE = 4205;

export class LiveConnection {
  readonly link: GraphQLWsLink;
  private state: LiveState = 'idle';
  private readonly listeners = new Set<() => void>();
  private wasOnline = false;
  private onReconnected: () => void = () => {};
  private token: () => string | null = () => null;
  private url = '/graphql';
  private socket: WebSocket | null = null;
  private restarting = false;

  constructor() {
    const client = createClient({
      // This server's /graphql, or GRAPHQL_URL's endpoint: the same address, ws(s) instead of http(s).
      url: () => new URL(this.url, window.location.href).href.replace(/^http/, 'ws'),
      connectionParams: () => {
        const current = this.token();
        return current ? { authorization: `Bearer ${current}` } : {};
      },
      // Opened with the first subscription, closed with the last (a sign-out).
      lazy: true,
      retryAttempts: Infinity,
      // 1, 2, 4, 8 s, then every 10 s at most, each with up to 1 s of jitter; a restart at once.
      retryWait: (retries) =>
        new Promise((resolve) =>
          this.restarting
            ? resolve()
            : setTimeout(resolve, Math.min(1000 * 2 ** retries, 10_000) + Math.random() * 1000),
        ),
      shouldRetry: (event) => !(event instanceof CloseEvent && FINAL_CLOSE_CODES.has(event.code)),
      on: {
        opened: (socket) => {
          this.socket = socket as WebSocket;
        },
        connected: () => {
          if (this.wasOnline && (this.state === 'offline' || this.restarting)) this.onReconnected();
          this.wasOnline = true;
          this.restarting = false;
          this.set('online');
        },
        closed: (event) => {
          this.socket = null;
          // The last subscription ended (1000), or the session was refused (the next
          // request signs out): nothing to reconnect. A restart is back in a moment.
          const code = event instanceof CloseEvent ? event.code : 0;
          if (code === RESTART_CLOSE_CODE) return;
          this.set(code === 1000 || FINAL_CLOSE_CODES.has(code) ? 'idle' : 'offline');
        },
      },
    });
    this.link = new GraphQLWsLink(client);
  }

  /**
   * Where the token comes from, the client whose queries to refresh when the socket is
   * back, and the endpoint (a path on this server or an http(s) URL).
   */
  attach(token: () => string | null, client: ApolloClient, url: string): void {
    this.token = token;
    this.url = url;
    this.onReconnected = () => void client.refetchObservableQueries();
  }

  /**
   * Opens the socket again with the session's renewed token: the server closes a socket
   * when the token it opened with expires. Subscriptions resume by themselves, and the
   * queries on screen are asked again for what was sent in between.
   */
  restart(): void {
    if (this.socket?.readyState !== WebSocket.OPEN) return;
    this.restarting = true;
    this.socket.close(RESTART_CLOSE_CODE, 'Token renewed');
  }

  current = (): LiveState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(state: LiveState): void {
    if (state === this.state) return;
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

/** The page's one connection: its socket opens only when a subscription starts. */
export const live = new LiveConnection();

export function useLiveState(): LiveState {
  return useSyncExternalStore(live.subscribe, live.current, () => 'idle');
}
