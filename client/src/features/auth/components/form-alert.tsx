import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FormAlertProps {
  status: 'error' | 'success';
  title: ReactNode;
  children?: ReactNode;
}

/** The server's error, or the confirmation that a request went through. */
export function FormAlert({ status, title, children }: FormAlertProps) {
  return (
    <Alert.Root status={status}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {children && <Alert.Description>{children}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}
