import { signedInRoot } from '../../context';
import type { Resolvers } from '../../generated/graphql';
import { requireEmail, requireText } from '../../lib/input';

export const resolvers: Resolvers = {
  Mutation: {
    signIn: (_, { email, password }, { auth }) => auth.signIn(email, password),
    unlockSession: (_, { email, password }, { auth }) => auth.signIn(email, password),
    signInWithToken: (_, { accessToken }, { auth }) => auth.signInWithToken(accessToken),
    signUp: (_, { input }) => {
      requireText(input.name, 'name');
      requireEmail(input.email);
      requireText(input.password, 'password');
      return true;
    },
    forgotPassword: (_, { email }) => Boolean(requireEmail(email)),
    resetPassword: (_, { password }) => Boolean(requireText(password, 'password')),
  },
  AuthPayload: {
    query: ({ user }) => signedInRoot({ userId: user.id }),
  },
};
