// The legacy inventory paths under api/apps/ecommerce/inventory.
import type { RestRoute } from '../../rest/route';

const BASE = 'apps/ecommerce/inventory';
const PRODUCT = `id category name description tags sku barcode brand vendor stock reserved cost
  basePrice taxPercent price weight thumbnail images active`;
const PAGINATION = 'length size page lastPage startIndex endIndex';

/** Past the last page the legacy answer's pagination held only lastPage. */
function productsAnswer(data: Record<string, unknown>): unknown {
  const page = data.inventoryProducts as {
    products: unknown[] | null;
    pagination: { lastPage: number };
  };
  return page.products === null
    ? { products: null, pagination: { lastPage: page.pagination.lastPage } }
    : page;
}

export const routes: RestRoute[] = [
  {
    method: 'GET',
    path: `${BASE}/categories`,
    document: 'query InventoryCategories { inventoryCategories { id parentId name slug } }',
  },
  {
    method: 'GET',
    path: `${BASE}/brands`,
    document: 'query InventoryBrands { inventoryBrands { id name slug } }',
  },
  {
    method: 'GET',
    path: `${BASE}/vendors`,
    document: 'query InventoryVendors { inventoryVendors { id name slug } }',
  },
  {
    method: 'GET',
    path: `${BASE}/tags`,
    document: 'query InventoryTags { inventoryTags { id title } }',
  },
  {
    method: 'GET',
    path: `${BASE}/products`,
    document: `query InventoryProducts($search: String, $sort: InventoryProductSort, $order: String, $page: Int, $size: Int) {
      inventoryProducts(search: $search, sort: $sort, order: $order, page: $page, size: $size) {
        products { ${PRODUCT} }
        pagination { ${PAGINATION} }
      }
    }`,
    variables: {
      search: 'query.search',
      sort: 'query.sort',
      order: 'query.order',
      page: 'query.page',
      size: 'query.size',
    },
    answer: productsAnswer,
  },
  {
    method: 'GET',
    path: `${BASE}/product`,
    document: `query InventoryProduct($id: ID!) { inventoryProduct(id: $id) { ${PRODUCT} } }`,
    variables: { id: 'query.id' },
  },
  {
    method: 'POST',
    path: `${BASE}/product`,
    document: `mutation CreateInventoryProduct { createInventoryProduct { ${PRODUCT} } }`,
  },
  {
    method: 'PATCH',
    path: `${BASE}/product`,
    document: `mutation UpdateInventoryProduct($id: ID!, $product: InventoryProductInput!) {
      updateInventoryProduct(id: $id, product: $product) { ${PRODUCT} }
    }`,
    variables: { id: 'body.id', product: 'body.product' },
  },
  {
    method: 'DELETE',
    path: `${BASE}/product`,
    document: 'mutation DeleteInventoryProduct($id: ID!) { deleteInventoryProduct(id: $id) }',
    variables: { id: 'query.id' },
  },
  {
    method: 'POST',
    path: `${BASE}/tag`,
    document: `mutation CreateInventoryTag($tag: InventoryTagInput!) {
      createInventoryTag(tag: $tag) { id title }
    }`,
    variables: { tag: 'body.tag' },
  },
  {
    method: 'PATCH',
    path: `${BASE}/tag`,
    document: `mutation UpdateInventoryTag($id: ID!, $tag: InventoryTagInput!) {
      updateInventoryTag(id: $id, tag: $tag) { id title }
    }`,
    variables: { id: 'body.id', tag: 'body.tag' },
  },
  {
    method: 'DELETE',
    path: `${BASE}/tag`,
    document: 'mutation DeleteInventoryTag($id: ID!) { deleteInventoryTag(id: $id) }',
    variables: { id: 'query.id' },
  },
];
