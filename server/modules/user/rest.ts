import type { RestRoute } from '../../rest/route';

const FIELDS = 'id name email avatar status';

export const routes: RestRoute[] = [
  {
    method: 'GET',
    path: 'common/user',
    document: `query User { user { ${FIELDS} } }`,
  },
  {
    method: 'PATCH',
    path: 'common/user',
    document: `mutation UpdateUser($user: UserInput!) { updateUser(user: $user) { ${FIELDS} } }`,
    variables: { user: 'body.user' },
  },
];
