// Everything the notes screen shows is chosen in its address, so a reload, back and
// forward and a shared link show the same: the filter (?filter=reminders|archive or
// ?label=<id>), the search (?search=), the open note (?note=<id>, ?note=new for a new
// one) and the label editor (?labels=edit).
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { OPENED_HERE, useCloseBack } from '../../lib/opened-here';
import { searchIn } from '../../lib/url-state';

export type NotesFilter =
  { kind: 'notes' } | { kind: 'reminders' } | { kind: 'archive' } | { kind: 'label'; id: string };

export const NEW_NOTE = 'new';

export function filterOf(params: URLSearchParams): NotesFilter {
  const label = params.get('label');
  if (label) return { kind: 'label', id: label };
  const filter = params.get('filter');
  if (filter === 'reminders' || filter === 'archive') return { kind: filter };
  return { kind: 'notes' };
}

/** The address's search with `changes` applied (null removes a parameter). */
export function searchWith(
  params: URLSearchParams,
  changes: Record<string, string | null>,
): string {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** The parameters that choose a filter, for a filter's link. */
export function filterChanges(filter: NotesFilter): Record<string, string | null> {
  return {
    filter: filter.kind === 'reminders' || filter.kind === 'archive' ? filter.kind : null,
    label: filter.kind === 'label' ? filter.id : null,
    note: null,
    labels: null,
  };
}

/** The link that opens a note from `baseSearch` (the address without a dialog). */
export function openNoteLink(baseSearch: string, id: string) {
  const params = new URLSearchParams(baseSearch);
  params.set('note', id);
  return { to: { search: `?${params}` }, state: OPENED_HERE };
}

export function sameFilter(a: NotesFilter, b: NotesFilter): boolean {
  return a.kind === b.kind && (a.kind !== 'label' || a.id === (b as { id: string }).id);
}

/** The screen's choices, and links and actions that change them. */
export function useNotesAddress() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();

  /** A link's target (search and state) that opens a dialog with `changes`. */
  const opening = useCallback(
    (changes: Record<string, string | null>) => ({
      to: { search: searchWith(params, changes) },
      state: OPENED_HERE,
    }),
    [params],
  );

  /** Closes a dialog: back where it was opened from, or, on a shared link, the list. */
  const closeBack = useCloseBack();
  const close = useCallback(
    (changes: Record<string, string | null>) => closeBack({ search: searchWith(params, changes) }),
    [closeBack, params],
  );

  /** Opens a dialog from code (a note just created), as a link would. */
  const open = useCallback(
    (changes: Record<string, string | null>, replace = false) => {
      void navigate(
        { search: searchWith(params, changes) },
        { replace, state: replace ? location.state : OPENED_HERE },
      );
    },
    [location.state, navigate, params],
  );

  return {
    params,
    filter: filterOf(params),
    search: searchIn(params) ?? '',
    noteId: params.get('note'),
    labelsOpen: params.get('labels') === 'edit',
    opening,
    open,
    close,
  };
}
