import type { RestRoute } from '../../rest/route';
import { ICON_SET_NAMES } from './sets';

// One route per set: `ui/icons/heroicons-outline` runs `iconSet(set: heroicons_outline)`.
// Enum values cannot hold '-', so the path spells the value with hyphens; the value is
// written into each document because routes take variables only from the request.
// Other `ui/icons/*` paths match no route and answer 404 'NOT FOUND'.
export const routes: RestRoute[] = ICON_SET_NAMES.map((set) => ({
  method: 'GET',
  path: `ui/icons/${set.replaceAll('_', '-')}`,
  document: `query IconSet { iconSet(set: ${set}) { namespace name grid list } }`,
}));
