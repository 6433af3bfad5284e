// A multi-line text field bound to the form around it (descriptions, notes).
import { Field, Textarea, type TextareaProps } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { useFieldError } from './field-error';

interface TextareaFieldProps extends Omit<TextareaProps, 'name'> {
  name: string;
  label: string;
  helper?: string;
}

export function TextareaField({ name, label, helper, required, ...textarea }: TextareaFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Textarea autoresize minH="20" {...textarea} {...register(name)} />
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        helper && <Field.HelperText>{helper}</Field.HelperText>
      )}
    </Field.Root>
  );
}
