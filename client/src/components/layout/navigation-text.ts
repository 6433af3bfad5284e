// Navigation entries in the reader's language, by the entry's id: `navigation.<id>.title`
// (and `.subtitle`) in the translations, the API's own words for an id they lack. A field
// the API leaves out (the futuristic menu's groups have no subtitle) stays out.
import { useTranslation } from 'react-i18next';
import type { NavItem } from './navigation-items';

export type NavigationText = (item: NavItem, field: 'title' | 'subtitle') => string | null;

export function useNavigationText(): NavigationText {
  const { i18n } = useTranslation();
  return (item, field) => {
    if (!item[field]) return null;
    const key = `navigation.${item.id}.${field}`;
    // The ids come from the API, so the key is checked at run time, not typed.
    return i18n.exists(key) ? i18n.t(key as never) : item[field];
  };
}
