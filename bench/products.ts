// The products page the benchmarks read, and the inventory sizes of the scale runs: the
// same generated products on every run (fixtures/generated.ts, a seeded generator).
export { generateProducts } from '../fixtures/generated';

/** Product counts of the scale runs. */
export const INVENTORY_SIZES = [100, 10_000, 100_000] as const;

/** Products a page holds in the benchmark's products page. */
export const PAGE_SIZE = 10;

/** Every product field, as the inventory screen asks for them. */
const PRODUCT_FIELDS = `id category name description tags sku barcode brand vendor stock reserved cost
      basePrice taxPercent price weight thumbnail images active`;

/**
 * The products page (issue 13): the first page of 10 products sorted by name, every
 * field; with `$search`, the same page of the products whose name holds it.
 */
export const PRODUCTS_QUERY = `query ($search: String) {
  inventoryProducts(sort: name, order: "asc", page: 0, size: ${PAGE_SIZE}, search: $search) {
    products { ${PRODUCT_FIELDS} }
    pagination { length size page lastPage startIndex endIndex }
  }
}`;

/** The same page from json-graphql-server (its list query, its paging and sort arguments). */
export const PEER_PRODUCTS_QUERY = `{
  allProducts(page: 0, perPage: ${PAGE_SIZE}, sortField: "name", sortOrder: "asc") { ${PRODUCT_FIELDS} }
  _allProductsMeta { count }
}`;

export const MESSAGE_FIELDS = 'id title description image icon link useRouter read seen time';
