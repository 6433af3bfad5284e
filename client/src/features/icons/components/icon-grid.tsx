// A set's icons in a virtualised grid: only the rows in sight (and a few around) are in
// the page, so thousands of icons scroll smoothly. Each icon is a button named by its
// icon; a click, Enter or Space copies its reference ("heroicons_outline:academic-cap").
// One icon at a time takes Tab; the arrow keys, Home, End and Page Up/Down move in the
// grid, scrolling the icon they reach into view.
import { Box } from '@chakra-ui/react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { spriteUrl } from '../icon-sets';

const GAP = 12;
const MIN_CELL_WIDTH = 104;

interface IconGridProps {
  names: readonly string[];
  source: { package: string; folder: string };
  size: number;
  /** The grid's accessible name, such as "Heroicons Outline icons". */
  label: string;
  onCopy: (name: string) => void;
}

/** The grid's width, followed as the window or the layout changes. */
function useWidth(element: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    // The observer reports the first size as soon as it observes.
    const observer = new ResizeObserver(([entry]) => setWidth(entry!.contentRect.width));
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

export function IconGrid({ names, source, size, label, onCopy }: IconGridProps) {
  const container = useRef<HTMLDivElement>(null);
  const width = useWidth(container);
  const cellWidth = Math.max(MIN_CELL_WIDTH, size + 48);
  const columns = Math.max(1, Math.floor((width + GAP) / (cellWidth + GAP)));
  const rows = Math.ceil(names.length / columns);
  // Icon, padding and two lines of name.
  const rowHeight = size + 76;
  const sprite = spriteUrl(source);

  // Where the grid starts in the page, for the window's scroll to map onto its rows.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const node = container.current;
    if (node) setScrollMargin(node.getBoundingClientRect().top + window.scrollY);
  }, [width]);

  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => rowHeight + GAP,
    overscan: 3,
    scrollMargin,
  });
  useEffect(() => virtualizer.measure(), [virtualizer, rowHeight, columns]);

  // The one icon that takes Tab (roving focus); a new list starts at its first.
  const [active, setActive] = useState(0);
  const [shownNames, setShownNames] = useState(names);
  if (shownNames !== names) {
    setShownNames(names);
    setActive(0);
  }
  const current = Math.min(active, names.length - 1);
  const pendingFocus = useRef<number | null>(null);

  const moveTo = useCallback(
    (index: number) => {
      const next = Math.max(0, Math.min(names.length - 1, index));
      setActive(next);
      pendingFocus.current = next;
      virtualizer.scrollToIndex(Math.floor(next / columns), { align: 'auto' });
    },
    [names.length, columns, virtualizer],
  );

  const items = virtualizer.getVirtualItems();
  // Focus the icon an arrow key reached once its row is in the page.
  useEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    const button = container.current?.querySelector<HTMLElement>(`[data-icon-index="${index}"]`);
    if (button) {
      pendingFocus.current = null;
      button.focus({ preventScroll: true });
    }
  });

  const onKeyDown = (event: KeyboardEvent) => {
    const pageRows = Math.max(1, Math.floor(window.innerHeight / (rowHeight + GAP)) - 1);
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      ArrowDown: current + columns,
      ArrowUp: current - columns,
      PageDown: current + columns * pageRows,
      PageUp: current - columns * pageRows,
      Home: event.ctrlKey ? 0 : current - (current % columns),
      End: event.ctrlKey ? names.length - 1 : current - (current % columns) + columns - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    moveTo(next);
  };

  return (
    <Box
      ref={container}
      role="group"
      aria-label={label}
      position="relative"
      h={`${virtualizer.getTotalSize()}px`}
      css={CELL_STYLES}
      onKeyDown={onKeyDown}
    >
      {items.map((row) => {
        const first = row.index * columns;
        return (
          <Box
            key={row.key}
            position="absolute"
            top={0}
            left={0}
            w="full"
            display="grid"
            style={{
              transform: `translateY(${row.start - scrollMargin}px)`,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              gap: GAP,
              height: rowHeight,
            }}
          >
            {names.slice(first, first + columns).map((name, offset) => (
              <IconCell
                key={name}
                index={first + offset}
                name={name}
                href={`${sprite}#${name}`}
                size={size}
                focusable={first + offset === current}
                onCopy={onCopy}
                onFocusIcon={setActive}
              />
            ))}
          </Box>
        );
      })}
    </Box>
  );
}

interface IconCellProps {
  index: number;
  name: string;
  /** The icon's symbol in the set's sprite. */
  href: string;
  size: number;
  focusable: boolean;
  onCopy: (name: string) => void;
  onFocusIcon: (index: number) => void;
}

const IconCell = memo(function IconCell({
  index,
  name,
  href,
  size,
  focusable,
  onCopy,
  onFocusIcon,
}: IconCellProps) {
  // Plain elements styled by the grid's classes (CELL_STYLES): a screen of new rows
  // mounts a hundred cells, and style props would be resolved for each of them.
  return (
    <button
      type="button"
      className="icon-cell"
      data-icon-index={index}
      tabIndex={focusable ? 0 : -1}
      aria-label={name}
      onClick={() => onCopy(name)}
      onFocus={() => onFocusIcon(index)}
    >
      <svg aria-hidden className="icon-cell-glyph" width={size} height={size}>
        <use href={href} />
      </svg>
      {/* Lines may break after an underscore too (material's names). */}
      <span className="icon-cell-name">{name.replaceAll('_', '_\u200b')}</span>
    </button>
  );
});

/** The cells' styles, resolved once for the grid. */
const CELL_STYLES = {
  '& .icon-cell': {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2.5',
    px: '2',
    py: '3',
    minW: '0',
    borderWidth: '1px',
    borderColor: 'border.muted',
    borderRadius: 'l3',
    bg: 'bg.panel',
    color: 'fg',
    cursor: 'pointer',
    transition: 'background 0.15s, border-color 0.15s, color 0.15s',
    _hover: { bg: 'brand.subtle', borderColor: 'brand.muted', color: 'brand.fg' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' },
  },
  // Material's drawings name no fill: they take the text's colour, as the others do.
  '& .icon-cell-glyph': { flexShrink: 0, fill: 'currentColor' },
  '& .icon-cell-name': {
    fontSize: 'xs',
    color: 'fg.muted',
    textAlign: 'center',
    lineClamp: '2',
    wordBreak: 'break-word',
    lineHeight: '1.35',
  },
} as const;
