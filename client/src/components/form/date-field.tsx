// A date bound to the form around it. The form holds the API's value: an ISO instant
// (the day's start in Santiago) or null.
import { Field } from '@chakra-ui/react';
import { useController } from 'react-hook-form';
import { dayOf, startOfDay } from '../../lib/format';
import { DateInput, type DateInputProps } from '../ui/date-input';
import { useFieldError } from './field-error';

interface DateFieldProps extends Pick<DateInputProps, 'min' | 'max' | 'size'> {
  name: string;
  label: string;
  helper?: string;
}

export function DateField({ name, label, helper, ...input }: DateFieldProps) {
  const { field } = useController({ name });
  const error = useFieldError(name);
  const value = typeof field.value === 'string' && field.value ? dayOf(field.value) : null;
  return (
    <Field.Root invalid={!!error}>
      <DateInput
        {...input}
        label={label}
        value={value}
        onChange={(day) => field.onChange(day ? startOfDay(day) : null)}
        invalid={!!error}
      />
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        helper && <Field.HelperText>{helper}</Field.HelperText>
      )}
    </Field.Root>
  );
}
