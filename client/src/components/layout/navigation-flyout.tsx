// A menu entry that opens its children in a menu beside or below it: the horizontal
// navigation's groups, and the entries of the narrow columns (thin, dense, compact)
// that hold other entries. Ark's menu gives the keyboard handling; its items are links.
import { Box, Menu, Portal, Text } from '@chakra-ui/react';
import ChevronDownIcon from '@heroicons/react/24/outline/ChevronDownIcon';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { safeLink } from '../../lib/links';
import { NamedIcon } from '../ui/named-icon';
import { containsActive, isActive, type NavItem } from './navigation-items';
import { useNavigationText } from './navigation-text';

/** One link of a flyout. */
function FlyoutLink({ item }: { item: NavItem }) {
  const text = useNavigationText();
  const { pathname } = useLocation();
  const link = safeLink(item.link);
  if (!link) return null;
  const label = (
    <>
      {/* Without an icon, its room stays empty: the titles line up. */}
      {item.icon ? (
        <NamedIcon name={item.icon} color="fg.subtle" />
      ) : (
        <Box as="span" boxSize={5} flexShrink={0} aria-hidden />
      )}
      <Text as="span" flex={1}>
        {text(item, 'title')}
      </Text>
    </>
  );
  return (
    <Menu.Item value={item.id} asChild>
      {item.externalLink ? (
        <a href={link} target="_blank" rel="noreferrer">
          {label}
        </a>
      ) : (
        <Link to={link} aria-current={isActive(item, pathname) ? 'page' : undefined}>
          {label}
        </Link>
      )}
    </Menu.Item>
  );
}

/** A flyout's entries: links, and each entry holding others as a titled group. */
function FlyoutItems({ items }: { items: readonly NavItem[] }) {
  const text = useNavigationText();
  return items.map((item) => {
    if (item.type === 'divider') return <Menu.Separator key={item.id} />;
    if (item.type === 'spacer') return null;
    if (item.children?.length) {
      return (
        <Menu.ItemGroup key={item.id}>
          <Menu.ItemGroupLabel fontSize="xs" color="fg.muted">
            {text(item, 'title')}
          </Menu.ItemGroupLabel>
          <FlyoutItems items={item.children} />
        </Menu.ItemGroup>
      );
    }
    return <FlyoutLink key={item.id} item={item} />;
  });
}

interface NavigationFlyoutProps {
  item: NavItem;
  /** Below the trigger (a top bar) or beside it (a column). */
  placement: 'bottom-start' | 'right-start';
  /** The trigger's content; its accessible name is the entry's title. */
  children: ReactNode;
  /** The trigger's style, given whether it holds the current page. */
  trigger: (active: boolean) => Record<string, unknown>;
}

export function NavigationFlyout({ item, placement, children, trigger }: NavigationFlyoutProps) {
  const text = useNavigationText();
  const { pathname } = useLocation();
  const active = containsActive(item, pathname);
  return (
    <Menu.Root positioning={{ placement, gutter: 6 }} lazyMount unmountOnExit>
      <Menu.Trigger
        aria-label={text(item, 'title') ?? undefined}
        data-active={active ? '' : undefined}
        {...trigger(active)}
      >
        {children}
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56" maxH="70vh" overflowY="auto">
            <FlyoutItems items={item.children ?? []} />
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** The chevron a top bar's group shows after its title. */
export function FlyoutChevron() {
  return (
    <Box as="span" boxSize={4} color="fg.subtle">
      <ChevronDownIcon aria-hidden />
    </Box>
  );
}
