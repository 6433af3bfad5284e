// The main navigation as a vertical menu: titled groups, links with icons and badges,
// collapsable entries, dividers. The current page's link has aria-current="page". Its
// dense appearance (the dense layout) has shorter rows, smaller icons and text, and
// groups without subtitles, so more of the menu fits.
import { Badge, Box, Collapsible, Flex, Stack, Text } from '@chakra-ui/react';
import ChevronRightIcon from '@heroicons/react/24/outline/ChevronRightIcon';
import { createContext, use } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { graphql } from '../../gql';
import { safeLink } from '../../lib/links';
import { NamedIcon } from '../ui/named-icon';
import { containsActive, type NavItem } from './navigation-items';
import { MenuPending, useMenuStatus } from './menu-status';
import { useNavigationText } from './navigation-text';

export const NavigationItemFieldsFragment = graphql(`
  fragment NavigationItemFields on NavigationItem {
    id
    type
    title
    subtitle
    icon
    link
    externalLink
    exactMatch
    badge {
      title
    }
  }
`);

/**
 * A group's title and subtitle in the reader's language. Titles show in capitals, by
 * the language's rules (Turkish i → İ).
 */
function useGroupTexts(item: NavItem): { title: string; subtitle: string | null } {
  const { i18n } = useTranslation();
  const text = useNavigationText();
  return {
    title: (text(item, 'title') ?? '').toLocaleUpperCase(i18n.language),
    subtitle: text(item, 'subtitle'),
  };
}

/** Whether the menu shows its dense appearance, for every row below it. */
const DenseContext = createContext(false);

const rowStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: 3,
  w: 'full',
  minH: 10,
  px: 3,
  py: 2,
  rounded: 'md',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.muted',
  textAlign: 'start',
  transition: 'background 0.15s, color 0.15s',
  _hover: { bg: 'fg/8', color: 'fg' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.400', outlineOffset: '-2px' },
} as const;
const denseRowStyle = { ...rowStyle, gap: 2.5, minH: 8, py: 1, px: 2.5, fontSize: 'xs' } as const;

function useRowStyle() {
  return use(DenseContext) ? denseRowStyle : rowStyle;
}

function ItemLabel({ item }: { item: NavItem }) {
  const text = useNavigationText();
  const dense = use(DenseContext);
  return (
    <>
      {item.icon && <NamedIcon name={item.icon} color="fg.subtle" boxSize={dense ? 4 : 5} />}
      <Text as="span" flex={1} truncate>
        {text(item, 'title')}
      </Text>
      {item.badge && (
        <Badge size="sm" colorPalette="brand" variant="solid" rounded="full">
          {item.badge.title}
        </Badge>
      )}
    </>
  );
}

function LinkItem({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const rowStyle = useRowStyle();
  const link = safeLink(item.link);
  if (!link) {
    // No link, or one that is neither an app path nor an http(s) URL: a label only.
    return (
      <Box {...rowStyle} _hover={{}}>
        <ItemLabel item={item} />
      </Box>
    );
  }
  if (item.externalLink) {
    return (
      <Box asChild {...rowStyle}>
        <a href={link} target="_blank" rel="noreferrer">
          <ItemLabel item={item} />
        </a>
      </Box>
    );
  }
  return (
    <Box
      asChild
      {...rowStyle}
      _currentPage={{
        bg: 'brand.500/15',
        color: 'fg',
        boxShadow: 'inset 3px 0 0 {colors.brand.400}',
        '& svg': { color: 'brand.fg' },
      }}
    >
      <NavLink to={link} end={!!item.exactMatch} onClick={onNavigate}>
        <ItemLabel item={item} />
      </NavLink>
    </Box>
  );
}

function CollapsableItem({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const rowStyle = useRowStyle();
  const dense = use(DenseContext);
  const { pathname } = useLocation();
  return (
    <Collapsible.Root defaultOpen={containsActive(item, pathname)} lazyMount unmountOnExit>
      <Collapsible.Trigger {...rowStyle} cursor="pointer">
        <ItemLabel item={item} />
        <Box
          as="span"
          boxSize={4}
          color="fg.subtle"
          transition="transform 0.2s"
          css={{ '[data-state=open] > &': { transform: 'rotate(90deg)' } }}
        >
          <ChevronRightIcon aria-hidden />
        </Box>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Box ps={dense ? 6 : 8} pt={1}>
          <ItemList items={item.children ?? []} onNavigate={onNavigate} />
        </Box>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

function Group({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const { title, subtitle } = useGroupTexts(item);
  const dense = use(DenseContext);
  return (
    <Box as="li" mt={dense ? 4 : 6} _first={{ mt: 0 }}>
      <Box px={dense ? 2.5 : 3} mb={dense ? 1 : 2}>
        <Text
          fontSize={dense ? '2xs' : 'xs'}
          fontWeight="semibold"
          letterSpacing="wider"
          color="brand.fg"
        >
          {title}
        </Text>
        {subtitle && !dense && (
          <Text fontSize="xs" color="fg.muted" mt={0.5}>
            {subtitle}
          </Text>
        )}
      </Box>
      <ItemList items={item.children ?? []} onNavigate={onNavigate} />
    </Box>
  );
}

function ItemList({ items, onNavigate }: { items: readonly NavItem[]; onNavigate?: () => void }) {
  return (
    <Stack as="ul" gap={0.5} listStyleType="none" ps={0} m={0}>
      {items.map((item) => {
        switch (item.type) {
          case 'group':
          case 'aside':
            return <Group key={item.id} item={item} onNavigate={onNavigate} />;
          case 'divider':
            // A line between groups, for the eye only: a separator role would make the
            // list invalid (a list holds only items).
            return <Box as="li" key={item.id} aria-hidden borderTopWidth="1px" my={4} />;
          case 'spacer':
            return <Box as="li" key={item.id} aria-hidden flex={1} />;
          case 'collapsable':
            return (
              <Box as="li" key={item.id}>
                <CollapsableItem item={item} onNavigate={onNavigate} />
              </Box>
            );
          default:
            return (
              <Box as="li" key={item.id}>
                <LinkItem item={item} onNavigate={onNavigate} />
              </Box>
            );
        }
      })}
    </Stack>
  );
}

interface NavigationMenuProps {
  items: readonly NavItem[];
  label: string;
  /** Called when a link is followed, e.g. to close the drawer around the menu. */
  onNavigate?: () => void;
  /** The dense appearance: shorter rows, no group subtitles. */
  dense?: boolean;
}

export function NavigationMenu({ items, label, onNavigate, dense = false }: NavigationMenuProps) {
  const status = useMenuStatus();
  return (
    <DenseContext value={dense}>
      <Flex as="nav" aria-label={label} direction="column" px={dense ? 2 : 3} py={dense ? 3 : 4}>
        {status.state === 'ready' ? (
          <ItemList items={items} onNavigate={onNavigate} />
        ) : (
          <MenuPending shape="list" status={status} />
        )}
      </Flex>
    </DenseContext>
  );
}
