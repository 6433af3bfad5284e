// Breadcrumbs: where a page sits in its app (the help center's guides). Chakra's Breadcrumb with its recipe (see with-recipe.tsx).
import { Breadcrumb as ChakraBreadcrumb } from '@chakra-ui/react';
import { breadcrumbSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

export const Breadcrumb = {
  ...ChakraBreadcrumb,
  Root: withRecipe(ChakraBreadcrumb.Root, breadcrumbSlotRecipe),
};
