// The contacts, grouped under the first letter of their name (Á with A, Ñ on its own
// after N, as the server sorts them), each a link to the contact's page. The open one is
// marked; the list's search stays in every link.
//
// Only the rows in sight (and a few around) are in the page, so 50,000 contacts scroll as
// 50 do (@tanstack/react-virtual): beside the open contact (lg and up) the list scrolls in
// its own panel, below lg with the page. Each letter is a section as tall as its rows, so
// its heading stays on top while its contacts pass under it. Nearing the end of what is
// loaded asks for the next page; "Load more" under the list does it from the keyboard.
// The list is one Tab stop: the arrow keys, Home, End and Page Up/Down move between
// contacts, scrolling the one they reach into view.
import { Box, Flex, Heading, Text, useBreakpointValue } from '@chakra-ui/react';
import {
  defaultRangeExtractor,
  useVirtualizer,
  useWindowVirtualizer,
  type Range,
} from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useMatch } from 'react-router';
import { LoadMore, focusInLoadMore } from '../../../components/page/load-more';
import { contactPath, paths } from '../../../config/paths';
import type { ContactListItemFragment } from '../../../gql/graphql';
import { contactRows, type ContactRow, type ContactRows, type RowSizes } from '../contact-rows';
import { ContactAvatar } from './contact-avatar';

/** A letter's heading and a contact's row, in rem (29 and 65 pixels at the usual 16). */
const HEADING_REM = 1.8125;
const CONTACT_REM = 4.0625;
/** Rows drawn beyond those in sight, each way. */
const OVERSCAN = 8;
/** How close to the last loaded row the next page is asked for. */
const LOAD_AHEAD = 20;

export interface ContactListProps {
  contacts: readonly ContactListItemFragment[];
  /** Pages follow the ones loaded. */
  hasMore: boolean;
  /** The next page is on its way. */
  loading: boolean;
  /** The last page asked for did not come; "Try again" asks again. */
  failed: boolean;
  onLoadMore: () => void;
}

export function ContactList(props: ContactListProps) {
  const inPanel = useBreakpointValue({ base: false, lg: true }, { ssr: false }) ?? false;
  return inPanel ? <PanelList {...props} /> : <PageList {...props} />;
}

/** The rows' heights in pixels at the page's font size. */
function useRowSizes(): RowSizes {
  const [sizes] = useState(() => {
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    return { heading: Math.round(HEADING_REM * rem), contact: Math.round(CONTACT_REM * rem) };
  });
  return sizes;
}

/** What both scrolling lists share: the rows, and the contact that takes Tab. */
function useListRows({ contacts, hasMore }: ContactListProps) {
  const sizes = useRowSizes();
  const model = useMemo(() => contactRows(contacts, sizes, !hasMore), [contacts, sizes, hasMore]);
  // The contact that takes Tab (roving focus): the last one focused, else the open one,
  // else the first. It stays drawn when scrolled away, so the focus is never lost.
  const open = useMatch({ path: paths.contact, end: false })?.params.id;
  const [focused, setFocused] = useState<string | null>(null);
  const activeId = [focused, open].find((id) => id && model.rowOf.has(id)) ?? contacts[0]?.id;
  const activeRow = model.rowOf.get(activeId ?? '') ?? 0;
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      return indexes.includes(activeRow) ? indexes : [...indexes, activeRow].sort((a, b) => a - b);
    },
    [activeRow],
  );
  const options = {
    count: model.rows.length,
    estimateSize: (index: number) =>
      model.rows[index]?.kind === 'letter' ? sizes.heading : sizes.contact,
    overscan: OVERSCAN,
    // A row scrolled to stops under its letter's heading, not behind it.
    scrollPaddingStart: sizes.heading,
    rangeExtractor,
  };
  return { sizes, model, activeRow, setFocused, options };
}

