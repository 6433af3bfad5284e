// The navigation tree as the shell shows it: which entries this host may open and
// which entry the current address belongs to. Pure, so it is tested without a browser.
import { AREAS, paths, type Area } from '../../config/paths';
import type { NavigationItemFieldsFragment } from '../../gql/graphql';

export type NavItem = NavigationItemFieldsFragment & { children?: readonly NavItem[] | null };

/** The area an entry opens, when it links straight to one. */
function areaOf(item: NavItem): Area | null {
  return AREAS.find((area) => item.link === paths.area(area)) ?? null;
}

/**
 * Drops the area entries this host cannot open (they would only lead to the 404 page),
 * and the groups left with nothing in them.
 */
export function withoutClosedAreas(
  items: readonly NavItem[],
  canOpen: (area: Area) => boolean,
): NavItem[] {
  return items.flatMap((item) => {
    const area = areaOf(item);
    if (area && !canOpen(area)) return [];
    if (!item.children?.length) return [item];
    const children = withoutClosedAreas(item.children, canOpen);
    return children.length ? [{ ...item, children }] : [];
  });
}

/** Whether `pathname` is the entry's page, or (unless exactMatch) a page below it. */
export function isActive(item: NavItem, pathname: string): boolean {
  if (!item.link || item.externalLink) return false;
  if (pathname === item.link) return true;
  return !item.exactMatch && pathname.startsWith(`${item.link.replace(/\/$/, '')}/`);
}

/** Whether the entry or one of its descendants is the current page. */
export function containsActive(item: NavItem, pathname: string): boolean {
  return (
    isActive(item, pathname) ||
    (item.children ?? []).some((child) => containsActive(child, pathname))
  );
}

/** The current page's entry: the one with the longest matching link. */
export function activeItem(items: readonly NavItem[], pathname: string): NavItem | null {
  let best: NavItem | null = null;
  const visit = (list: readonly NavItem[]) => {
    for (const item of list) {
      if (isActive(item, pathname) && (item.link?.length ?? 0) > (best?.link?.length ?? -1)) {
        best = item;
      }
      visit(item.children ?? []);
    }
  };
  visit(items);
  return best;
}
