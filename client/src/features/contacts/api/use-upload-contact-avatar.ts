// Sends a contact's new picture (the server checks its bytes: PNG, JPEG, GIF or WebP,
// at most 5 MB); the cached contact takes the picture the server keeps, a data: URL.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { fileOfDataUrl } from '../../../lib/avatar-image';

const UploadContactAvatarDocument = graphql(`
  mutation UploadContactAvatar($id: ID!, $avatar: FileUpload!) {
    uploadContactAvatar(id: $id, avatar: $avatar) {
      id
      avatar
    }
  }
`);

export function useUploadContactAvatar() {
  const [mutate] = useMutation(UploadContactAvatarDocument);
  return async (id: string, dataUrl: string) => {
    const { data } = await mutate({
      variables: { id, avatar: fileOfDataUrl(dataUrl, `avatar-${id}`) },
    });
    return data!.uploadContactAvatar;
  };
}
