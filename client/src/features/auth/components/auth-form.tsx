import { Button, Stack } from '@chakra-ui/react';
import {
  createContext,
  startTransition,
  useContext,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { FormAlert } from './form-alert';

const SubmitAttempted = createContext(false);

/** Whether the form was submitted once: validation messages show only from then on. */
export function useSubmitAttempted(): boolean {
  return useContext(SubmitAttempted);
}

interface AuthFormProps {
  /** No field has a validation error. */
  valid: boolean;
  /** Called on submit when `valid`. */
  onSubmit: () => void;
  /** The last request's error, shown as the server worded it. */
  error?: { message: string } | null;
  loading: boolean;
  submitLabel: string;
  loadingLabel: string;
  children: ReactNode;
}

/** A form with the server's error on top and a submit button that waits while sending. */
export function AuthForm({
  valid,
  onSubmit,
  error,
  loading,
  submitLabel,
  loadingLabel,
  children,
}: AuthFormProps) {
  const [attempted, setAttempted] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    // The busy state renders after the request has gone, not before it.
    startTransition(() => {
      setAttempted(true);
      if (valid && !loading) onSubmit();
    });
  }

  return (
    <SubmitAttempted.Provider value={attempted}>
      <form onSubmit={submit} noValidate>
        <Stack gap={5}>
          {error && <FormAlert status="error" title={error.message} />}
          {children}
          <Button
            type="submit"
            colorPalette="blue"
            size="lg"
            mt={2}
            loading={loading}
            loadingText={loadingLabel}
          >
            {submitLabel}
          </Button>
        </Stack>
      </form>
    </SubmitAttempted.Provider>
  );
}
