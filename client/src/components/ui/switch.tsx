// On/off settings (a product's "active"). Chakra's Switch with its recipe (see with-recipe.tsx).
import { Switch as ChakraSwitch } from '@chakra-ui/react';
import { switchSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

export const Switch = { ...ChakraSwitch, Root: withRecipe(ChakraSwitch.Root, switchSlotRecipe) };
