// A search field kept in the address (?search=…), so a reload, back and forward and a
// shared link show the same search: the text follows every keystroke, the address
// 300 ms after the last one (SPEC section 9's debounce), replacing its entry rather
// than adding one per word.
import { Input, InputGroup } from '@chakra-ui/react';
import MagnifyingGlassIcon from '@heroicons/react/24/outline/MagnifyingGlassIcon';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

export const SEARCH_DEBOUNCE_MS = 300;
const NONE: readonly string[] = [];

interface SearchParamInputProps {
  /** The field's accessible name and placeholder. */
  label: string;
  /** The address parameter; `search` by default. */
  param?: string;
  /** Parameters a new search clears, e.g. the page number. */
  resets?: readonly string[];
  width?: string | Record<string, string>;
}

export function SearchParamInput({
  label,
  param = 'search',
  resets = NONE,
  width = { base: 'full', sm: '64' },
}: SearchParamInputProps) {
  const [params, setParams] = useSearchParams();
  const inAddress = params.get(param) ?? '';
  const [text, setText] = useState(inAddress);
  const sent = useRef(inAddress);

  // Back, forward or a link changed the address: show its search.
  useEffect(() => {
    if (inAddress !== sent.current) {
      sent.current = inAddress;
      setText(inAddress);
    }
  }, [inAddress]);

  useEffect(() => {
    if (text.trim() === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text.trim();
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (text.trim()) next.set(param, text.trim());
          else next.delete(param);
          for (const reset of resets) next.delete(reset);
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, param, resets, setParams]);

  return (
    <InputGroup w={width} startElement={<MagnifyingGlassIcon width={16} aria-hidden />}>
      <Input
        type="search"
        size="sm"
        value={text}
        placeholder={label}
        aria-label={label}
        onChange={(event) => setText(event.target.value)}
      />
    </InputGroup>
  );
}
