// The compose dialog lives in the address (?compose=new, or a draft's id), so reload and
// back keep it; opening it keeps the page under it.
import { useLocation } from 'react-router';

export const COMPOSE_PARAM = 'compose';

/** The address of the current page with the compose dialog open on `what`. */
export function useComposeLink(): (what: string) => string {
  const location = useLocation();
  return (what) => {
    const search = new URLSearchParams(location.search);
    search.set(COMPOSE_PARAM, what);
    // From the settings, compose over the inbox.
    return `${location.pathname}?${search}`;
  };
}
