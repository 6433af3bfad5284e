import type { RestRoute } from '../../rest/route';

const ITEM = 'id folderId name createdBy createdAt modifiedAt size type contents description';

export const routes: RestRoute[] = [
  {
    // `folderId` is passed through as text: 'null' (or no parameter) is the root.
    method: 'GET',
    path: 'apps/file-manager',
    document: `query FileManagerContents($folderId: ID) { fileManagerContents(folderId: $folderId) { folders { ${ITEM} } files { ${ITEM} } path { ${ITEM} } } }`,
    variables: { folderId: 'query.folderId' },
  },
];
