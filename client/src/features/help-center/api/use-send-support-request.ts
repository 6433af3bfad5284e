// Sends a support request; the answer (its id and date) goes first in the user's list.
import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { HelpCenterSupportRequestInput } from '../../../gql/graphql';

const SendSupportRequestDocument = graphql(`
  mutation SendSupportRequest($request: HelpCenterSupportRequestInput!) {
    sendSupportRequest(request: $request) {
      ...HelpCenterSupportRequestFields
    }
  }
`);

export function useSendSupportRequest() {
  const [mutate] = useMutation(SendSupportRequestDocument, {
    update(cache, { data }) {
      if (!data) return;
      cache.modify({
        fields: {
          helpCenterSupportRequests: (requests: readonly Reference[], { toReference }) => {
            const ref = toReference(data.sendSupportRequest);
            return ref
              ? [ref, ...requests.filter((request) => request.__ref !== ref.__ref)]
              : requests;
          },
        },
      });
    },
  });
  return async (request: HelpCenterSupportRequestInput) => {
    const { data } = await mutate({ variables: { request } });
    if (!data) throw new Error('No answer');
    return data.sendSupportRequest;
  };
}
