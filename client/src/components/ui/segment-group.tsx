// A choice of a few options side by side (a task's priority). Chakra's SegmentGroup with its recipe (see with-recipe.tsx).
import { SegmentGroup as ChakraSegmentGroup } from '@chakra-ui/react';
import { segmentGroupSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

export const SegmentGroup = {
  ...ChakraSegmentGroup,
  Root: withRecipe(ChakraSegmentGroup.Root, segmentGroupSlotRecipe),
};
