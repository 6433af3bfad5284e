// The legacy REST paths of a feed (messages, notifications): the same six routes,
// differing only in names.
import type { RestRoute } from '../rest/route';

const FIELDS = 'id title description image icon link useRouter read seen time';

/**
 * @param path   the collection path, such as `common/messages`
 * @param item   the body key and singular name, such as `message`
 */
export function feedRoutes(path: string, item: string): RestRoute[] {
  const Item = item.charAt(0).toUpperCase() + item.slice(1);
  const Items = `${Item}s`;
  return [
    {
      method: 'GET',
      path,
      document: `query ${Items} { ${item}s { ${FIELDS} } }`,
    },
    {
      method: 'POST',
      path,
      document: `mutation Create${Item}($item: ${Item}Input!) { create${Item}(${item}: $item) { ${FIELDS} } }`,
      variables: { item: `body.${item}` },
    },
    {
      method: 'PATCH',
      path,
      document: `mutation Update${Item}($id: ID!, $item: ${Item}Input!) { update${Item}(id: $id, ${item}: $item) { ${FIELDS} } }`,
      variables: { id: 'body.id', item: `body.${item}` },
    },
    {
      method: 'DELETE',
      path,
      document: `mutation Delete${Item}($id: ID!) { delete${Item}(id: $id) { ${FIELDS} } }`,
      variables: { id: 'query.id' },
    },
    {
      // A GET that writes, as the legacy clients call it.
      method: 'GET',
      path: `${path}/mark-all-as-read`,
      document: `mutation MarkAll${Items}Read { markAll${Items}Read { id } }`,
      answer: () => true,
    },
    {
      method: 'POST',
      path: `${path}/toggle-read-status`,
      document: `mutation Set${Item}Read($id: ID!, $read: Boolean!) { set${Item}Read(id: $id, read: $read) { ${FIELDS} } }`,
      variables: { id: `body.${item}.id`, read: `body.${item}.read` },
    },
  ];
}
