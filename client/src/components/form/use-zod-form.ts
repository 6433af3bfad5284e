// The app's forms: react-hook-form checking a zod schema as the user types (SPEC
// section 5), so each field's message shows beside it as soon as the value is wrong and
// the form knows whether it may be saved.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type * as z from 'zod/v4/core';

export function useZodForm<T extends FieldValues>(
  schema: z.$ZodType<T, T>,
  defaultValues: DefaultValues<T>,
) {
  return useForm<T>({ resolver: zodResolver(schema), defaultValues, mode: 'onChange' });
}
