// The main menu before the shell's query has answered: a skeleton in the menu's own
// shape while it loads, or the failure with a way to try again (every page still opens
// by its address meanwhile). The shell provides the status; each menu reads it.
import { Button, Flex, IconButton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import ArrowPathIcon from '@heroicons/react/24/outline/ArrowPathIcon';
import { createContext, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../ui/skeleton';

export type MenuStatus =
  { state: 'ready' } | { state: 'loading' } | { state: 'failed'; retry: () => Promise<unknown> };

export const MenuStatusContext = createContext<MenuStatus>({ state: 'ready' });

export function useMenuStatus(): MenuStatus {
  return useContext(MenuStatusContext);
}

/** Rows of the list menus, tiles of the icon menus, entries of the top bar's menu. */
type MenuShape = 'list' | 'icons' | 'bar';

const ROW_WIDTHS = ['70%', '55%', '80%', '60%', '75%', '50%', '65%'];

export function MenuPending({
  shape,
  status,
}: {
  shape: MenuShape;
  status: Exclude<MenuStatus, { state: 'ready' }>;
}) {
  const { t } = useTranslation();
  if (status.state === 'failed') return <MenuFailed shape={shape} retry={status.retry} />;
  const rows =
    shape === 'bar' ? (
      <Flex gap={4} align="center" h={10}>
        {ROW_WIDTHS.slice(0, 4).map((_, index) => (
          <Skeleton key={index} h={4} w={20} />
        ))}
      </Flex>
    ) : shape === 'icons' ? (
      <Stack gap={2} align="center">
        {ROW_WIDTHS.map((_, index) => (
          <Skeleton key={index} boxSize={10} rounded="l2" />
        ))}
      </Stack>
    ) : (
      <Stack gap={4} px={3} py={1}>
        {ROW_WIDTHS.map((width, index) => (
          <Flex key={index} gap={3} align="center">
            <Skeleton boxSize={5} rounded="sm" flexShrink={0} />
            <Skeleton h={3.5} w={width} />
          </Flex>
        ))}
      </Stack>
    );
  return (
    <div role="status">
      <VisuallyHidden>{t('shell.menuLoading')}</VisuallyHidden>
      {rows}
    </div>
  );
}

function MenuFailed({ shape, retry }: { shape: MenuShape; retry: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [retrying, setRetrying] = useState(false);
  const tryAgain = () => {
    setRetrying(true);
    // A failure again shows this once more; the menu replaces it once it has come.
    retry()
      .catch(() => {})
      .finally(() => setRetrying(false));
  };
  if (shape === 'icons') {
    return (
      <Flex role="alert" justify="center">
        <VisuallyHidden>{t('shell.menuFailed')}</VisuallyHidden>
        <IconButton
          variant="outline"
          size="sm"
          loading={retrying}
          aria-label={t('page.retry')}
          title={t('shell.menuFailed')}
          onClick={tryAgain}
        >
          <ArrowPathIcon />
        </IconButton>
      </Flex>
    );
  }
  return (
    <Flex
      role="alert"
      direction={shape === 'bar' ? 'row' : 'column'}
      align={shape === 'bar' ? 'center' : 'start'}
      gap={2}
      px={shape === 'bar' ? 0 : 3}
    >
      <Text fontSize="sm" color="fg.muted">
        {t('shell.menuFailed')}
      </Text>
      <Button size="xs" variant="outline" loading={retrying} onClick={tryAgain}>
        {t('page.retry')}
      </Button>
    </Flex>
  );
}
