// Live updates: subscriptions travel over one WebSocket to /graphql (graphql-ws), opened
// while any screen subscribes. A lost connection (a server restart, the network) is
// retried with growing, randomised waits; once it is back, every query on screen is
// asked again, since events sent meanwhile were missed. The toolbar shows the state.
import type { ApolloClient } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { createContext, use, useSyncExternalStore } from 'react';

/** `offline`: the socket was lost and is being retried; subscriptions resume once back. */
export type LiveState = 'idle' | 'online' | 'offline';

/** Close codes the server never changes its mind about (live/socket.ts): no retry. */
const FINAL_CLOSE_CODES = new Set([4400, 4401, 4429]);

export class LiveConnection {
  readonly link: GraphQLWsLink;
  private state: LiveState = 'idle';
  private readonly listeners = new Set<() => void>();
  private wasOnline = false;
  private onReconnected: () => void = () => {};

  constructor(token: () => string | null) {
    const client = createClient({
      url: () =>
        `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`,
      connectionParams: () => {
        const current = token();
        return current ? { authorization: `Bearer ${current}` } : {};
      },
      // Opened with the first subscription, closed with the last (a sign-out).
      lazy: true,
      retryAttempts: Infinity,
      shouldRetry: (event) => !(event instanceof CloseEvent && FINAL_CLOSE_CODES.has(event.code)),
      on: {
        connected: () => {
          if (this.wasOnline && this.state === 'offline') this.onReconnected();
          this.wasOnline = true;
          this.set('online');
        },
        closed: (event) => {
          // The last subscription ended (1000), or the session was refused (the next
          // request signs out): nothing to reconnect.
          const code = event instanceof CloseEvent ? event.code : 0;
          this.set(code === 1000 || FINAL_CLOSE_CODES.has(code) ? 'idle' : 'offline');
        },
      },
    });
    this.link = new GraphQLWsLink(client);
  }

  /** Refreshes what is on screen each time the socket comes back. */
  refreshOnReconnect(client: ApolloClient): void {
    this.onReconnected = () => void client.refetchObservableQueries();
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

/** The app's connection (app/app.tsx); none while prerendering. */
export const LiveContext = createContext<LiveConnection | null>(null);

const IDLE = () => 'idle' as const;
const NEVER = () => () => {};

export function useLiveState(): LiveState {
  const connection = use(LiveContext);
  return useSyncExternalStore(connection?.subscribe ?? NEVER, connection?.current ?? IDLE, IDLE);
}
