// Global search (SPEC sections 2, 4, 5, 9): a toolbar button, or Ctrl/⌘+K from anywhere,
// opens a search box; from 2 characters, 300 ms after the last keystroke, the hits show
// grouped Contacts, Pages, Tasks. Arrows move, Enter opens the hit, Escape closes the
// list and then the search, which forgets its text.
import {
  Avatar,
  Box,
  Button,
  Combobox,
  Dialog,
  Flex,
  IconButton,
  Portal,
  Spinner,
  Text,
  createListCollection,
} from '@chakra-ui/react';
import { Kbd } from '../../../components/ui/kbd';
import { useQuery } from '@apollo/client/react';
import CheckCircleIcon from '@heroicons/react/24/outline/CheckCircleIcon';
import DocumentTextIcon from '@heroicons/react/24/outline/DocumentTextIcon';
import MagnifyingGlassIcon from '@heroicons/react/24/outline/MagnifyingGlassIcon';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { safeLink } from '../../../lib/links';
import { GlobalSearchDocument } from '../api/documents';
import { Highlighted } from './highlighted';

/** SPEC section 9. */
const MIN_LENGTH = 2;
const DEBOUNCE_MS = 300;

/** The text as it was `delay` ms after its last change. */
function useDebounced(text: string, delay: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return settled;
}

interface Hit {
  /** Unique across groups: `<group>:<id>`. */
  key: string;
  group: string;
  value: string;
  link: string;
  avatar?: string | null;
  completed?: boolean;
}

function HitPicture({ hit }: { hit: Hit }) {
  if (hit.group === 'contacts') {
    return (
      <Avatar.Root size="2xs" colorPalette="brand" aria-hidden>
        <Avatar.Fallback name={hit.value} />
        {hit.avatar && <Avatar.Image src={hit.avatar} alt="" />}
      </Avatar.Root>
    );
  }
  const Icon = hit.group === 'tasks' ? CheckCircleIcon : DocumentTextIcon;
  return (
    <Box as="span" boxSize={5} color={hit.completed ? 'green.fg' : 'fg.muted'} aria-hidden>
      <Icon />
    </Box>
  );
}

