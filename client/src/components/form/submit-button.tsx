import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';

/** Save: disabled while the form is invalid, unchanged or being sent (issue 10's rule). */
export function SubmitButton({
  children,
  loadingText,
}: {
  children: ReactNode;
  loadingText?: string;
}) {
  const { isValid, isDirty, isSubmitting } = useFormState();
  return (
    <Button
      type="submit"
      colorPalette="brand"
      size="sm"
      disabled={!isValid || !isDirty}
      loading={isSubmitting}
      loadingText={loadingText}
    >
      {children}
    </Button>
  );
}
