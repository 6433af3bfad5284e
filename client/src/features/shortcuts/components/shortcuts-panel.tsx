// The shortcuts panel (SPEC sections 2 and 4): a toolbar button opens the user's
// shortcuts as tiles (view mode); "Edit" turns to modify mode, where picking a tile edits
// it and "Add" adds one; Cancel in add goes back to view, in edit back to modify; saving
// or deleting returns to modify. It always opens in view. 'No shortcuts' when empty.
import { useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  Circle,
  Flex,
  Grid,
  IconButton,
  Popover,
  Portal,
  Text,
} from '@chakra-ui/react';
import CheckIcon from '@heroicons/react/24/outline/CheckIcon';
import PencilSquareIcon from '@heroicons/react/24/outline/PencilSquareIcon';
import PlusCircleIcon from '@heroicons/react/24/outline/PlusCircleIcon';
import Squares2X2Icon from '@heroicons/react/24/outline/Squares2X2Icon';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NamedIcon } from '../../../components/ui/named-icon';
import { useMadeOnOpen } from '../../../components/ui/use-made-on-open';
import type { ShortcutFieldsFragment } from '../../../gql/graphql';
import { safeLink } from '../../../lib/links';
import { ShortcutsPanelDocument } from '../api/documents';
// The form (react-hook-form, zod, the icon list) loads when a shortcut is added or edited.
const ShortcutForm = lazy(async () => ({
  default: (await import('./shortcut-form')).ShortcutForm,
}));

type Mode =
  | { name: 'view' }
  | { name: 'modify' }
  | { name: 'add' }
  | { name: 'edit'; shortcut: ShortcutFieldsFragment };

const tileStyle = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 2,
  p: 4,
  minH: 32,
  textAlign: 'center',
  borderWidth: '1px',
  borderColor: 'border.muted',
  rounded: 'lg',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' },
} as const;

function TileBody({ shortcut, editing }: { shortcut: ShortcutFieldsFragment; editing: boolean }) {
  return (
    <>
      <Circle size={10} bg="brand.subtle" color="brand.fg" position="relative">
        <NamedIcon name={shortcut.icon} />
        {editing && (
          <Circle
            size={5}
            bg="bg.panel"
            borderWidth="1px"
            position="absolute"
            bottom={-1}
            right={-1}
          >
            <PencilSquareIcon width={12} aria-hidden />
          </Circle>
        )}
      </Circle>
      <Text as="span" fontSize="sm" fontWeight="medium" lineClamp={1}>
        {shortcut.label}
      </Text>
      {shortcut.description && (
        <Text as="span" fontSize="xs" color="fg.muted" lineClamp={2}>
          {shortcut.description}
        </Text>
      )}
    </>
  );
}

/** In view mode a tile follows its link (app paths in the router, others in a new tab). */
function Tile({ shortcut, onFollow }: { shortcut: ShortcutFieldsFragment; onFollow: () => void }) {
  const link = safeLink(shortcut.link);
  const body = <TileBody shortcut={shortcut} editing={false} />;
  if (!link) return <Box {...tileStyle}>{body}</Box>;
  return (
    <Box asChild {...tileStyle}>
      {shortcut.useRouter ? (
        <Link to={link} onClick={onFollow}>
          {body}
        </Link>
      ) : (
        <a href={link} target="_blank" rel="noreferrer" onClick={onFollow}>
          {body}
        </a>
      )}
    </Box>
  );
}

