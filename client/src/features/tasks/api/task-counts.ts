// The counts a change touches, asked again once the server has made it: the list's (the
// header's) and the named sections'. The server keeps them as the list changes, so each
// costs it a few binary searches, never a walk over the list; the answers land in the
// cache (the list's counts are one record, a section's are part of it) and the screen
// follows.
import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../../gql';

const RefreshTaskCountsDocument = graphql(`
  query RefreshTaskCounts {
    taskCounts {
      ...TaskListCountsFields
    }
  }
`);

const RefreshSectionCountsDocument = graphql(`
  query RefreshSectionCounts($id: ID!) {
    task(id: $id) {
      id
      counts {
        total
        remaining
      }
    }
  }
`);

export function refreshCounts(
  client: ApolloClient,
  sections: Iterable<string | undefined> = [],
): void {
  // One that fails leaves the counts as they were, until the next change or page.
  const quietly = (request: Promise<unknown>) => void request.catch(() => undefined);
  quietly(client.query({ query: RefreshTaskCountsDocument, fetchPolicy: 'network-only' }));
  for (const id of new Set(sections)) {
    if (id) {
      quietly(
        client.query({
          query: RefreshSectionCountsDocument,
          variables: { id },
          fetchPolicy: 'network-only',
        }),
      );
    }
  }
}
