// What the scrumboard keeps in its address besides the search (?search=, read with
// lib/url-state.ts): a dialog or drawer as a search parameter (?new, ?settings), so a
// reload or a shared link opens it again. Opened from the page, closing it goes back in
// the history (so Back after closing does not reopen it); opened from a link, it closes
// in place (lib/opened-here.ts). A card's dialog (its own route) closes the same way.
import { useSearchParams } from 'react-router';
import { OPENED_HERE, useCloseBack } from '../../lib/opened-here';

export function useOverlayParam(name: string) {
  const [params, setParams] = useSearchParams();
  const closeBack = useCloseBack();
  const without = () => {
    const next = new URLSearchParams(params);
    next.delete(name);
    const search = next.toString();
    return { search: search ? `?${search}` : '' };
  };
  return {
    open: params.has(name),
    show: () =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set(name, '');
          return next;
        },
        { state: OPENED_HERE },
      ),
    close: () => closeBack(without()),
  };
}
