// Text with the words of a search marked (search.ts finds them, accents aside).
import { chakra } from '@chakra-ui/react';
import { highlightParts } from '../search';

export function Highlight({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlightParts(text, terms).map((part, index) =>
        part.match ? (
          <chakra.mark key={index} bg="brand.subtle" color="fg" rounded="xs" px="0.5" mx="-0.5">
            {part.text}
          </chakra.mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
