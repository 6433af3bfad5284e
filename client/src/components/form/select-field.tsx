// A choice from a short list (category, brand, label), as the browser's own <select>:
// keyboard, screen readers and phones handle it natively.
import { Field } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { NativeSelect } from '../ui/native-select';
import { useFieldError } from './field-error';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** The first, empty choice ("None"); without it a value must be picked. */
  placeholder?: string;
  helper?: string;
  required?: boolean;
  size?: 'xs' | 'sm' | 'md' | 'lg';
}

export function SelectField({
  name,
  label,
  options,
  placeholder,
  helper,
  required,
  size,
}: SelectFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root size={size}>
        <NativeSelect.Field {...register(name)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        helper && <Field.HelperText>{helper}</Field.HelperText>
      )}
    </Field.Root>
  );
}
