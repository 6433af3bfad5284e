import type { RestRoute } from '../../rest/route';

const FIELDS = 'id name email avatar status about';

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
  {
    // Multipart: a file field `avatar`.
    method: 'POST',
    path: 'common/user/avatar',
    document: `mutation UploadUserAvatar($avatar: FileUpload!) { uploadUserAvatar(avatar: $avatar) { ${FIELDS} } }`,
    variables: { avatar: 'file.avatar' },
  },
];
