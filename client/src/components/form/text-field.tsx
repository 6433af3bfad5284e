// A text field bound to the form around it (react-hook-form's FormProvider): the label,
// the input, and the field's message when it is wrong. Each shared field has its own
// module, so a page's code holds only the controls it shows (the sign-in page's budget).
import { Field, Input, type InputProps } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { useFieldError } from './field-error';

interface TextFieldProps extends Omit<InputProps, 'name'> {
  name: string;
  label: string;
  /** A hint under the field, shown while it has no error. */
  helper?: string;
  /** Fields whose check reads this one, checked again when it changes. */
  deps?: string[];
}

export function TextField({ name, label, helper, deps, required, ...input }: TextFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input {...input} {...register(name, { deps })} />
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        helper && <Field.HelperText>{helper}</Field.HelperText>
      )}
    </Field.Root>
  );
}
