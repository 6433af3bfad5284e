import type { Resolvers } from '../../generated/graphql';

export const resolvers: Resolvers = {
  Query: {
    // The store reads the text 'null' (sent by the legacy REST client) as the root.
    fileManagerContents: (_, { folderId }, { stores }) => stores.fileManager.contents(folderId),
  },
};
