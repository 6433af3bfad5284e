// Accordions: the help center's questions. Chakra's Accordion with its recipe (see with-recipe.tsx).
import { Accordion as ChakraAccordion } from '@chakra-ui/react';
import { accordionSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

export const Accordion = {
  ...ChakraAccordion,
  Root: withRecipe(ChakraAccordion.Root, accordionSlotRecipe),
};
