// Trusted documents: the documents the web client can send are known when it is built.
// GraphQL Code Generator writes them to client/src/gql/persisted-documents.json, each
// under the SHA-256 of its text, and embeds that id in each document; the client sends
// the id instead of the text, as Apollo's persisted-query extension carries it
// (`"extensions": {"persistedQuery": {"version": 1, "sha256Hash": "<id>"}}`).
//
// Apollo Server looks the text up here (its `persistedQueries.cache`). Nothing is ever
// registered: an id outside the manifest answers PERSISTED_QUERY_NOT_FOUND. With
// TRUSTED_DOCUMENTS=require (production's default) a request with any other text is
// refused, unless the explorer is on (it sends what a person writes). The manifest is
// served at /trusted-documents.json for gateways that enforce the same list.
import type { ApolloServerPlugin, BaseContext, PersistedQueryOptions } from '@apollo/server';
import { GraphQLError, getOperationAST, parse } from 'graphql';
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { projectPath } from './paths';

export const MANIFEST_FILE = projectPath('client', 'src', 'gql', 'persisted-documents.json');

/** A document's id: the SHA-256 of its text, in hex. */
export const documentId = (text: string) => createHash('sha256').update(text).digest('hex');

/** `extensions.persistedQuery.sha256Hash` (version 1), as Apollo reads it; undefined when absent. */
export function persistedQueryId(extensions: unknown): string | undefined {
  const persisted = (extensions as { persistedQuery?: { version?: unknown; sha256Hash?: unknown } })
    ?.persistedQuery;
  return persisted?.version === 1 && typeof persisted.sha256Hash === 'string'
    ? persisted.sha256Hash
    : undefined;
}

/** `require`: only the manifest's documents run; `allow`: any document does. */
export type TrustedDocumentsMode = 'require' | 'allow';

export const NOT_IN_LIST = 'PERSISTED_QUERY_NOT_IN_LIST';

/** Apollo's persisted-query manifest, the format GraphOS and Apollo Router register. */
export interface PersistedQueryManifest {
  format: 'apollo-persisted-query-manifest';
  version: 1;
  operations: { id: string; name: string; type: string; body: string }[];
}

export class TrustedDocuments {
  private texts = new Map<string, string>();
  private readAt = 0;

  /**
   * `file` holds `{ "sha256:<id>": text }`. With `follow` (development), a lookup that
   * misses reads it again when it has changed: codegen rewrites it as documents change.
   * `more`: texts trusted besides (the benchmarks' own documents).
   */
  constructor(
    private readonly file = MANIFEST_FILE,
    private readonly follow = false,
    private readonly more: readonly string[] = [],
  ) {
    this.read();
  }

  /** The text of document `id` (a SHA-256 in hex), if the manifest has it. */
  text(id: string): string | undefined {
    const text = this.texts.get(id);
    if (text !== undefined || !this.follow) return text;
    if (statSync(this.file, { throwIfNoEntry: false })?.mtimeMs !== this.readAt) this.read();
    return this.texts.get(id);
  }

  /** Apollo's `persistedQueries.cache`: answers the manifest's texts and keeps nothing else. */
  get cache(): NonNullable<PersistedQueryOptions['cache']> {
    return {
      get: async (key) => this.text(key.replace(/^apq:/, '')),
      set: async () => {},
      delete: async () => false,
    };
  }

  /** The manifest as /trusted-documents.json serves it. */
  manifest(): PersistedQueryManifest {
    return {
      format: 'apollo-persisted-query-manifest',
      version: 1,
      operations: [...this.texts].map(([id, body]) => {
        const operation = getOperationAST(parse(body));
        return {
          id,
          name: operation?.name?.value ?? '',
          type: operation?.operation ?? 'query',
          body,
        };
      }),
    };
  }

  private read(): void {
    const entries = JSON.parse(readFileSync(this.file, 'utf8')) as Record<string, string>;
    this.texts = new Map([
      ...Object.entries(entries).map(([key, text]) => [key.replace(/^sha256:/, ''), text] as const),
      ...this.more.map((text) => [documentId(text), text] as const),
    ]);
    this.readAt = statSync(this.file).mtimeMs;
  }
}

/** The error for a document outside the manifest, worded for whoever sent it. */
export function notInList(): GraphQLError {
  return new GraphQLError(
    "This server runs only the web client's own documents (trusted documents): send the id of one listed at /trusted-documents.json as extensions.persistedQuery.sha256Hash. To run other documents, start the server with TRUSTED_DOCUMENTS=allow or EXPLORER=on.",
    { extensions: { code: NOT_IN_LIST, http: { status: 400 } } },
  );
}

/** Refuses, under `require`, every request whose document is not in the manifest. */
export function trustedDocumentsPlugin(
  documents: TrustedDocuments,
): ApolloServerPlugin<BaseContext> {
  return {
    async requestDidStart() {
      return {
        // After parsing and validation (their limits hold for every request), before
        // anything runs; Apollo answers an error thrown here with its status.
        async didResolveOperation({ queryHash }) {
          if (documents.text(queryHash) === undefined) throw notInList();
        },
      };
    },
  };
}
