import { Button, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isRefusedSession } from '../../../apollo/error-codes';
import { ErrorText } from '../../../components/ui/error-text';
import { FormAlert } from './form-alert';

interface AuthFormProps<T extends FieldValues> {
  /** From `useZodForm(schema, defaults, 'submitted')`: messages show after the first submit. */
  form: UseFormReturn<T>;
  /** Called with the checked (trimmed) values when every field is valid. */
  onSubmit: (values: T) => void;
  /** The last request's error, told in the reader's words (components/ui/error-text.tsx). */
  error?: unknown;
  loading: boolean;
  submitLabel: string;
  loadingLabel: string;
  children: ReactNode;
}

/** A form with the last request's error on top and a submit button that waits while sending. */
export function AuthForm<T extends FieldValues>({
  form,
  onSubmit,
  error,
  loading,
  submitLabel,
  loadingLabel,
  children,
}: AuthFormProps<T>) {
  const { t } = useTranslation();
  const submit = form.handleSubmit((values) => {
    if (!loading) onSubmit(values);
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap={5}>
          {Boolean(error) && (
            <FormAlert
              status="error"
              // Here a refused session is refused credentials (sign-in, unlock).
              title={
                isRefusedSession(error) ? t('auth.wrongCredentials') : <ErrorText error={error} />
              }
            />
          )}
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
