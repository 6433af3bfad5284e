// The documented mock delays (SPEC section 9), by schema coordinate. Everything
// else answers at once. Config.delayScale multiplies them (0 turns them off).
// A test checks every entry names a real root field.
export const DELAYS_MS: Readonly<Record<string, number>> = {
  'Mutation.forgotPassword': 1000,
  'Mutation.resetPassword': 1000,
  'Mutation.signIn': 1500,
  'Mutation.signUp': 1500,
  'Mutation.unlockSession': 1500,
  'Query.inventoryProducts': 300,
  'Query.mailboxMails': 625,
};
