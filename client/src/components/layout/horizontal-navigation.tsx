// The main navigation as a bar (the horizontal layouts, from md up): each group is a
// button that opens its links below it; a top-level link is a link.
import { Box, Flex, Text } from '@chakra-ui/react';
import { NavLink } from 'react-router';
import { safeLink } from '../../lib/links';
import { NamedIcon } from '../ui/named-icon';
import { FlyoutChevron, NavigationFlyout } from './navigation-flyout';
import type { NavItem } from './navigation-items';
import { MenuPending, useMenuStatus } from './menu-status';
import { useNavigationText } from './navigation-text';

const entryStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 1.5,
  h: 9,
  px: 2.5,
  rounded: 'md',
  fontSize: 'sm',
  fontWeight: 'medium',
  whiteSpace: 'nowrap',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted', color: 'fg' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' },
} as const;
const activeStyle = { bg: 'brand.subtle', color: 'brand.fg' } as const;

function Entry({ item }: { item: NavItem }) {
  const text = useNavigationText();
  const title = text(item, 'title');
  if (item.children?.length) {
    return (
      <NavigationFlyout
        item={item}
        placement="bottom-start"
        trigger={(active) => ({ ...entryStyle, ...(active ? activeStyle : {}) })}
      >
        {item.icon && <NamedIcon name={item.icon} />}
        <Text as="span">{title}</Text>
        <FlyoutChevron />
      </NavigationFlyout>
    );
  }
  const link = safeLink(item.link);
  if (!link || item.type === 'divider' || item.type === 'spacer') return null;
  return (
    <Box asChild {...entryStyle} _currentPage={activeStyle}>
      <NavLink to={link} end={!!item.exactMatch}>
        {item.icon && <NamedIcon name={item.icon} />}
        {title}
      </NavLink>
    </Box>
  );
}

export function HorizontalNavigation({
  items,
  label,
}: {
  items: readonly NavItem[];
  label: string;
}) {
  const status = useMenuStatus();
  return (
    <Flex as="nav" aria-label={label} hideBelow="md" minW={0}>
      {status.state === 'ready' ? (
        <Flex as="ul" listStyleType="none" m={0} ps={0} gap={0.5} flexWrap="wrap">
          {items.map((item) => (
            <Box as="li" key={item.id}>
              <Entry item={item} />
            </Box>
          ))}
        </Flex>
      ) : (
        <MenuPending shape="bar" status={status} />
      )}
    </Flex>
  );
}
