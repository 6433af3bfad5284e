// A number field bound to the form around it: the form holds a number (or NaN while the
// text is not one, which the form's zod schema refuses with its own message), never text.
import { Field, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useFieldError } from './field-error';

interface NumberFieldProps extends Omit<InputProps, 'name' | 'type'> {
  name: string;
  label: string;
  helper?: string;
  /** Shown inside the field before the number ("$") or after it ("%", "kg"). */
  startElement?: ReactNode;
  endElement?: ReactNode;
  /** Fields whose check or value reads this one. */
  deps?: string[];
}

export function NumberField({
  name,
  label,
  helper,
  startElement,
  endElement,
  deps,
  required,
  ...input
}: NumberFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <InputGroup startElement={startElement} endElement={endElement}>
        <Input
          type="number"
          inputMode="decimal"
          {...input}
          {...register(name, { valueAsNumber: true, deps })}
        />
      </InputGroup>
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        helper && <Field.HelperText>{helper}</Field.HelperText>
      )}
    </Field.Root>
  );
}
