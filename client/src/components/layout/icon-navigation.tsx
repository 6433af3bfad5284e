// The main navigation as a narrow column of icons (the thin, dense and compact
// layouts): links are icons named by their title (shown as a tooltip, or under the icon
// with `withTitles`); an entry holding others opens them beside the column.
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { NavLink } from 'react-router';
import { safeLink } from '../../lib/links';
import { NamedIcon } from '../ui/named-icon';
import { NavigationFlyout } from './navigation-flyout';
import type { NavItem } from './navigation-items';
import { MenuPending, useMenuStatus } from './menu-status';
import { useNavigationText } from './navigation-text';

const tileStyle = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 1,
  w: 'full',
  minH: 11,
  px: 1,
  py: 2,
  rounded: 'md',
  color: 'fg.muted',
  cursor: 'pointer',
  transition: 'background 0.15s, color 0.15s',
  _hover: { bg: 'fg/8', color: 'fg' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.400', outlineOffset: '-2px' },
} as const;
const activeStyle = {
  bg: 'brand.500/20',
  color: 'fg',
  '& svg': { color: 'brand.fg' },
} as const;

function TileContent({ item, withTitles }: { item: NavItem; withTitles: boolean }) {
  const text = useNavigationText();
  const title = text(item, 'title') ?? '';
  return (
    <>
      {item.icon ? (
        <NamedIcon name={item.icon} boxSize={6} />
      ) : (
        <Text as="span" fontWeight="semibold" aria-hidden>
          {title.charAt(0)}
        </Text>
      )}
      {withTitles && (
        <Text as="span" fontSize="2xs" fontWeight="medium" textAlign="center" lineClamp={2}>
          {title}
        </Text>
      )}
    </>
  );
}

function Tile({ item, withTitles }: { item: NavItem; withTitles: boolean }) {
  const text = useNavigationText();
  const title = text(item, 'title') ?? undefined;
  if (item.children?.length) {
    return (
      <NavigationFlyout
        item={item}
        placement="right-start"
        trigger={(active) => ({ ...tileStyle, ...(active ? activeStyle : {}), title })}
      >
        <TileContent item={item} withTitles={withTitles} />
      </NavigationFlyout>
    );
  }
  const link = safeLink(item.link);
  if (!link) return null;
  const content = <TileContent item={item} withTitles={withTitles} />;
  return (
    <Box asChild {...tileStyle} _currentPage={activeStyle}>
      {item.externalLink ? (
        <a href={link} target="_blank" rel="noreferrer" aria-label={title} title={title}>
          {content}
        </a>
      ) : (
        <NavLink to={link} end={!!item.exactMatch} aria-label={title} title={title}>
          {content}
        </NavLink>
      )}
    </Box>
  );
}

/** A group's entries as tiles, groups parted by a line (their titles would not fit). */
function Tiles({ items, withTitles }: { items: readonly NavItem[]; withTitles: boolean }) {
  return items.map((item) => {
    if (item.type === 'spacer') return null;
    if (item.type === 'divider')
      return <Box as="li" key={item.id} aria-hidden borderTopWidth="1px" my={2} />;
    if (item.type === 'group') {
      return (
        <Box
          as="li"
          key={item.id}
          borderTopWidth="1px"
          pt={2}
          mt={2}
          _first={{ borderTopWidth: 0, pt: 0, mt: 0 }}
        >
          <Stack as="ul" gap={1} listStyleType="none" ps={0} m={0}>
            <Tiles items={item.children ?? []} withTitles={withTitles} />
          </Stack>
        </Box>
      );
    }
    return (
      <Box as="li" key={item.id}>
        <Tile item={item} withTitles={withTitles} />
      </Box>
    );
  });
}

interface IconNavigationProps {
  items: readonly NavItem[];
  label: string;
  /** Shows each entry's title under its icon (compact), else only as a tooltip. */
  withTitles?: boolean;
}

export function IconNavigation({ items, label, withTitles = false }: IconNavigationProps) {
  const status = useMenuStatus();
  return (
    <Flex as="nav" aria-label={label} direction="column" px={2} py={3}>
      {status.state === 'ready' ? (
        <Stack as="ul" gap={1} listStyleType="none" ps={0} m={0}>
          <Tiles items={items} withTitles={withTitles} />
        </Stack>
      ) : (
        <MenuPending shape="icons" status={status} />
      )}
    </Flex>
  );
}
