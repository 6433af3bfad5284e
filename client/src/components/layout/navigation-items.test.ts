import { describe, expect, it } from 'vitest';
import type { Area } from '../../config/paths';
import { activeItem, containsActive, withoutClosedAreas, type NavItem } from './navigation-items';

const item = (fields: Pick<NavItem, 'id' | 'type'> & Partial<NavItem>): NavItem => ({
  __typename: 'NavigationItem',
  title: fields.id,
  subtitle: null,
  icon: null,
  link: null,
  externalLink: null,
  exactMatch: null,
  badge: null,
  ...fields,
});

const link = (id: string, href: string, extra: Partial<NavItem> = {}): NavItem =>
  item({ id, type: 'basic', link: href, ...extra });

const menu: NavItem[] = [
  item({
    id: 'areas',
    type: 'group',
    title: 'Áreas',
    children: [
      link('areas.administracion', '/administracion'),
      link('areas.panel-principal', '/panel-principal'),
      link('areas.pagos', '/pagos'),
    ],
  }),
  item({
    id: 'apps',
    type: 'group',
    title: 'Applications',
    children: [
      link('apps.chat', '/apps/chat'),
      item({
        id: 'apps.help-center',
        type: 'collapsable',
        title: 'Help Center',
        children: [
          link('apps.help-center.home', '/apps/help-center', { exactMatch: true }),
          link('apps.help-center.faqs', '/apps/help-center/faqs'),
        ],
      }),
    ],
  }),
];

const ids = (items: readonly NavItem[]): string[] =>
  items.flatMap((item) => [item.id, ...ids(item.children ?? [])]);

describe('withoutClosedAreas', () => {
  it('drops the areas the host cannot open and keeps everything else', () => {
    const gestion = (area: Area) => area !== 'administracion';
    const shown = ids(withoutClosedAreas(menu, gestion));
    expect(shown).not.toContain('areas.administracion');
    expect(shown).toEqual(expect.arrayContaining(['areas', 'areas.pagos', 'apps.chat']));
  });

  it('drops a group whose areas are all closed', () => {
    const shown = withoutClosedAreas(menu, () => false);
    expect(shown.map((item) => item.id)).toEqual(['apps']);
  });

  it('keeps the tree as it is when every area is open', () => {
    expect(withoutClosedAreas(menu, () => true)).toEqual(menu);
  });
});

describe('activeItem', () => {
  it('finds the entry of the current page, however deep', () => {
    expect(activeItem(menu, '/pagos')?.id).toBe('areas.pagos');
    expect(activeItem(menu, '/apps/help-center/faqs')?.id).toBe('apps.help-center.faqs');
  });

  it('matches the pages below an entry unless it asks for an exact match', () => {
    expect(activeItem(menu, '/apps/chat/42')?.id).toBe('apps.chat');
    expect(activeItem(menu, '/apps/help-center/guides')).toBeNull();
  });

  it('does not take a longer path sharing a prefix for a page below', () => {
    expect(activeItem(menu, '/pagos-extra')).toBeNull();
  });
});

describe('containsActive', () => {
  it('is true for the collapsable entry around the current page', () => {
    const helpCenter = menu[1]!.children![1]!;
    expect(containsActive(helpCenter, '/apps/help-center/faqs')).toBe(true);
    expect(containsActive(helpCenter, '/apps/chat')).toBe(false);
  });
});
