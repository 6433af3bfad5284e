// The inventory table and other lists of records. Chakra's Table with its recipe (see with-recipe.tsx).
import { Table as ChakraTable } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

export const Table = { ...ChakraTable, Root: withRecipe(ChakraTable.Root, tableSlotRecipe) };