function PanelBody({
  mode,
  setMode,
  close,
}: {
  mode: Mode;
  setMode: (mode: Mode) => void;
  close: () => void;
}) {
  const { t } = useTranslation();
  const { data, loading } = useQuery(ShortcutsPanelDocument, { fetchPolicy: 'cache-first' });
  const shortcuts = data?.shortcuts ?? [];

  if (mode.name === 'add' || mode.name === 'edit') {
    return (
      <Suspense
        fallback={
          <Text p={4} color="fg.muted" fontSize="sm">
            {t('feed.loading')}
          </Text>
        }
      >
        <ShortcutForm
          key={mode.name === 'edit' ? mode.shortcut.id : 'new'}
          shortcut={mode.name === 'edit' ? mode.shortcut : undefined}
          onDone={() => setMode({ name: 'modify' })}
          onCancel={() => setMode({ name: mode.name === 'add' ? 'view' : 'modify' })}
        />
      </Suspense>
    );
  }
  if (loading && !data) {
    return (
      <Text p={4} color="fg.muted" fontSize="sm">
        {t('feed.loading')}
      </Text>
    );
  }
  if (shortcuts.length === 0) {
    return (
      <Flex direction="column" align="center" gap={2} p={8} textAlign="center">
        <Text fontWeight="medium">{t('shortcuts.empty')}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t('shortcuts.emptyHint')}
        </Text>
        <Button size="sm" colorPalette="brand" mt={2} onClick={() => setMode({ name: 'add' })}>
          <PlusCircleIcon aria-hidden />
          {t('shortcuts.add')}
        </Button>
      </Flex>
    );
  }
  return (
    <Grid
      as="ul"
      templateColumns="repeat(2, minmax(0, 1fr))"
      gap={2}
      p={2}
      m={0}
      listStyleType="none"
    >
      {shortcuts.map((shortcut) => (
        <li key={shortcut.id}>
          {mode.name === 'view' ? (
            <Tile shortcut={shortcut} onFollow={close} />
          ) : (
            <Box asChild w="full" cursor="pointer" {...tileStyle}>
              <button
                type="button"
                aria-label={t('shortcuts.editOne', { label: shortcut.label })}
                onClick={() => setMode({ name: 'edit', shortcut })}
              >
                <TileBody shortcut={shortcut} editing />
              </button>
            </Box>
          )}
        </li>
      ))}
    </Grid>
  );
}

export function ShortcutsPanel() {
  const { t } = useTranslation();
  // Made at the first opening, as the other panels are.
  const { made, make, open, setOpen } = useMadeOnOpen();
  const [mode, setMode] = useState<Mode>({ name: 'view' });
  const label = t('shortcuts.title');
  const button = (
    <IconButton variant="ghost" size="sm" aria-label={label} aria-haspopup="dialog">
      <Squares2X2Icon />
    </IconButton>
  );
  if (!made) {
    return (
      <Box asChild onClick={make}>
        {button}
      </Box>
    );
  }
  const title =
    mode.name === 'add'
      ? t('shortcuts.addTitle')
      : mode.name === 'edit'
        ? t('shortcuts.editTitle')
        : label;
  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open);
        // SPEC section 4: it always opens in view.
        if (!details.open) setMode({ name: 'view' });
      }}
      positioning={{ placement: 'bottom-end' }}
      unmountOnExit
    >
      <Popover.Trigger asChild>{button}</Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: '100vw', sm: '96' }} maxW="100vw" aria-label={label}>
            <Flex align="center" gap={2} px={4} py={3} borderBottomWidth="1px" minH={14}>
              <Popover.Title fontWeight="semibold" flex={1}>
                {title}
              </Popover.Title>
              {mode.name === 'view' && (
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={t('shortcuts.modify')}
                  title={t('shortcuts.modify')}
                  onClick={() => setMode({ name: 'modify' })}
                >
                  <PencilSquareIcon />
                </IconButton>
              )}
              {mode.name === 'modify' && (
                <>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={t('shortcuts.add')}
                    title={t('shortcuts.add')}
                    onClick={() => setMode({ name: 'add' })}
                  >
                    <PlusCircleIcon />
                  </IconButton>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={t('shortcuts.done')}
                    title={t('shortcuts.done')}
                    onClick={() => setMode({ name: 'view' })}
                  >
                    <CheckIcon />
                  </IconButton>
                </>
              )}
            </Flex>
            <Box maxH={{ base: '70dvh', md: '30rem' }} overflowY="auto">
              <PanelBody mode={mode} setMode={setMode} close={() => setOpen(false)} />
            </Box>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
