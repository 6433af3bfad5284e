// A dialog, drawer or record opened over its page by one of that page's links carries
// OPENED_HERE in its history entry; closing it then goes back (so Back after closing
// does not open it again). Opened any other way (a shared link, a reload), it closes in
// place, to the address its screen names, replacing the entry.
import { useCallback } from 'react';
import { useLocation, useNavigate, type To } from 'react-router';

/** The link state of a link that opens something over its page. */
export const OPENED_HERE = { openedHere: true } as const;

/** Whether the current entry was opened over its page (OPENED_HERE). */
export function wasOpenedHere(state: unknown): boolean {
  return (state as Partial<typeof OPENED_HERE> | null)?.openedHere === true;
}

/** Closes what the current entry opened: back, or in place to `fallback`. */
export function useCloseBack() {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (fallback: To) =>
      void (wasOpenedHere(location.state) ? navigate(-1) : navigate(fallback, { replace: true })),
    [location.state, navigate],
  );
}
