// The app's forms: react-hook-form checking a zod schema (SPEC section 5), so each
// field's message shows beside it and the form knows whether it may be saved.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type * as z from 'zod/v4/core';

/**
 * When the messages first show: `typing` checks every change from the start (editing a
 * record); `submitted` waits for the first submit and then follows every change (the
 * sign-in family, where a half-typed e-mail is not yet a mistake).
 */
type CheckFrom = 'typing' | 'submitted';

export function useZodForm<T extends FieldValues>(
  schema: z.$ZodType<T, T>,
  defaultValues: DefaultValues<T>,
  checkFrom: CheckFrom = 'typing',
) {
  return useForm<T>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: checkFrom === 'typing' ? 'onChange' : 'onSubmit',
    reValidateMode: 'onChange',
  });
}
