// An empty list's message (components/page/empty-list.tsx uses it). Chakra's EmptyState with its recipe (see with-recipe.tsx).
import { EmptyState as ChakraEmptyState } from '@chakra-ui/react';
import { emptyStateSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

export const EmptyState = {
  ...ChakraEmptyState,
  Root: withRecipe(ChakraEmptyState.Root, emptyStateSlotRecipe),
};
