// A phone number's country, picked from the API's list: type a name, an ISO code or a
// dial code to narrow it; each shows its flag and dial code.
import { Box, Combobox, Field, Flex, Text, createListCollection } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../components/form/field-error';
import { useCountries, type Country } from '../api/use-countries';
import { fold } from '../api/contact-lists';
import { CountryFlag } from './country-flag';

const labelOf = (country: Country) => `${country.name} ${country.code}`;

export function CountryPicker({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation();
  const { field } = useController({ name });
  const error = useFieldError(name);
  const { list, byIso } = useCountries();
  const value = String(field.value ?? '');
  const selected = byIso.get(value);
  const [text, setText] = useState(selected ? labelOf(selected) : '');

  const collection = useMemo(() => {
    // The picked country's own label lists every country again.
    const wanted = selected && text === labelOf(selected) ? '' : fold(text);
    const digits = wanted.replace(/[^\d]/g, '');
    const items = wanted
      ? list.filter(
          (country) =>
            fold(country.name).includes(wanted) ||
            country.iso === wanted ||
            (digits !== '' && country.code.replace('+', '').startsWith(digits)),
        )
      : list;
    return createListCollection({
      items,
      itemToString: labelOf,
      itemToValue: (country) => country.iso,
    });
  }, [list, selected, text]);

  return (
    <Field.Root invalid={!!error} w={{ base: 'full', sm: '13rem' }} flexShrink={0}>
      <Combobox.Root
        collection={collection}
        value={value ? [value] : []}
        onValueChange={({ value: [picked] }) => {
          if (!picked) return;
          field.onChange(picked);
          const country = byIso.get(picked);
          setText(country ? labelOf(country) : '');
        }}
        inputValue={text}
        onInputValueChange={({ inputValue }) => setText(inputValue)}
        onOpenChange={({ open }) => {
          // Closed without a pick: the field shows the country it holds again.
          if (!open) setText(selected ? labelOf(selected) : '');
        }}
        onInteractOutside={field.onBlur}
        openOnClick
        lazyMount
        unmountOnExit
        positioning={{ gutter: 4, placement: 'bottom-start' }}
        size="sm"
        colorPalette="brand"
      >
        <Combobox.Control>
          {selected && (
            <Box position="absolute" insetStart={2.5} top="50%" translate="0 -50%" display="flex">
              <CountryFlag iso={selected.iso} />
            </Box>
          )}
          <Combobox.Input
            ps={selected ? 9 : 3}
            aria-label={label}
            placeholder={t('contacts.form.countryPlaceholder')}
          />
          <Combobox.IndicatorGroup>
            <Combobox.Trigger aria-label={t('contacts.form.countries')} />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Combobox.Positioner>
          <Combobox.Content maxH="72" overflowY="auto" minW="16rem">
            <Combobox.Empty p={3} color="fg.muted" fontSize="sm">
              {t('contacts.form.noCountry')}
            </Combobox.Empty>
            {collection.items.map((country) => (
              <Combobox.Item key={country.iso} item={country}>
                <Flex align="center" gap={2} minW={0} flex={1}>
                  <CountryFlag iso={country.iso} />
                  <Text as="span" truncate flex={1}>
                    {country.name}
                  </Text>
                  <Text as="span" color="fg.muted" fontSize="xs" fontVariantNumeric="tabular-nums">
                    {country.code}
                  </Text>
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
