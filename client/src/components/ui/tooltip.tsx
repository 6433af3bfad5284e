// Tooltips on icon buttons. Chakra's Tooltip with its recipe (see with-recipe.tsx).
import { Tooltip as ChakraTooltip } from '@chakra-ui/react';
import { tooltipSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

export const Tooltip = {
  ...ChakraTooltip,
  Root: withRecipe(ChakraTooltip.Root, tooltipSlotRecipe),
};
