// The file manager's one query: a folder's subfolders and files (each sorted by name by
// the server) and its breadcrumb from the root; the fragment is what an item shows in
// the grid, the list and the details panel.
import { graphql } from '../../../gql';

export const FileManagerFolderDocument = graphql(`
  query FileManagerFolder($folderId: ID) {
    fileManagerContents(folderId: $folderId) {
      folders {
        ...FileManagerItemFields
      }
      files {
        ...FileManagerItemFields
      }
      path {
        id
        name
      }
    }
  }

  fragment FileManagerItemFields on FileManagerItem {
    id
    folderId
    name
    type
    size
    contents
    createdBy
    createdAt
    modifiedAt
    description
  }
`);
