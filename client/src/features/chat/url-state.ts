// What the chat app keeps in the address: the side column's view (?view=people|profile;
// the chats are the default and left out), the search over the side column's list
// (?search=, which stays as a conversation opens and as the way back leads to the list)
// and a conversation's contact panel (?panel=contact). A reload or a shared link opens
// the same view.
import { useLocation, type To } from 'react-router';
import { searchIn } from '../../lib/url-state';

export type SidebarView = 'chats' | 'people' | 'profile';

export function sidebarView(params: URLSearchParams): SidebarView {
  const view = params.get('view');
  return view === 'people' || view === 'profile' ? view : 'chats';
}

/** A link to another view of the side column, where the conversation open stays open. */
export function useViewLink(): (view: SidebarView) => To {
  const { pathname } = useLocation();
  return (view) => ({
    pathname,
    search: view === 'chats' ? '' : `?${new URLSearchParams({ view })}`,
  });
}

/** The address's query for a link between the list and a conversation: its search only. */
export function keptSearch(params: URLSearchParams): string {
  const search = searchIn(params);
  return search ? `?${new URLSearchParams({ search })}` : '';
}

const PANEL = 'panel';
const CONTACT_PANEL = 'contact';

/** Whether the conversation's contact panel is open. */
export function contactPanelOpen(params: URLSearchParams): boolean {
  return params.get(PANEL) === CONTACT_PANEL;
}

/** The address parameters with the contact panel opened, or closed if it was open. */
export function withContactPanelToggled(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  if (contactPanelOpen(params)) next.delete(PANEL);
  else next.set(PANEL, CONTACT_PANEL);
  return next;
}
