// The settings page's query: the signed-in user's account.
import { graphql } from '../../../gql';

export const SettingsAccountDocument = graphql(`
  query SettingsAccount {
    user {
      id
      name
      email
      avatar
      status
      about
    }
  }
`);
