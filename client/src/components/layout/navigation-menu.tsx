// The main navigation as a vertical menu: titled groups, links with icons and badges,
// collapsable entries, dividers. The current page's link has aria-current="page". Its
// dense appearance (the dense layout) has shorter rows, smaller icons and text, and
// groups without subtitles, so more of the menu fits.
import { Badge, Collapsible, Flex } from '@chakra-ui/react';
import ChevronRightIcon from '@heroicons/react/24/outline/ChevronRightIcon';
import { createContext, use } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { graphql } from '../../gql';
import { safeLink } from '../../lib/links';
import { NamedIconDrawing } from '../ui/named-icon';
import { containsActive, type NavItem } from './navigation-items';
import { MenuPending, useMenuStatus } from './menu-status';
import { useNavigationText, type NavigationText } from './navigation-text';

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
 * The menu's styles, resolved once for the whole menu: its entries are plain elements
 * with these classes, since the render that shows the shell after a sign-in draws them
 * all, and style props would be resolved for each element of each entry. The nav's
 * `data-dense` selects the dense appearance.
 */
const MENU_STYLES = {
  '& .nav-list': {
    display: 'flex',
    flexDirection: 'column',
    gap: '0.5',
    listStyleType: 'none',
    ps: '0',
    m: '0',
  },
  '& .nav-row': {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    w: 'full',
    minH: '10',
    px: '3',
    py: '2',
    rounded: 'md',
    fontSize: 'sm',
    fontWeight: 'medium',
    color: 'fg.muted',
    textAlign: 'start',
    transition: 'background 0.15s, color 0.15s',
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.400', outlineOffset: '-2px' },
    _currentPage: {
      bg: 'brand.500/15',
      color: 'fg',
      boxShadow: 'inset 3px 0 0 {colors.brand.400}',
      '& svg': { color: 'brand.fg' },
    },
  },
  // Links and collapsable entries; a label-only entry does not answer the pointer.
  '& .nav-link': { cursor: 'pointer', _hover: { bg: 'fg/8', color: 'fg' } },
  '& .nav-icon': { display: 'inline-flex', flexShrink: '0', boxSize: '5', color: 'fg.subtle' },
  '& .nav-label': { flex: '1', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .nav-chevron': { boxSize: '4', color: 'fg.subtle', transition: 'transform 0.2s' },
  '& [data-state=open] > .nav-chevron': { transform: 'rotate(90deg)' },
  '& .nav-children': { ps: '8', pt: '1' },
  '& .nav-group': { mt: '6', _first: { mt: '0' } },
  '& .nav-group-head': { px: '3', mb: '2' },
  '& .nav-group-title': {
    fontSize: 'xs',
    fontWeight: 'semibold',
    letterSpacing: 'wider',
    color: 'brand.fg',
  },
  '& .nav-group-subtitle': { fontSize: 'xs', color: 'fg.muted', mt: '0.5' },
  '& .nav-divider': { borderTopWidth: '1px', my: '4' },
  '& .nav-spacer': { flex: '1' },
  '&[data-dense]': {
    '& .nav-row': { gap: '2.5', minH: '8', py: '1', px: '2.5', fontSize: 'xs' },
    '& .nav-icon': { boxSize: '4' },
    '& .nav-children': { ps: '6' },
    '& .nav-group': { mt: '4', _first: { mt: '0' } },
    '& .nav-group-head': { px: '2.5', mb: '1' },
    '& .nav-group-title': { fontSize: '2xs' },
  },
} as const;

interface Menu {
  text: NavigationText;
  /** The reader's language, for the groups' titles in capitals (Turkish i → İ). */
  language: string;
  dense: boolean;
  /** Called when a link is followed, e.g. to close the drawer around the menu. */
  onNavigate?: () => void;
}

/** What every entry of one menu shares, read once for the whole menu. */
const MenuContext = createContext<Menu | null>(null);

function useMenu(): Menu {
  const menu = use(MenuContext);
  if (!menu) throw new Error('A navigation entry is drawn outside its NavigationMenu.');
  return menu;
}

function ItemLabel({ item }: { item: NavItem }) {
  const { text } = useMenu();
  return (
    <>
      {item.icon && (
        <span className="nav-icon" aria-hidden>
          <NamedIconDrawing name={item.icon} />
        </span>
      )}
      <span className="nav-label">{text(item, 'title')}</span>
      {item.badge && (
        <Badge size="sm" colorPalette="brand" variant="solid" rounded="full">
          {item.badge.title}
        </Badge>
      )}
    </>
  );
}

function LinkItem({ item }: { item: NavItem }) {
  const { onNavigate } = useMenu();
  const link = safeLink(item.link);
  if (!link) {
    // No link, or one that is neither an app path nor an http(s) URL: a label only.
    return (
      <div className="nav-row">
        <ItemLabel item={item} />
      </div>
    );
  }
  if (item.externalLink) {
    return (
      <a className="nav-row nav-link" href={link} target="_blank" rel="noreferrer">
        <ItemLabel item={item} />
      </a>
    );
  }
  return (
    <NavLink className="nav-row nav-link" to={link} end={!!item.exactMatch} onClick={onNavigate}>
      <ItemLabel item={item} />
    </NavLink>
  );
}

function CollapsableItem({ item }: { item: NavItem }) {
  const { pathname } = useLocation();
  return (
    <Collapsible.Root defaultOpen={containsActive(item, pathname)} lazyMount unmountOnExit>
      <Collapsible.Trigger className="nav-row nav-link">
        <ItemLabel item={item} />
        <span className="nav-chevron">
          <ChevronRightIcon aria-hidden />
        </span>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <div className="nav-children">
          <ItemList items={item.children ?? []} />
        </div>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

function Group({ item }: { item: NavItem }) {
  const { text, language, dense } = useMenu();
  const subtitle = !dense && text(item, 'subtitle');
  return (
    <li className="nav-group">
      <div className="nav-group-head">
        <p className="nav-group-title">{(text(item, 'title') ?? '').toLocaleUpperCase(language)}</p>
        {subtitle && <p className="nav-group-subtitle">{subtitle}</p>}
      </div>
      <ItemList items={item.children ?? []} />
    </li>
  );
}

function ItemList({ items }: { items: readonly NavItem[] }) {
  return (
    <ul className="nav-list">
      {items.map((item) => {
        switch (item.type) {
          case 'group':
          case 'aside':
            return <Group key={item.id} item={item} />;
          case 'divider':
            // A line between groups, for the eye only: a separator role would make the
            // list invalid (a list holds only items).
            return <li key={item.id} aria-hidden className="nav-divider" />;
          case 'spacer':
            return <li key={item.id} aria-hidden className="nav-spacer" />;
          case 'collapsable':
            return (
              <li key={item.id}>
                <CollapsableItem item={item} />
              </li>
            );
          default:
            return (
              <li key={item.id}>
                <LinkItem item={item} />
              </li>
            );
        }
      })}
    </ul>
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
  const { i18n } = useTranslation();
  const menu = { text: useNavigationText(), language: i18n.language, dense, onNavigate };
  return (
    <MenuContext value={menu}>
      <Flex
        as="nav"
        aria-label={label}
        direction="column"
        px={dense ? 2 : 3}
        py={dense ? 3 : 4}
        data-dense={dense || undefined}
        css={MENU_STYLES}
      >
        {status.state === 'ready' ? (
          <ItemList items={items} />
        ) : (
          <MenuPending shape="list" status={status} />
        )}
      </Flex>
    </MenuContext>
  );
}
