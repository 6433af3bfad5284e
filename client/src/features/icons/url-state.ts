// What the icon browser keeps in the address besides the family (the path's :set): the
// variant (?variant=; the family's first is the default and left out), the search by
// name (?search=, read with lib/url-state.ts's searchIn) and the icons' size (?size=).
import { searchIn } from '../../lib/url-state';
import { pickSize, pickVariant, type IconFamily } from './icon-sets';

export interface IconBrowserState {
  variant: IconFamily['variants'][number];
  search: string;
  /** In px. */
  size: number;
}

/** The variant the address names, or the family's first. */
export function variantIn(family: IconFamily, params: URLSearchParams) {
  return pickVariant(family, params.get('variant'));
}

export function readIconState(family: IconFamily, params: URLSearchParams): IconBrowserState {
  const variant = variantIn(family, params);
  return {
    variant,
    search: searchIn(params) ?? '',
    size: pickSize(params.get('size'), variant.set),
  };
}

/** The address parameters on another variant (the family's first is left out). */
export function withVariant(params: URLSearchParams, family: IconFamily, key: string) {
  const next = new URLSearchParams(params);
  if (key === family.variants[0]!.key) next.delete('variant');
  else next.set('variant', key);
  return next;
}

/** The address parameters with another icon size. */
export function withSize(params: URLSearchParams, size: number | string) {
  const next = new URLSearchParams(params);
  next.set('size', String(size));
  return next;
}
