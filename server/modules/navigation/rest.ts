import type { RestRoute } from '../../rest/route';

// Menus are at most three levels deep, so three nested selections cover them.
const ITEM = 'id type title subtitle icon link externalLink exactMatch badge { title color }';
const TREE = `${ITEM} children { ${ITEM} children { ${ITEM} } }`;

export const routes: RestRoute[] = [
  {
    method: 'GET',
    path: 'common/navigation',
    document: `query Navigation { navigation { compact { ${TREE} } default { ${TREE} } futuristic { ${TREE} } horizontal { ${TREE} } } }`,
  },
];
