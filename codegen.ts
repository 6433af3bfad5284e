import type { CodegenConfig } from '@graphql-codegen/cli';

// Server resolver types from the schema. Store record types are the mappers,
// so resolvers return what the stores hold.
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  generates: {
    'server/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context#Context',
        useTypeImports: true,
        enumsAsTypes: true,
        strictScalars: true,
        scalars: { DateTime: { input: 'Date', output: 'string | Date' } },
        mappers: {
          AuthPayload: '../modules/auth/service#AuthPayloadRecord',
          Message: '../lib/feed-store#FeedItemRecord',
          NavigationItem: '../modules/navigation/store#NavigationItemRecord',
          Notification: '../lib/feed-store#FeedItemRecord',
          Shortcut: '../modules/shortcuts/store#ShortcutRecord',
          User: '../modules/user/store#UserRecord',
        },
      },
    },
  },
};

export default config;
