// A key to press, as a keycap. Chakra's Kbd with its recipe (see with-recipe.tsx).
import { Kbd as ChakraKbd } from '@chakra-ui/react';
import { kbdRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

export const Kbd = withRecipe(ChakraKbd, kbdRecipe);