/** Lg and up: the list scrolls in its own panel, beside the open contact. */
function PanelList(props: ContactListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const list = useListRows(props);
  // eslint-disable-next-line react-hooks/incompatible-library -- changes in place: left unmemoised
  const virtualizer = useVirtualizer({
    ...list.options,
    getScrollElement: () => scroller.current,
  });
  return (
    <Box ref={scroller} maxH="calc(100dvh - 8rem)" overflowY="auto">
      <Rows
        {...props}
        {...list}
        indexes={virtualizer.getVirtualIndexes()}
        lastInSight={virtualizer.range?.endIndex ?? -1}
        scrollToRow={(row) => virtualizer.scrollToIndex(row)}
        rowsInSight={() => (scroller.current?.clientHeight ?? 0) / list.sizes.contact}
      />
    </Box>
  );
}

/** Below lg: the list scrolls with the page, which it has to itself while no contact is open. */
function PageList(props: ContactListProps) {
  const top = useRef<HTMLDivElement>(null);
  const list = useListRows(props);
  // Hidden under an open contact: nothing to draw, nor to load as that page scrolls.
  const shown = !!useMatch({ path: paths.contacts, end: true });
  // Where the list starts in the page, for the window's scroll to map onto its rows
  // (measured again when it shows).
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    if (!shown) return;
    const measure = () =>
      setScrollMargin((top.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [shown]);
  const virtualizer = useWindowVirtualizer({ ...list.options, scrollMargin, enabled: shown });
  return (
    <Box ref={top}>
      <Rows
        {...props}
        {...list}
        indexes={virtualizer.getVirtualIndexes()}
        lastInSight={virtualizer.range?.endIndex ?? -1}
        scrollToRow={(row) => virtualizer.scrollToIndex(row)}
        rowsInSight={() => window.innerHeight / list.sizes.contact}
      />
    </Box>
  );
}

interface RowsProps extends ContactListProps {
  sizes: RowSizes;
  model: ContactRows;
  activeRow: number;
  setFocused: (id: string) => void;
  /** The rows to draw, in order. */
  indexes: number[];
  /** The last row in sight (without those drawn around it). */
  lastInSight: number;
  scrollToRow: (row: number) => void;
  rowsInSight: () => number;
}

function Rows({
  contacts,
  hasMore,
  loading,
  failed,
  onLoadMore,
  sizes,
  model,
  activeRow,
  setFocused,
  indexes,
  lastInSight,
  scrollToRow,
  rowsInSight,
}: RowsProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const nav = useRef<HTMLElement>(null);

  // Focus the contact a key reached once its row is drawn.
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    const id = pendingFocus.current;
    const link = id ? nav.current?.querySelector<HTMLElement>(`[data-contact="${id}"]`) : null;
    if (link) {
      pendingFocus.current = null;
      link.focus({ preventScroll: true });
    }
  });
  const moveTo = (index: number) => {
    const contact = contacts[Math.max(0, Math.min(contacts.length - 1, index))];
    if (!contact) return;
    setFocused(contact.id);
    pendingFocus.current = contact.id;
    scrollToRow(model.rowOf.get(contact.id)!);
  };

  // Near the end of what is loaded, the next page; a screen taller than the list keeps
  // asking until it is filled or the list ends.
  const latestLoadMore = useRef(onLoadMore);
  useEffect(() => {
    latestLoadMore.current = onLoadMore;
  });
  useEffect(() => {
    if (hasMore && !loading && !failed && lastInSight >= model.rows.length - LOAD_AHEAD) {
      latestLoadMore.current();
    }
  }, [hasMore, loading, failed, lastInSight, model.rows.length]);

  // "Load more" pressed: the keyboard goes on from the first contact it brought.
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    const index = firstNew.current;
    if (index !== null && contacts.length > index) {
      firstNew.current = null;
      moveTo(index);
    }
  });
  const pressLoadMore = () => {
    if (focusInLoadMore()) firstNew.current = contacts.length;
    onLoadMore();
  };

  const active = model.rows[activeRow];
  const activeIndex = active?.kind === 'contact' ? active.index : 0;
  const onKeyDown = (event: KeyboardEvent) => {
    const page = Math.max(1, Math.floor(rowsInSight()) - 1);
    const moves: Record<string, number> = {
      ArrowDown: activeIndex + 1,
      ArrowUp: activeIndex - 1,
      PageDown: activeIndex + page,
      PageUp: activeIndex - page,
      Home: 0,
      End: contacts.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    moveTo(next);
  };

  // The rows drawn, by the letter they fall under (a heading alone draws its section too).
  const sections = new Map<number, ContactRow[]>();
  for (const index of indexes) {
    const row = model.rows[index];
    if (!row) continue;
    const rows = sections.get(row.group) ?? [];
    if (row.kind === 'contact') rows.push(row);
    sections.set(row.group, rows);
  }

  return (
    <>
      <Box
        as="nav"
        ref={nav}
        aria-label={t('contacts.listLabel')}
        position="relative"
        style={{ height: model.height }}
        onKeyDown={onKeyDown}
      >
        {[...sections].map(([groupIndex, rows]) => {
          const group = model.groups[groupIndex]!;
          const headingId = `contacts-letter-${group.row}`;
          return (
            <section
              key={group.row}
              aria-labelledby={headingId}
              style={{
                position: 'absolute',
                insetInline: 0,
                top: group.start,
                height: group.end - group.start,
              }}
            >
              <Flex
                position="sticky"
                top={0}
                zIndex={1}
                align="center"
                justify="space-between"
                px={4}
                bg="bg.muted"
                borderBottomWidth="1px"
                style={{ height: sizes.heading }}
              >
                <Heading
                  as="h2"
                  id={headingId}
                  fontSize="xs"
                  fontWeight="semibold"
                  color="fg.muted"
                  letterSpacing="wider"
                >
                  {group.letter}
                </Heading>
                {group.count !== null && (
                  <Text fontSize="xs" color="fg.subtle" aria-hidden>
                    {group.count}
                  </Text>
                )}
              </Flex>
              {rows.length > 0 && (
                <Box as="ul" listStyleType="none" m={0} ps={0}>
                  {rows.map((row) => (
                    <Box
                      as="li"
                      key={row.contact.id}
                      position="absolute"
                      insetInline={0}
                      borderBottomWidth={row.last ? 0 : '1px'}
                      style={{ top: row.start - group.start, height: sizes.contact }}
                    >
                      <ContactLink
                        contact={row.contact}
                        href={contactPath(row.contact.id, search)}
                        focusable={row.index === activeIndex}
                        onFocusRow={setFocused}
                      />
                    </Box>
                  ))}
                </Box>
              )}
            </section>
          );
        })}
      </Box>
      {hasMore && (
        <LoadMore
          label={t('contacts.loadMore')}
          loadingLabel={t('contacts.loadingMore')}
          failedText={t('contacts.loadMoreFailed')}
          loading={loading}
          failed={failed}
          onLoadMore={pressLoadMore}
        />
      )}
    </>
  );
}

