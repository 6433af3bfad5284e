// A line between groups. Chakra's Separator with the recipe (see with-recipe.tsx).
import { Separator as ChakraSeparator } from '@chakra-ui/react';
import { separatorRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

export const Separator = withRecipe(ChakraSeparator, separatorRecipe);
