// What the scrumboard keeps in its address besides the search (?search=, read with
// lib/url-state.ts): a dialog or drawer as a search parameter (?new, ?settings), so a
// reload or a shared link opens it again. Opened from the page, closing it goes back in
// the history (so Back after closing does not reopen it); opened from a link, it closes
// in place. A card's dialog (its own route) closes the same way.
import { useLocation, useNavigate, useSearchParams } from 'react-router';

const OPENED_HERE = 'openedHere';

export function useOverlayParam(name: string) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const openedHere = (location.state as Record<string, unknown> | null)?.[OPENED_HERE] === true;

  const change = (open: boolean, replace: boolean) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (open) next.set(name, '');
        else next.delete(name);
        return next;
      },
      { replace, state: open ? { [OPENED_HERE]: true } : undefined },
    );

  return {
    open: params.has(name),
    show: () => change(true, false),
    close: () => (openedHere ? void navigate(-1) : change(false, true)),
  };
}

/** Link state for a record opened over its page (a card's dialog), closed the same way. */
export const openedHereState = { [OPENED_HERE]: true };

/** Whether the current entry was opened from its page (see useOverlayParam). */
export function wasOpenedHere(state: unknown): boolean {
  return (state as Record<string, unknown> | null)?.[OPENED_HERE] === true;
}
