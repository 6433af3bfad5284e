// Focus for a dialog or drawer that opens on a record's form: its title field, with the
// caret after the text. The focus trap selects the text of a field it focuses (so a
// first keystroke would replace the title); it leaves alone a field that has focus.

/** Focuses `container`'s `input[name=…]` with the caret at the end; answers it (or null). */
export function focusAtEnd(container: HTMLElement | null, name: string): HTMLElement | null {
  const field = container?.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!field) return null;
  field.focus();
  field.setSelectionRange(field.value.length, field.value.length);
  return field;
}
