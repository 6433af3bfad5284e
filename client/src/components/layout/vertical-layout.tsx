// The layouts with a navigation column (classic, classy, compact, dense, futuristic,
// thin): the column at the side from md up (its logo and user card stay in place while
// its list scrolls; a button hides and shows it), a drawer below md, the top bar with
// the toolbar, the page and the footer. Each column's look:
// - classic: the full menu as a light list; classy: a dark list under the user's card;
// - futuristic: its own menu (groups without subtitles) on a gradient, the user below;
// - compact: the compact menu (one entry per group) as icons with their titles;
// - thin: the compact menu as a narrow column of icons alone, each opening its links;
// - dense: the full menu as a dense list (short rows, no subtitles), which a button
//   switches to the default appearance and back.
import { Box, Flex, IconButton, Spacer, Text } from '@chakra-ui/react';
import ArrowsPointingInIcon from '@heroicons/react/24/outline/ArrowsPointingInIcon';
import ArrowsPointingOutIcon from '@heroicons/react/24/outline/ArrowsPointingOutIcon';
import Bars3BottomLeftIcon from '@heroicons/react/24/outline/Bars3BottomLeftIcon';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { DARK_SCOPE } from '../ui/dark-scope';
import { Logo } from '../ui/logo';
import { UserAvatar } from '../ui/user-avatar';
import { IconNavigation } from './icon-navigation';
import type { LayoutFrameProps } from './layout-frame';
import { LayoutFooter, LayoutMain } from './layout-frame';
import { NavigationDrawer, PANEL_SCROLLBAR } from './navigation-drawer';
import { NavigationMenu } from './navigation-menu';

export type VerticalAppearance = 'classic' | 'classy' | 'compact' | 'dense' | 'futuristic' | 'thin';

type ColumnShape = 'list' | 'dense-list' | 'icons' | 'titled-icons';

/** What sets each appearance apart. */
const APPEARANCES: Record<
  VerticalAppearance,
  { shape: ColumnShape; dark: boolean; userCard?: 'top' | 'bottom'; gradient?: boolean }
> = {
  classic: { shape: 'list', dark: false },
  classy: { shape: 'list', dark: true, userCard: 'top' },
  compact: { shape: 'titled-icons', dark: true },
  dense: { shape: 'dense-list', dark: true },
  futuristic: { shape: 'list', dark: true, userCard: 'bottom', gradient: true },
  thin: { shape: 'icons', dark: true },
};

const WIDTH: Record<ColumnShape, string> = {
  list: '280px',
  'dense-list': '220px',
  'titled-icons': '112px',
  icons: '64px',
};

function UserCard({ user }: Pick<LayoutFrameProps, 'user'>) {
  if (!user) return null;
  return (
    <Flex direction="column" align="center" gap={2} px={6} py={5} textAlign="center">
      <UserAvatar name={user.name} avatar={user.avatar} status={user.status} size="lg" />
      <Box minW={0} maxW="full">
        <Text fontWeight="semibold" truncate>
          {user.name}
        </Text>
        <Text fontSize="sm" color="fg.muted" truncate>
          {user.email}
        </Text>
      </Box>
    </Flex>
  );
}

interface ColumnProps extends Pick<LayoutFrameProps, 'items' | 'user'> {
  appearance: VerticalAppearance;
  shape: ColumnShape;
}

