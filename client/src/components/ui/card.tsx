// Cards: boards, notes, summaries. Chakra's Card with its recipe (see with-recipe.tsx).
import { Card as ChakraCard } from '@chakra-ui/react';
import { cardSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

export const Card = { ...ChakraCard, Root: withRecipe(ChakraCard.Root, cardSlotRecipe) };