/** The line under a name: title and company, else the first e-mail. */
function secondLine(contact: ContactListItemFragment): string {
  const job = [contact.title, contact.company].filter(Boolean).join(' · ');
  return job || contact.emails[0]?.email || '';
}

interface ContactLinkProps {
  contact: ContactListItemFragment;
  href: string;
  /** The list's one Tab stop. */
  focusable: boolean;
  onFocusRow: (id: string) => void;
}

const ContactLink = memo(function ContactLink({
  contact,
  href,
  focusable,
  onFocusRow,
}: ContactLinkProps) {
  const line = secondLine(contact);
  return (
    <Flex
      asChild
      align="center"
      gap={3}
      px={4}
      h="full"
      transition="background 0.15s"
      _hover={{ bg: 'bg.subtle' }}
      _currentPage={{
        bg: 'brand.subtle',
        _hover: { bg: 'brand.subtle' },
        // The muted grey has too little contrast on the dark scheme's brand tint.
        '& [data-second-line]': { color: 'brand.fg' },
      }}
      focusVisibleRing="inside"
    >
      <NavLink
        to={href}
        data-contact={contact.id}
        tabIndex={focusable ? 0 : -1}
        onFocus={() => onFocusRow(contact.id)}
      >
        <ContactAvatar name={contact.name} avatar={contact.avatar} />
        <Box minW={0} flex={1}>
          <Text fontWeight="medium" truncate>
            {contact.name}
          </Text>
          {line && (
            <Text data-second-line="" fontSize="sm" color="fg.muted" truncate>
              {line}
            </Text>
          )}
        </Box>
      </NavLink>
    </Flex>
  );
});
