// Notes of different heights in columns without gaps (a masonry grid): CSS grid rows of
// 4 px, each note spanning as many as its height takes (measured as it changes, an
// image loading for one). The notes stay in the list's order, so reading and Tab go
// newest first, left to right; as many columns as fit at 15 rem or more each.
import { Box } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

const ROW_PX = 4;
const GAP_PX = 16;

export function Masonry({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      as="ul"
      aria-label={label}
      listStyleType="none"
      m={0}
      p={0}
      display="grid"
      gridTemplateColumns="repeat(auto-fill, minmax(min(100%, 15rem), 1fr))"
      gridAutoRows={`${ROW_PX}px`}
      columnGap={`${GAP_PX}px`}
    >
      {children}
    </Box>
  );
}

export function MasonryItem({ children }: { children: ReactNode }) {
  const inner = useRef<HTMLDivElement>(null);
  const [span, setSpan] = useState(48);
  useLayoutEffect(() => {
    const element = inner.current;
    if (!element) return;
    const measure = () =>
      setSpan(Math.ceil((element.getBoundingClientRect().height + GAP_PX) / ROW_PX));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <Box as="li" gridRowEnd={`span ${span}`} minW={0}>
      <div ref={inner}>{children}</div>
    </Box>
  );
}