/** The navigation column, beside the page from md up. */
const Column = memo(function Column({ appearance, shape, items, user }: ColumnProps) {
  const { t } = useTranslation();
  const { dark, userCard, gradient } = APPEARANCES[appearance];
  const listed = shape === 'list' || shape === 'dense-list';
  const navigationLabel = t('shell.navigation');
  return (
    <Flex
      as="aside"
      {...(dark ? DARK_SCOPE : {})}
      hideBelow="md"
      direction="column"
      w={WIDTH[shape]}
      flexShrink={0}
      position="sticky"
      top={0}
      h="100dvh"
      bg={dark ? 'bg.navigation' : 'bg.panel'}
      bgGradient={gradient ? 'to-b' : undefined}
      gradientFrom={gradient ? 'brand.800' : undefined}
      gradientTo={gradient ? 'brand.950' : undefined}
      color="fg"
      borderEndWidth="1px"
    >
      <Flex
        h={16}
        px={listed ? (shape === 'list' ? 6 : 4) : 0}
        align="center"
        justify={listed ? 'start' : 'center'}
        flexShrink={0}
      >
        <Link to={paths.root}>
          <Logo withName={listed} size={shape === 'icons' ? 28 : undefined} />
        </Link>
      </Flex>
      {userCard === 'top' && shape === 'list' && <UserCard user={user} />}
      <Box flex={1} minH={0} overflowY="auto" css={PANEL_SCROLLBAR}>
        {listed ? (
          <NavigationMenu items={items} label={navigationLabel} dense={shape === 'dense-list'} />
        ) : (
          <IconNavigation
            items={items}
            label={navigationLabel}
            withTitles={shape === 'titled-icons'}
          />
        )}
      </Box>
      {userCard === 'bottom' && (
        <Box borderTopWidth="1px" borderColor="whiteAlpha.200">
          <UserCard user={user} />
        </Box>
      )}
    </Flex>
  );
});

interface TopBarProps extends Pick<LayoutFrameProps, 'items' | 'toolbar'> {
  appearance: VerticalAppearance;
  columnHidden: boolean;
  onColumnHiddenChange: (hidden: boolean) => void;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
}

/** The top bar: the navigation's toggles, the logo on small screens, the toolbar. */
const TopBar = memo(function TopBar({
  appearance,
  items,
  toolbar,
  columnHidden,
  onColumnHiddenChange,
  expanded,
  onExpandedChange,
}: TopBarProps) {
  const { t } = useTranslation();
  return (
    <Flex
      as="header"
      h={16}
      px={{ base: 2, md: 6 }}
      align="center"
      gap={{ base: 0, sm: 2 }}
      bg="bg.panel"
      borderBottomWidth="1px"
      position="sticky"
      top={0}
      zIndex="sticky"
    >
      <NavigationDrawer items={items} />
      <IconButton
        aria-label={t('shell.showNavigation')}
        aria-expanded={!columnHidden}
        title={t('shell.showNavigation')}
        variant="ghost"
        size="sm"
        hideBelow="md"
        onClick={() => onColumnHiddenChange(!columnHidden)}
      >
        <Bars3BottomLeftIcon />
      </IconButton>
      {appearance === 'dense' && !columnHidden && (
        <IconButton
          aria-label={t('shell.wideNavigation')}
          aria-pressed={expanded}
          title={t('shell.wideNavigation')}
          variant="ghost"
          size="sm"
          hideBelow="md"
          onClick={() => onExpandedChange(!expanded)}
        >
          {expanded ? <ArrowsPointingInIcon /> : <ArrowsPointingOutIcon />}
        </IconButton>
      )}
      {/* Below sm the toolbar needs the room; the drawer shows the logo. */}
      <Box hideFrom="md" hideBelow="sm">
        <Link to={paths.root}>
          <Logo size={28} />
        </Link>
      </Box>
      <Spacer />
      {toolbar}
    </Flex>
  );
});

/**
 * The side-navigation layouts. The column and the top bar are memoized: a new page
 * (the children) draws without drawing them again.
 */
export function VerticalLayout({
  appearance,
  items,
  user,
  toolbar,
  children,
}: LayoutFrameProps & { appearance: VerticalAppearance }) {
  const [hidden, setHidden] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const shape: ColumnShape =
    appearance === 'dense' && expanded ? 'list' : APPEARANCES[appearance].shape;
  return (
    <Flex minH="100dvh" bg="bg.subtle" data-layout={appearance}>
      {!hidden && <Column appearance={appearance} shape={shape} items={items} user={user} />}
      <Flex direction="column" flex={1} minW={0}>
        <TopBar
          appearance={appearance}
          items={items}
          toolbar={toolbar}
          columnHidden={hidden}
          onColumnHiddenChange={setHidden}
          expanded={expanded}
          onExpandedChange={setExpanded}
        />
        <LayoutMain px={{ base: 4, md: 8 }} py={{ base: 6, md: 8 }}>
          {children}
        </LayoutMain>
        <LayoutFooter />
      </Flex>
    </Flex>
  );
}
