// A phone number as it is shown and dialled: its country's flag (named for screen
// readers), the country's dial code from the API before the number, and a tel: link.
import { Flex, Link, VisuallyHidden } from '@chakra-ui/react';
import type { Country } from './countries';
import { CountryFlag } from './country-flag';

interface PhoneLinkProps {
  /** The number's country code, as stored (lowercase ISO). */
  iso: string;
  phoneNumber: string;
  /** That country from `useCountries().byIso`; until the list has come, none. */
  country: Country | undefined;
}

export function PhoneLink({ iso, phoneNumber, country }: PhoneLinkProps) {
  const dialled = `${country?.code ?? ''} ${phoneNumber}`.trim();
  return (
    <Flex as="span" display="inline-flex" align="center" gap={2} minW={0}>
      <CountryFlag iso={iso} />
      <VisuallyHidden>{country?.label ?? iso.toUpperCase()}</VisuallyHidden>
      <Link
        href={`tel:${dialled.replace(/[^\d+]/g, '')}`}
        colorPalette="brand"
        color="colorPalette.fg"
        fontVariantNumeric="tabular-nums"
      >
        {dialled}
      </Link>
    </Flex>
  );
}
