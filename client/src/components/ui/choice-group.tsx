// A titled set of choices shown as cards (a swatch, a picture, an icon) under native radio
// buttons: the browser gives the keyboard handling (arrows move and choose) and the
// accessible names; the cards only style them.
import { Box, Fieldset, Grid } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface Choice<T extends string> {
  value: T;
  label: string;
  /** Drawn above the label (a swatch, a small picture of a layout). */
  preview?: ReactNode;
}

interface ChoiceGroupProps<T extends string> {
  legend: string;
  /** The radio buttons' group name, unique on the page. */
  name: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  columns: number;
  /** Choosing the checked choice again calls onChange too (it may not be in effect yet). */
  repeatable?: boolean;
}

export function ChoiceGroup<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  columns,
  repeatable = false,
}: ChoiceGroupProps<T>) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="sm" fontWeight="semibold" color="fg" mb={3}>
        {legend}
      </Fieldset.Legend>
      <Grid templateColumns={`repeat(${columns}, minmax(0, 1fr))`} gap={2}>
        {choices.map((choice) => (
          <Box
            as="label"
            key={choice.value}
            display="flex"
            flexDirection="column"
            alignItems="center"
            position="relative"
            gap={1.5}
            px={1}
            py={2}
            rounded="lg"
            borderWidth="1px"
            cursor="pointer"
            fontSize="xs"
            fontWeight="medium"
            textAlign="center"
            // A long word (in Turkish or Spanish) wraps inside its card, not over its edge.
            overflowWrap="anywhere"
            color="fg.muted"
            _hover={{ bg: 'bg.muted' }}
            css={{
              '&:has(input:checked)': {
                borderColor: 'brand.border',
                bg: 'brand.subtle',
                color: 'fg',
              },
              '&:has(input:focus-visible)': {
                outline: '2px solid',
                outlineColor: 'brand.focusRing',
                outlineOffset: '2px',
              },
            }}
          >
            {/* Transparent over the whole card: the card is the radio button's hit area. */}
            <Box asChild position="absolute" inset={0} m={0} opacity={0} cursor="pointer">
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={choice.value === value}
                onChange={() => onChange(choice.value)}
                onClick={
                  repeatable && choice.value === value ? () => onChange(choice.value) : undefined
                }
              />
            </Box>
            {choice.preview}
            {choice.label}
          </Box>
        ))}
      </Grid>
    </Fieldset.Root>
  );
}
