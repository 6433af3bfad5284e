// Sends the user's new picture (the server checks its bytes with the contacts' rules:
// PNG, JPEG, GIF or WebP, at most 5 MB); the cached user takes the picture it keeps.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { fileOfDataUrl } from '../../../lib/avatar-image';

const UploadUserAvatarDocument = graphql(`
  mutation UploadUserAvatar($avatar: FileUpload!) {
    uploadUserAvatar(avatar: $avatar) {
      id
      avatar
    }
  }
`);

export function useUploadUserAvatar() {
  const [mutate] = useMutation(UploadUserAvatarDocument);
  return async (dataUrl: string) => {
    const { data } = await mutate({ variables: { avatar: fileOfDataUrl(dataUrl, 'avatar') } });
    return data!.uploadUserAvatar;
  };
}
