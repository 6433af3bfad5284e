// An on/off value bound to the form around it (a product's "active").
import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { Switch } from '../ui/switch';

export function SwitchField({ name, children }: { name: string; children: ReactNode }) {
  const {
    field: { value, onChange, onBlur },
  } = useController({ name });
  return (
    <Field.Root>
      <Switch.Root
        colorPalette="brand"
        checked={value === true}
        onCheckedChange={(details) => onChange(details.checked)}
        onBlur={onBlur}
      >
        <Switch.HiddenInput name={name} />
        <Switch.Control />
        <Switch.Label>{children}</Switch.Label>
      </Switch.Root>
    </Field.Root>
  );
}
