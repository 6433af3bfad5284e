// The layout the current address shows, and the menu it needs (layout-choice.ts).
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import type { MenuStatus } from '../../components/layout/menu-status';
import { useMatches, useSearchParams } from 'react-router';
import { MenuDocument } from './api/menu-document';
import { ShellDocument, menuOf, shellVariables } from './api/documents';
import { LAYOUT_PARAM, chooseLayout, navigationVariant } from './layout-choice';
import { useSavedLayout } from './settings';

/** A route's own layout: `handle: { layout: 'empty' }` in its definition. */
function routeLayout(matches: ReturnType<typeof useMatches>): unknown {
  const handles = matches.map((match) => match.handle as { layout?: unknown } | undefined);
  return handles.findLast((handle) => handle?.layout !== undefined)?.layout;
}

const READY: MenuStatus = { state: 'ready' };
const LOADING: MenuStatus = { state: 'loading' };

export function useShellLayout() {
  const [searchParams] = useSearchParams();
  const [saved] = useSavedLayout();
  const layout = chooseLayout(routeLayout(useMatches()), searchParams.get(LAYOUT_PARAM), saved);
  const variant = navigationVariant(layout);
  // Once per menu shape: the menu does not change while the app runs.
  const client = useApolloClient();
  const variables = shellVariables(variant);
  const queried = useQuery(ShellDocument, { variables, fetchPolicy: 'cache-first' });
  const { previousData, error, refetch } = queried;
  // A shell made ready hidden runs no effects, so its query is not yet following the
  // cache in the render that a sign-in shows it with: the menu the sign-in's answer put
  // there is read directly, so the first frame draws it. Read optimistically, as the
  // query reads, it is the same object the query answers with next: nothing draws twice.
  const data =
    queried.data ??
    client.readQuery({ query: ShellDocument, variables, optimistic: true }) ??
    undefined;
  // Before the sign-in only the menu is there (a guest page asks for it, app/start-up-loads.ts):
  // the shell made ready hidden draws it, so showing it only adds the user.
  const menu =
    data ?? client.readQuery({ query: MenuDocument, variables, optimistic: true }) ?? undefined;
  // The menu only from this layout's answer: the previous one has another menu's shape,
  // so a layout chosen in the settings shows the skeleton until its menu comes. The user
  // stays meanwhile.
  const ready = !!menu;
  const failed = !ready && !!error;
  const menuStatus = useMemo<MenuStatus>(
    () => (ready ? READY : failed ? { state: 'failed', retry: refetch } : LOADING),
    [ready, failed, refetch],
  );
  const user = (data ?? previousData)?.user ?? null;
  return { layout, items: menuOf(menu, variant), user, menuStatus };
}
