// Whether a failed load means the address names nothing (an unknown guide category or
// guide: the API's NOT_FOUND), rather than a failure worth a retry.
import { CombinedGraphQLErrors } from '@apollo/client/errors';

export function isNotFound(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((entry) => entry.extensions?.code === 'NOT_FOUND')
  );
}
