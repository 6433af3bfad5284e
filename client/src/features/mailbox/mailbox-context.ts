// What every mailbox screen reads from the side column's query (folders, filters,
// labels, the message layout), and the way to open the column as a drawer on narrow
// screens; the layout route provides both.
import { createContext, useContext } from 'react';
import type { MailboxNavQuery } from '../../gql/graphql';

export type MailboxNav = MailboxNavQuery;

interface MailboxShared {
  nav: MailboxNav;
  /** Opens the side column over the page (below lg, where it is not shown beside). */
  openColumn: () => void;
}

export const MailboxContext = createContext<MailboxShared | null>(null);

function useShared(): MailboxShared {
  const shared = useContext(MailboxContext);
  if (!shared) throw new Error('The mailbox screens need the mailbox layout around them.');
  return shared;
}

export function useMailboxNav(): MailboxNav {
  return useShared().nav;
}

export function useOpenColumn(): () => void {
  return useShared().openColumn;
}
