import type { CodegenConfig } from '@graphql-codegen/cli';
import type { Types } from '@graphql-codegen/plugin-helpers';
import { Kind, visit, type ASTNode } from 'graphql';

/**
 * `__typename` in every selection set but an operation's own, as Apollo Client adds it
 * before sending (client-preset's addTypenameSelectionDocumentTransform adds it to the
 * root as well, which Apollo Client does not). So the document Apollo Client sends is
 * the one in the manifest, and one sent by id answers what its cache expects.
 */
const addTypenameAsApolloClient: Types.DocumentTransformObject = {
  transform: ({ documents }) =>
    documents.map((file) => ({
      ...file,
      document:
        file.document &&
        visit(file.document, {
          SelectionSet(node, _key, parent) {
            const root = (parent as ASTNode | undefined)?.kind === Kind.OPERATION_DEFINITION;
            const has = node.selections.some(
              (selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename',
            );
            if (root || has) return undefined;
            const typename = {
              kind: Kind.FIELD,
              name: { kind: Kind.NAME, value: '__typename' },
            } as const;
            return { ...node, selections: [...node.selections, typename] };
          },
        }),
    })),
};

// Server resolver types from the schema. Store record types are the mappers,
// so resolvers return what the stores hold.
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  generates: {
    // Typed documents for the web client: write `graphql(`...`)` next to the component.
    'client/src/gql/': {
      documents: ['client/src/**/*.{ts,tsx}', '!client/src/gql/**'],
      preset: 'client',
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        strictScalars: true,
        scalars: { DateTime: 'string', Ref: 'string' },
      },
      // persisted-documents.json: every document the client can send, by its SHA-256
      // (trusted documents, check:endpoint); each document carries its hash.
      presetConfig: { fragmentMasking: false, persistedDocuments: true },
      documentTransforms: [addTypenameAsApolloClient],
    },
    'server/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context#Context',
        useTypeImports: true,
        // Stores answer their tables' own arrays, read-only.
        immutableTypes: true,
        enumsAsTypes: true,
        strictScalars: true,
        scalars: {
          DateTime: { input: 'Date', output: 'string | Date' },
          Ref: { input: 'string', output: 'string' },
        },
        mappers: {
          AuthPayload: '../modules/auth/service#AuthPayloadRecord',
          Chat: '../modules/chat/store#ChatRecord',
          Contact: '../modules/contacts/store#ContactRecord',
          ChatMessage: '../modules/chat/store#ChatMessageRecord',
          IconSet: '../modules/icons/sets#IconSetRecord',
          Mail: '../modules/mailbox/store#MailRecord',
          Message: '../lib/feed-store#FeedItemRecord',
          NavigationItem: '../modules/navigation/store#NavigationItemRecord',
          Note: '../modules/notes/store#NoteRecord',
          Notification: '../lib/feed-store#FeedItemRecord',
          ContactSearchResult: '../modules/search/store#SearchResultRecord',
          PageSearchResult: '../modules/search/store#SearchResultRecord',
          SearchResultSet: '../modules/search/store#SearchResultSetRecord',
          TaskSearchResult: '../modules/search/store#SearchResultRecord',
          ScrumboardBoard: '../modules/scrumboard/store#BoardRecord',
          ScrumboardCard: '../modules/scrumboard/store#CardRecord',
          ScrumboardList: '../modules/scrumboard/store#ListRecord',
          Shortcut: '../modules/shortcuts/store#ShortcutRecord',
          Task: '../modules/tasks/store#TaskRecord',
          User: '../modules/user/store#UserRecord',
          // Each event carries its record under the field its kind names.
          ChatEvent: '../live/events#LiveEvent',
          ContactEvent: '../live/events#LiveEvent',
          MailboxEvent: '../live/events#LiveEvent',
          MessageEvent: '../live/events#LiveEvent',
          NoteEvent: '../live/events#LiveEvent',
          NotificationEvent: '../live/events#LiveEvent',
          ScrumboardEvent: '../live/events#LiveEvent',
          TaskEvent: '../live/events#LiveEvent',
        },
      },
    },
  },
};

export default config;
