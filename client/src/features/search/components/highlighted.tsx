// A hit's text with the searched part marked, found as the server finds it: ignoring
// case and accents (hect marks Héct). The text is split, never parsed as HTML, so
// whatever a record's name holds is shown as text.
import { Box } from '@chakra-ui/react';
import { foldText } from '../../../lib/fold';

/** Where `query` starts in `text` and how many characters of `text` it covers; null if absent. */
function findMatch(text: string, query: string): [number, number] | null {
  const characters = [...text].map(foldText);
  const needle = [...query.trim()].map(foldText).join('');
  if (!needle) return null;
  for (let start = 0; start < characters.length; start++) {
    let matched = '';
    for (let end = start; end < characters.length && matched.length < needle.length; end++) {
      matched += characters[end];
      if (matched === needle) return [start, end + 1];
    }
  }
  return null;
}

export function Highlighted({ text, query }: { text: string; query: string }) {
  const match = findMatch(text, query);
  if (!match) return <>{text}</>;
  const characters = [...text];
  const [start, end] = match;
  return (
    <>
      {characters.slice(0, start).join('')}
      <Box as="mark" bg="colorPalette.subtle" color="inherit" colorPalette="brand" rounded="sm">
        {characters.slice(start, end).join('')}
      </Box>
      {characters.slice(end).join('')}
    </>
  );
}
