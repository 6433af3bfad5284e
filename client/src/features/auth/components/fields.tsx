import { Checkbox, Field, Input, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmitAttempted } from './auth-form';

interface TextFieldProps extends Omit<InputProps, 'value' | 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The validation message, shown after a submit attempt. */
  error: string | null;
}

export function TextField({ label, value, onChange, error, ...input }: TextFieldProps) {
  const attempted = useSubmitAttempted();
  return (
    <Field.Root invalid={attempted && !!error}>
      <Field.Label>{label}</Field.Label>
      <Input
        size="lg"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...input}
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

type EmailFieldProps = Omit<TextFieldProps, 'label' | 'type'>;

/** The e-mail field; its message comes from `useValidators().email`. */
export function EmailField({ autoComplete = 'email', ...props }: EmailFieldProps) {
  const { t } = useTranslation();
  return <TextField label={t('auth.email')} type="email" autoComplete={autoComplete} {...props} />;
}

interface CheckboxFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | null;
  children: ReactNode;
}

export function CheckboxField({ checked, onChange, error, children }: CheckboxFieldProps) {
  const attempted = useSubmitAttempted();
  return (
    <Field.Root invalid={attempted && !!error}>
      <Checkbox.Root
        colorPalette="blue"
        alignItems="flex-start"
        checked={checked}
        onCheckedChange={(details) => onChange(details.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{children}</Checkbox.Label>
      </Checkbox.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
