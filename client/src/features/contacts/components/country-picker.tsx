// A phone number's country, picked from the API's list: type a name, an ISO code or a
// dial code to narrow it; each shows its flag and dial code.
import { Box, Combobox, Field, Flex, Text, createListCollection } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../components/form/field-error';
import { useCountries, type Country } from '../../../components/contact-info/countries';
import { CountryFlag } from '../../../components/contact-info/country-flag';
import { foldText } from '../../../lib/fold';

const labelOf = (country: Country) => `${country.label} ${country.code}`;

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
    const wanted = selected && text === labelOf(selected) ? '' : foldText(text).trim();
    const digits = wanted.replace(/[^\d]/g, '');
    /** How well a country matches: its code, then names starting so, then the rest. */
    const rank = (country: Country) => {
      if (!wanted) return 0;
      if (country.iso === wanted) return 1;
      const names = [foldText(country.label), foldText(country.name)];
      if (names.some((name) => name.startsWith(wanted))) return 2;
      if (digits && country.code.slice(1).startsWith(digits)) return 3;
      if (names.some((name) => name.includes(wanted))) return 4;
      return null;
    };
    const items = list
      .map((country) => ({ country, rank: rank(country) }))
      .filter((match): match is { country: Country; rank: number } => match.rank !== null)
      .sort((a, b) => a.rank - b.rank)
      .map(({ country }) => country);
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
                    {country.label}
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
