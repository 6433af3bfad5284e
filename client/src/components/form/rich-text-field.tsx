// Formatted text bound to the form around it (a contact's notes): the form holds HTML,
// or '' when nothing is written. The editor (Tiptap, about 100 kB) is its own chunk,
// loaded when a form first shows this field; until then a placeholder of its size
// stands in, and a failed load says so with a retry, keeping the rest of the form.
import { Field, useFieldContext } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { LoadError } from '../page/load-error';
import { Skeleton } from '../ui/skeleton';
import { useFieldError } from './field-error';
import type * as EditorModuleType from './rich-text-editor';

/** Only a type: the module itself is imported when the field first shows. */
type EditorModule = typeof EditorModuleType;

let editorModule: Promise<EditorModule> | undefined;
/** The editor's code, fetched once; a failed fetch is tried again on the next call. */
function loadEditor(): Promise<EditorModule> {
  editorModule ??= import('./rich-text-editor').catch((error: unknown) => {
    editorModule = undefined;
    throw error;
  });
  return editorModule;
}

interface RichTextFieldProps {
  name: string;
  label: string;
  helper?: string;
  required?: boolean;
}

export function RichTextField({ name, label, helper, required }: RichTextFieldProps) {
  const error = useFieldError(name);
  return (
    <Field.Root invalid={!!error} required={required}>
      <FieldLabel label={label} required={required} />
      <FieldEditor name={name} />
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        helper && <Field.HelperText>{helper}</Field.HelperText>
      )}
    </Field.Root>
  );
}

/** A label cannot point at an editable area (`for`): a click on it moves the focus there. */
function FieldLabel({ label, required }: { label: string; required?: boolean }) {
  const field = useFieldContext();
  return (
    <Field.Label onClick={() => document.getElementById(field.ids.control)?.focus()}>
      {label}
      {required && <Field.RequiredIndicator />}
    </Field.Label>
  );
}

function FieldEditor({ name }: { name: string }) {
  const field = useFieldContext();
  const { field: value } = useController({ name });
  const [loaded, setLoaded] = useState<{ module?: EditorModule; error?: Error }>({});
  const load = useCallback(
    () =>
      loadEditor().then(
        (module) => setLoaded({ module }),
        (error: unknown) =>
          setLoaded({ error: error instanceof Error ? error : new Error(String(error)) }),
      ),
    [],
  );
  useEffect(() => void load(), [load]);
  const { ids, ariaDescribedby, invalid, required } = field;
  // What ties the editable area to the field: its label, helper or error, its state.
  const attributes = useMemo(
    () => ({
      id: ids.control,
      'aria-labelledby': ids.label,
      ...(ariaDescribedby && { 'aria-describedby': ariaDescribedby }),
      ...(invalid && { 'aria-invalid': 'true' }),
      ...(required && { 'aria-required': 'true' }),
    }),
    [ids.control, ids.label, ariaDescribedby, invalid, required],
  );

  if (loaded.error) return <LoadError error={loaded.error} onRetry={load} />;
  if (!loaded.module) return <Skeleton h="40" rounded="l2" />;
  const { RichTextEditor } = loaded.module;
  return (
    <RichTextEditor
      value={typeof value.value === 'string' ? value.value : ''}
      onChange={value.onChange}
      onBlur={value.onBlur}
      invalid={invalid}
      attributes={attributes}
    />
  );
}