function SearchBox({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  // Escape closes the list first; typing opens it again.
  const [listOpen, setListOpen] = useState(true);
  const query = useDebounced(text.trim(), DEBOUNCE_MS);
  const searching = query.length >= MIN_LENGTH && text.trim().length >= MIN_LENGTH;
  const { data, loading } = useQuery(GlobalSearchDocument, {
    variables: { query },
    skip: !searching,
    fetchPolicy: 'cache-first',
  });

  const groups = searching ? data?.search : undefined;
  const labels = new Map<string, string>(
    (groups ?? []).map((group) => [group.id, t(`search.groups.${group.id}`)]),
  );
  const collection = useMemo(
    () =>
      createListCollection<Hit>({
        items: (groups ?? []).flatMap((group) =>
          group.results.map((result) => ({
            key: `${group.id}:${result.id}`,
            group: group.id,
            value: result.value,
            link: result.link,
            avatar: 'avatar' in result ? result.avatar : undefined,
            completed: 'completed' in result ? result.completed : undefined,
          })),
        ),
        itemToValue: (hit) => hit.key,
        itemToString: (hit) => hit.value,
        groupBy: (hit) => hit.group,
      }),
    [groups],
  );

  function open(key: string) {
    const hit = collection.items.find((item) => item.key === key);
    const link = safeLink(hit?.link);
    if (!link) return;
    onClose();
    void navigate(link);
  }

  return (
    <Combobox.Root
      collection={collection}
      inputValue={text}
      onInputValueChange={({ inputValue }) => {
        setText(inputValue);
        setListOpen(true);
      }}
      onSelect={({ itemValue }) => open(itemValue)}
      open={searching && listOpen}
      onOpenChange={(details) => setListOpen(details.open)}
      inputBehavior="autohighlight"
      selectionBehavior="preserve"
      positioning={{ sameWidth: true, strategy: 'fixed', gutter: 4 }}
      size="lg"
      colorPalette="brand"
    >
      <Combobox.Label srOnly>{t('search.label')}</Combobox.Label>
      <Combobox.Control>
        <Box
          position="absolute"
          insetStart={3}
          top="50%"
          translate="0 -50%"
          boxSize={5}
          color="fg.muted"
          aria-hidden
        >
          <MagnifyingGlassIcon />
        </Box>
        <Combobox.Input ps={10} placeholder={t('search.placeholder')} />
        <Combobox.IndicatorGroup>{loading && <Spinner size="xs" />}</Combobox.IndicatorGroup>
      </Combobox.Control>
      <Combobox.Positioner>
        <Combobox.Content maxH="32rem" overflowY="auto">
          <Combobox.Empty p={4} color="fg.muted">
            {loading ? t('search.searching') : t('search.empty')}
          </Combobox.Empty>
          {collection.group().map(([group, hits]) => (
            <Combobox.ItemGroup key={group}>
              <Combobox.ItemGroupLabel>{labels.get(group) ?? group}</Combobox.ItemGroupLabel>
              {hits.map((hit) => (
                <Combobox.Item key={hit.key} item={hit}>
                  <Flex align="center" gap={3} minW={0}>
                    <HitPicture hit={hit} />
                    <Text
                      as="span"
                      truncate
                      textDecoration={hit.completed ? 'line-through' : undefined}
                    >
                      <Highlighted text={hit.value} query={text} />
                    </Text>
                  </Flex>
                </Combobox.Item>
              ))}
            </Combobox.ItemGroup>
          ))}
        </Combobox.Content>
      </Combobox.Positioner>
    </Combobox.Root>
  );
}

/**
 * The search's opener: an icon, or in the horizontal layouts a bar (SPEC section 2:
 * "search (bar appearance)") that reads like a field and shows the key to press.
 */
export function Search({ appearance = 'icon' }: { appearance?: 'icon' | 'bar' }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The dialog is made at the first opening, not with every shell (see show()).
  const [opened, setOpened] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const show = () => {
    setOpened(true);
    setOpen(true);
  };

  // Before the first paint: Ctrl+K works as soon as the toolbar shows.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        show();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      {appearance === 'bar' ? (
        <Button
          ref={toggle}
          variant="outline"
          size="sm"
          w={{ base: 9, lg: 44 }}
          px={{ base: 0, lg: 3 }}
          justifyContent={{ base: 'center', lg: 'start' }}
          color="fg.muted"
          fontWeight="normal"
          // A shade of the bar's own colour: grey on a light bar, lighter on a dark or
          // coloured one (enterprise, material).
          bg="fg/5"
          borderColor="fg/15"
          aria-label={t('search.open')}
          aria-keyshortcuts="Control+K Meta+K"
          aria-haspopup="dialog"
          aria-expanded={open}
          // The key shows as a tooltip: in the button its text would not match the name.
          title={t('search.shortcut')}
          onClick={show}
        >
          <MagnifyingGlassIcon />
          <Text as="span" flex={1} textAlign="start" hideBelow="lg">
            {t('search.open')}
          </Text>
        </Button>
      ) : (
        <IconButton
          ref={toggle}
          variant="ghost"
          size="sm"
          aria-label={t('search.open')}
          aria-keyshortcuts="Control+K Meta+K"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={show}
        >
          <MagnifyingGlassIcon />
        </IconButton>
      )}
      {opened && (
        <Dialog.Root
          open={open}
          onOpenChange={(details) => setOpen(details.open)}
          placement="top"
          size="lg"
          lazyMount
          unmountOnExit
          finalFocusEl={() => toggle.current}
        >
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content aria-label={t('search.open')} p={3} mx={3}>
                <SearchBox onClose={() => setOpen(false)} />
                <Text fontSize="xs" color="fg.muted" mt={2} px={1}>
                  {t('search.hint')} <Kbd size="sm">Esc</Kbd>
                </Text>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      )}
    </>
  );
}
