import { graphql } from '../../../gql';
import type { MenuQuery, ShellQueryVariables } from '../../../gql/graphql';
import {
  LAYOUT_PARAM,
  chooseLayout,
  navigationVariant,
  type NavigationVariant,
} from '../layout-choice';
import { savedLayout } from '../settings';

/**
 * What the shell shows around every page: the signed-in user and the main menu in the
 * shape the current layout uses (one of the API's four, picked by the variables). The
 * start-up loads bring it (app/start-up.ts), so the shell shows with its menu drawn.
 */
export const ShellDocument = graphql(`
  query Shell(
    $default: Boolean!
    $compact: Boolean!
    $futuristic: Boolean!
    $horizontal: Boolean!
  ) {
    ...ShellFields
  }

  fragment ShellFields on Query {
    ...MenuFields
    user {
      ...UserMenuFields
    }
  }

  fragment MenuFields on Query {
    navigation {
      default @include(if: $default) {
        ...NavigationTree
      }
      compact @include(if: $compact) {
        ...NavigationTree
      }
      futuristic @include(if: $futuristic) {
        ...NavigationTree
      }
      horizontal @include(if: $horizontal) {
        ...NavigationTree
      }
    }
  }

  fragment NavigationTree on NavigationItem {
    ...NavigationItemFields
    children {
      ...NavigationItemFields
      children {
        ...NavigationItemFields
      }
    }
  }
`);

export function shellVariables(variant: NavigationVariant): ShellQueryVariables {
  return {
    default: variant === 'default',
    compact: variant === 'compact',
    futuristic: variant === 'futuristic',
    horizontal: variant === 'horizontal',
  };
}

/**
 * The menu a page at `search` (an address's query string) will most likely show, before
 * its route is known: the layout ?layout= names there, else the saved one. A route with
 * its own layout may want another shape; the shell then asks for it itself.
 */
export function shellVariablesAt(search: string): ShellQueryVariables {
  const layout = chooseLayout(
    undefined,
    new URLSearchParams(search).get(LAYOUT_PARAM),
    savedLayout(),
  );
  return shellVariables(navigationVariant(layout));
}

/** Until the query answers: one array, so the menu's memoized parts do not draw again. */
const NO_ITEMS: readonly [] = [];

/** The variant's menu from the query's answer (empty until it arrives). */
export function menuOf(data: MenuQuery | undefined, variant: NavigationVariant) {
  return data?.navigation[variant] ?? NO_ITEMS;
}
