// Sends a contact's new picture (the server checks its bytes: PNG, JPEG, GIF or WebP,
// at most 5 MB); the cached contact takes the picture the server keeps, a data: URL.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

const UploadContactAvatarDocument = graphql(`
  mutation UploadContactAvatar($id: ID!, $avatar: FileUpload!) {
    uploadContactAvatar(id: $id, avatar: $avatar) {
      id
      avatar
    }
  }
`);

/** A picture held as a data: URL (what the avatar field holds until it is saved). */
export function fileOfDataUrl(dataUrl: string, name: string) {
  const [, type = '', base64 = ''] = /^data:([^;,]+);base64,(.*)$/.exec(dataUrl) ?? [];
  return { name, type, base64 };
}

export function useUploadContactAvatar() {
  const [mutate] = useMutation(UploadContactAvatarDocument);
  return async (id: string, dataUrl: string) => {
    const { data } = await mutate({
      variables: { id, avatar: fileOfDataUrl(dataUrl, `avatar-${id}`) },
    });
    return data!.uploadContactAvatar;
  };
}
