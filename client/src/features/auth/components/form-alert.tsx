import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FormAlertProps {
  status: 'error' | 'success';
  title: ReactNode;
  children?: ReactNode;
}

/**
 * The server's error, or the confirmation that a request went through: read out by
 * screen readers as it appears (an error at once, a confirmation politely).
 */
export function FormAlert({ status, title, children }: FormAlertProps) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {children && <Alert.Description>{children}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}
