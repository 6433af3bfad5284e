// Formatted text bound to the form around it (a contact's notes, a mail's message): the
// form holds HTML, or '' when nothing is written. The editor (Tiptap, about 130 kB
// compressed) is its own chunk, loaded when a form first shows this field; until then a
// placeholder of its size stands in, and a failed load says so with a retry, keeping the
// rest of the form.
import { Box, Field, useFieldContext } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { LoadError } from '../page/load-error';
import { Skeleton } from '../ui/skeleton';
import { useFieldError } from './field-error';
import type * as EditorModuleType from './rich-text-editor';

/** Only a type: the module itself is imported when the field first shows. */
type EditorModule = typeof EditorModuleType;

let editorModule: Promise<EditorModule> | undefined;
/** The editor's code once it is in: a form opened later shows the editor at once. */
let loadedModule: EditorModule | undefined;
/** The editor's code, fetched once; a failed fetch is tried again on the next call. */
function loadEditor(): Promise<EditorModule> {
  editorModule ??= import('./rich-text-editor').then(
    (module) => (loadedModule = module),
    (error: unknown) => {
      editorModule = undefined;
      throw error;
    },
  );
  return editorModule;
}

/** `data-*` attributes go to the editable area (a dialog's first field to focus). */
type DataAttributes = { [key: `data-${string}`]: string | boolean | undefined };

interface RichTextFieldProps extends DataAttributes {
  name: string;
  label: string;
  helper?: string;
  required?: boolean;
  /** Puts the caret at the start of the text once the editor shows. */
  autoFocus?: boolean;
  /** The writing area's height: at least `minH`, scrolling past `maxH` (size tokens). */
  minH?: string;
  maxH?: string;
}

export function RichTextField({
  name,
  label,
  helper,
  required,
  autoFocus,
  minH = '28',
  maxH,
  ...data
}: RichTextFieldProps) {
  const error = useFieldError(name);
  return (
    <Field.Root invalid={!!error} required={required}>
      <FieldLabel label={label} required={required} />
      <FieldEditor name={name} autoFocus={autoFocus} minH={minH} maxH={maxH} data={data} />
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

interface FieldEditorProps extends Pick<RichTextFieldProps, 'autoFocus' | 'maxH'> {
  name: string;
  minH: string;
  data: DataAttributes;
}

function FieldEditor({ name, autoFocus, minH, maxH, data }: FieldEditorProps) {
  const field = useFieldContext();
  const { field: value } = useController({ name });
  const [loaded, setLoaded] = useState<{ module?: EditorModule; error?: Error }>(() => ({
    module: loadedModule,
  }));
  const load = useCallback(
    () =>
      loadEditor().then(
        (module) => setLoaded({ module }),
        (error: unknown) =>
          setLoaded({ error: error instanceof Error ? error : new Error(String(error)) }),
      ),
    [],
  );
  useEffect(() => {
    if (!loadedModule) void load();
  }, [load]);
  const { ids, ariaDescribedby, invalid, required } = field;
  // What ties the editable area to the field: its label, helper or error, its state.
  const dataKey = JSON.stringify(data);
  const attributes = useMemo(
    () => ({
      ...Object.fromEntries(
        Object.entries(JSON.parse(dataKey) as DataAttributes)
          .filter(([, on]) => on !== undefined && on !== false)
          .map(([key, on]) => [key, String(on)]),
      ),
      id: ids.control,
      'aria-labelledby': ids.label,
      ...(ariaDescribedby && { 'aria-describedby': ariaDescribedby }),
      ...(invalid && { 'aria-invalid': 'true' }),
      ...(required && { 'aria-required': 'true' }),
    }),
    [dataKey, ids.control, ids.label, ariaDescribedby, invalid, required],
  );

  if (loaded.error) return <LoadError error={loaded.error} onRetry={load} />;
  if (!loaded.module)
    return (
      // As tall as the editor will be: its toolbar and its writing area.
      <Skeleton w="full" rounded="l2">
        <Box h="10" />
        <Box minH={minH} />
      </Skeleton>
    );
  const { RichTextEditor } = loaded.module;
  return (
    <RichTextEditor
      value={typeof value.value === 'string' ? value.value : ''}
      onChange={value.onChange}
      onBlur={value.onBlur}
      invalid={invalid}
      autoFocus={autoFocus}
      minH={minH}
      maxH={maxH}
      attributes={attributes}
    />
  );
}
