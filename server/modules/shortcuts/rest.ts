import type { RestRoute } from '../../rest/route';

const FIELDS = 'id label description icon link useRouter';

export const routes: RestRoute[] = [
  {
    method: 'GET',
    path: 'common/shortcuts',
    document: `query Shortcuts { shortcuts { ${FIELDS} } }`,
  },
  {
    method: 'POST',
    path: 'common/shortcuts',
    document: `mutation CreateShortcut($shortcut: ShortcutInput!) { createShortcut(shortcut: $shortcut) { ${FIELDS} } }`,
    variables: { shortcut: 'body.shortcut' },
  },
  {
    method: 'PATCH',
    path: 'common/shortcuts',
    document: `mutation UpdateShortcut($id: ID!, $shortcut: ShortcutPatch!) { updateShortcut(id: $id, shortcut: $shortcut) { ${FIELDS} } }`,
    variables: { id: 'body.id', shortcut: 'body.shortcut' },
  },
  {
    method: 'DELETE',
    path: 'common/shortcuts',
    document: `mutation DeleteShortcut($id: ID!) { deleteShortcut(id: $id) { ${FIELDS} } }`,
    variables: { id: 'query.id' },
  },
];
