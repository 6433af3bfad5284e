// The date picker (components/form/date-field.tsx uses it). Chakra's DatePicker with its recipe (see with-recipe.tsx).
import { DatePicker as ChakraDatePicker } from '@chakra-ui/react';
import { datePickerSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

export const DatePicker = {
  ...ChakraDatePicker,
  Root: withRecipe(ChakraDatePicker.Root, datePickerSlotRecipe),
};
