// The fields every form uses, bound to the form around them (react-hook-form's
// FormProvider): the label, the control, and the field's message when it is wrong.
import { Button, Checkbox, Field, Input, Textarea, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { get, useController, useFormContext, useFormState } from 'react-hook-form';

/** The message of `name`'s error, if it has one. */
function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  return (get(errors, name) as { message?: string } | undefined)?.message;
}

interface TextFieldProps extends Omit<InputProps, 'name'> {
  name: string;
  label: string;
  /** A hint under the field, shown while it has no error. */
  helper?: string;
  /** Several lines (a textarea). */
  multiline?: boolean;
}

export function TextField({ name, label, helper, multiline, required, ...input }: TextFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {multiline ? (
        <Textarea autoresize rows={2} {...register(name)} />
      ) : (
        <Input {...input} {...register(name)} />
      )}
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        helper && <Field.HelperText>{helper}</Field.HelperText>
      )}
    </Field.Root>
  );
}

export function CheckboxField({ name, children }: { name: string; children: ReactNode }) {
  const {
    field: { value, onChange, onBlur },
  } = useController({ name });
  const error = useFieldError(name);
  return (
    <Field.Root invalid={!!error}>
      <Checkbox.Root
        colorPalette="brand"
        checked={value === true}
        onCheckedChange={(details) => onChange(details.checked === true)}
        onBlur={onBlur}
      >
        <Checkbox.HiddenInput name={name} />
        <Checkbox.Control />
        <Checkbox.Label>{children}</Checkbox.Label>
      </Checkbox.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

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
