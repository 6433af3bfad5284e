// A text saved when the user leaves it (or presses Enter; Ctrl+Enter in notes). Escape
// puts back the saved text. While typed text differs from the saved one it is a draft:
// a refused save keeps the draft on screen (the toast says why) while the list shows
// what the server has.
import { Field, Input, Textarea } from '@chakra-ui/react';
import { useEffect, useState, type KeyboardEvent, type Ref } from 'react';

interface AutosaveTextProps {
  value: string;
  /** Saves the text; answers whether it was saved. */
  onSave: (text: string) => Promise<boolean>;
  label: string;
  /** The field's message for a text that may not be saved, or null. */
  check?: (text: string) => string | null;
  /** Told when the typed text starts or stops failing `check`. */
  onInvalidChange?: (invalid: boolean) => void;
  /** Notes: several lines, Ctrl+Enter saves. */
  multiline?: boolean;
  /** A one-line text that wraps as it grows (a title): Enter saves, no line breaks. */
  wrap?: boolean;
  placeholder?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Shows the label above the field; otherwise it names the field for screen readers. */
  showLabel?: boolean;
  required?: boolean;
  maxLength?: number;
  /** The field (a `wrap` or `multiline` one), for focusing it. */
  inputRef?: Ref<HTMLTextAreaElement>;
  fontWeight?: string;
  variant?: 'outline' | 'subtle' | 'flushed';
}

export function AutosaveText({
  value,
  onSave,
  label,
  check,
  onInvalidChange,
  multiline,
  wrap,
  placeholder,
  size = 'md',
  showLabel = true,
  required,
  maxLength,
  inputRef,
  fontWeight,
  variant = 'outline',
}: AutosaveTextProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? value;
  const error = draft !== null ? (check?.(draft) ?? null) : null;
  const invalid = error !== null;
  useEffect(() => onInvalidChange?.(invalid), [invalid, onInvalidChange]);

  async function commit() {
    if (draft === null) return;
    if (error) return;
    if (draft.trim() === value.trim()) {
      setDraft(null);
      return;
    }
    const typed = draft;
    if (await onSave(typed.trim())) setDraft((now) => (now === typed ? null : now));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) {
    if (event.key === 'Escape' && draft !== null) {
      // Discards the draft only; a second Escape reaches the panel.
      event.stopPropagation();
      setDraft(null);
    } else if (event.key === 'Enter' && (!multiline || event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      void commit();
    }
  }

  const common = {
    value: text,
    placeholder,
    size,
    variant,
    fontWeight,
    maxLength,
    'aria-label': showLabel ? undefined : label,
    onChange: (event: { target: { value: string } }) =>
      setDraft(multiline ? event.target.value : event.target.value.replace(/[\r\n]+/g, ' ')),
    onBlur: () => void commit(),
    onKeyDown,
  };

  return (
    <Field.Root invalid={!!error} required={required}>
      {showLabel && (
        <Field.Label>
          {label}
          {required && <Field.RequiredIndicator />}
        </Field.Label>
      )}
      {multiline ? (
        <Textarea ref={inputRef} autoresize minH="24" {...common} />
      ) : wrap ? (
        <Textarea ref={inputRef} autoresize rows={1} resize="none" {...common} />
      ) : (
        <Input {...common} />
      )}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
