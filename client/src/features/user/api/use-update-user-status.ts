// The signed-in user's presence (online, away, busy, offline), changed from the user
// menu: shown at once, settled by the server's answer, rolled back and told in a toast
// if refused.
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToasts } from '../../../components/page/toasts';
import { graphql } from '../../../gql';
import type { UserStatus } from '../../../gql/graphql';

const UpdateUserStatusDocument = graphql(`
  mutation UpdateUserStatus($status: UserStatus!) {
    updateUser(user: { status: $status }) {
      __typename
      id
      status
    }
  }
`);

export function useUpdateUserStatus(): (user: { id: string }, status: UserStatus) => void {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [update] = useMutation(UpdateUserStatusDocument);
  // The same function from render to render, so the memoized toolbar does not draw again.
  return useCallback(
    (user, status) =>
      void update({
        variables: { status },
        optimisticResponse: { updateUser: { __typename: 'User', id: user.id, status } },
      }).catch((error: unknown) => toasts.failed(t('shell.statusFailed'), error)),
    [t, toasts, update],
  );
}
