import { Button, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormAlert } from './form-alert';

interface AuthFormProps<T extends FieldValues> {
  /** From `useZodForm(schema, defaults, 'submitted')`: messages show after the first submit. */
  form: UseFormReturn<T>;
  /** Called with the checked (trimmed) values when every field is valid. */
  onSubmit: (values: T) => void;
  /** The last request's error, shown as the server worded it. */
  error?: { message: string } | null;
  loading: boolean;
  submitLabel: string;
  loadingLabel: string;
  children: ReactNode;
}

/** A form with the server's error on top and a submit button that waits while sending. */
export function AuthForm<T extends FieldValues>({
  form,
  onSubmit,
  error,
  loading,
  submitLabel,
  loadingLabel,
  children,
}: AuthFormProps<T>) {
  const submit = form.handleSubmit((values) => {
    if (!loading) onSubmit(values);
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap={5}>
          {error && <FormAlert status="error" title={error.message} />}
          {children}
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            mt={2}
            loading={loading}
            loadingText={loadingLabel}
          >
            {submitLabel}
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
