// A country's flag, drawn from country-flag-icons' SVG files. The build copies each
// flag as its own file (never inlined), and this chunk holds only their addresses, so
// a page downloads just the flags it shows, from our own origin.
import { Box, chakra } from '@chakra-ui/react';

const FILES = import.meta.glob<string>('../../../../node_modules/country-flag-icons/3x2/*.svg', {
  eager: true,
  query: '?no-inline',
  import: 'default',
});

/** Flag addresses by lowercase ISO code. */
const FLAGS = new Map(
  Object.entries(FILES).map(([file, url]) => [
    file.slice(file.lastIndexOf('/') + 1, -'.svg'.length).toLowerCase(),
    url,
  ]),
);

/** A flag 3:2, `width` wide; a grey stand-in for a code without one. */
export function CountryFlag({ iso, width = 5 }: { iso: string; width?: number }) {
  const src = FLAGS.get(iso.toLowerCase());
  return (
    <Box
      as="span"
      display="inline-flex"
      flexShrink={0}
      w={width}
      aspectRatio="3 / 2"
      rounded="2px"
      overflow="hidden"
      bg="bg.emphasized"
      boxShadow="0 0 0 1px var(--chakra-colors-border)"
      aria-hidden
    >
      {src && <chakra.img src={src} alt="" w="full" h="full" objectFit="cover" loading="lazy" />}
    </Box>
  );
}
