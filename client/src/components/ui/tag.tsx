// Tags and labels on records. Chakra's Tag with its recipe (see with-recipe.tsx).
import { Tag as ChakraTag } from '@chakra-ui/react';
import { tagSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

export const Tag = { ...ChakraTag, Root: withRecipe(ChakraTag.Root, tagSlotRecipe) };
