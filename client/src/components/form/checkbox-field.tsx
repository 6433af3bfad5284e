import { Checkbox, Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { useFieldError } from './field-error';

/** A checkbox bound to the form around it, with its message when it is wrong. */
export function CheckboxField({ name, children }: { name: string; children: ReactNode }) {
  const {
    field: { value, onChange, onBlur },
  } = useController({ name });
  const error = useFieldError(name);
  return (
    <Field.Root invalid={!!error}>
      <Checkbox.Root
        colorPalette="brand"
        alignItems="flex-start"
        checked={value === true}
        onCheckedChange={(details) => onChange(details.checked === true)}
        onBlur={onBlur}
      >
        <Checkbox.HiddenInput name={name} />
        <Checkbox.Control />
        <Checkbox.Label>{children}</Checkbox.Label>
      </Checkbox.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
