// The shortcut form's icon: a combobox over the Heroicons outline set as the API lists it
// (iconSet), filtered as the user types, each name shown with its icon.
import { useQuery } from '@apollo/client/react';
import { Box, Combobox, Field, Flex, Text, createListCollection } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useController, useFormState, get } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NamedIcon } from '../../../components/ui/named-icon';
import { graphql } from '../../../gql';
import { foldText } from '../../../lib/fold';

const IconChoicesDocument = graphql(`
  query IconChoices {
    iconSet(set: heroicons_outline) {
      namespace
      list
    }
  }
`);

/** At most this many matches are listed: typing narrows the rest. */
const SHOWN = 60;

export function IconPicker({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation();
  const { field } = useController({ name });
  const { errors } = useFormState({ name });
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const value = String(field.value ?? '');
  const { data } = useQuery(IconChoicesDocument, { fetchPolicy: 'cache-first' });
  const set = data?.iconSet;
  const [text, setText] = useState(value.split(':')[1] ?? '');

  const collection = useMemo(() => {
    const wanted = foldText(text.trim());
    const names = (set?.list ?? []).filter((icon) => icon.includes(wanted)).slice(0, SHOWN);
    return createListCollection({
      items: names.map((icon) => `${set!.namespace}:${icon}`),
      itemToString: (item) => item.split(':')[1] ?? item,
    });
  }, [set, text]);

  return (
    <Field.Root invalid={!!error} required>
      <Combobox.Root
        collection={collection}
        value={value ? [value] : []}
        onValueChange={({ value: [picked] }) => {
          field.onChange(picked ?? '');
          setText(picked?.split(':')[1] ?? '');
        }}
        inputValue={text}
        onInputValueChange={({ inputValue }) => setText(inputValue)}
        onInteractOutside={field.onBlur}
        openOnClick
        positioning={{ sameWidth: true, gutter: 4 }}
        size="sm"
        colorPalette="brand"
      >
        <Combobox.Label display="flex" gap={1}>
          {label}
          <Field.RequiredIndicator />
        </Combobox.Label>
        <Combobox.Control>
          {value && (
            <Box position="absolute" insetStart={2.5} top="50%" translate="0 -50%" aria-hidden>
              <NamedIcon name={value} boxSize={4} />
            </Box>
          )}
          <Combobox.Input ps={value ? 8 : 3} placeholder={t('shortcuts.iconPlaceholder')} />
          <Combobox.IndicatorGroup>
            <Combobox.Trigger />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Combobox.Positioner>
          <Combobox.Content maxH="60" overflowY="auto">
            <Combobox.Empty p={3} color="fg.muted" fontSize="sm">
              {t('shortcuts.noIcon')}
            </Combobox.Empty>
            {collection.items.map((item) => (
              <Combobox.Item key={item} item={item}>
                <Flex align="center" gap={2}>
                  <NamedIcon name={item} boxSize={4} />
                  <Text as="span">{item.split(':')[1]}</Text>
                </Flex>
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Combobox.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
