import { graphql } from '../../../gql';
import type { ShellQuery, ShellQueryVariables } from '../../../gql/graphql';
import type { NavigationVariant } from '../layout-choice';

/**
 * What the shell shows around every page: the signed-in user and the main menu in the
 * shape the current layout uses (one of the API's four, picked by the variables).
 */
export const ShellDocument = graphql(`
  query Shell(
    $default: Boolean!
    $compact: Boolean!
    $futuristic: Boolean!
    $horizontal: Boolean!
  ) {
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
    user {
      ...UserMenuFields
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

/** Until the query answers: one array, so the menu's memoized parts do not draw again. */
const NO_ITEMS: readonly [] = [];

/** The variant's menu from the query's answer (empty until it arrives). */
export function menuOf(data: ShellQuery | undefined, variant: NavigationVariant) {
  return data?.navigation[variant] ?? NO_ITEMS;
}
