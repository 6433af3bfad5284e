// A bulleted or numbered list. Chakra's List with its recipe (see with-recipe.tsx).
import { List as ChakraList } from '@chakra-ui/react';
import { listSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

export const List = { ...ChakraList, Root: withRecipe(ChakraList.Root, listSlotRecipe) };
