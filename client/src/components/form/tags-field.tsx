// A record's tags bound to the form around it (the form holds the picked ids).
import { useController } from 'react-hook-form';
import { TagPicker, type TagPickerProps } from '../tags/tag-picker';

type TagsFieldProps = Omit<TagPickerProps, 'value' | 'onChange'> & { name: string };

export function TagsField({ name, ...picker }: TagsFieldProps) {
  const { field } = useController({ name });
  return (
    <TagPicker
      {...picker}
      value={(field.value as string[] | undefined) ?? []}
      onChange={(ids) => field.onChange(ids)}
    />
  );
}
