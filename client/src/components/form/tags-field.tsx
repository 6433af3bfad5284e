// A record's tags bound to the form around it (the form holds the picked ids). A tag
// deleted from here is off every record on the server, this one included: the form's
// saved value and its picked tags both drop it, so the form stays as clean or as
// changed as it was (every app's form behaves the same after a tag delete).
import { useController, useFormContext } from 'react-hook-form';
import { TagPicker, type TagPickerProps } from '../tags/tag-picker';

type TagsFieldProps = Omit<TagPickerProps, 'value' | 'onChange'> & { name: string };

export function TagsField({ name, onDelete, ...picker }: TagsFieldProps) {
  const { field } = useController({ name });
  const { formState, getValues, resetField, setValue } = useFormContext();
  const without = (ids: unknown, id: string) =>
    ((ids as string[] | undefined) ?? []).filter((tag) => tag !== id);

  async function deleteTag(id: string) {
    await onDelete(id);
    const picked = without(getValues(name), id);
    resetField(name, { defaultValue: without(formState.defaultValues?.[name], id) });
    setValue(name, picked, { shouldDirty: true });
  }

  return (
    <TagPicker
      {...picker}
      onDelete={deleteTag}
      value={(field.value as string[] | undefined) ?? []}
      onChange={(ids) => field.onChange(ids)}
    />
  );
}
