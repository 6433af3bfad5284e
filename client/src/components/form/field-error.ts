import { get, useFormState } from 'react-hook-form';

/** The message of `name`'s error in the form around it, if it has one. */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  return (get(errors, name) as { message?: string } | undefined)?.message;
}
