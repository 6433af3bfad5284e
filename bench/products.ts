// Generated inventories for the scale runs of `npm run bench`: the same products on
// every run (a seeded generator, no Math.random), shaped like the fixtures.
import { inventory } from '../fixtures/inventory';
import { type InventoryProductRecord } from '../server/modules/inventory/store';
import { seeded } from '../server/lib/seeded';
import { priceWithTax } from '../shared/limits';

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

const MODELS = ['Meridian', 'Solstice', 'Altitude', 'Cortex', 'Vela', 'Summit', 'Orbit', 'Nimbus'];
const KINDS = ['Automatic', 'Chronograph', 'Diver', 'Field', 'Pilot', 'Dress', 'GMT', 'Solar'];
const TAXES = [8, 10, 18, 20, 30];

export function generateProducts(count: number, seed = 20261122): InventoryProductRecord[] {
  const random = seeded(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const products: InventoryProductRecord[] = [];
  for (let index = 0; index < count; index++) {
    const model = pick(MODELS);
    const kind = pick(KINDS);
    const size = random() < 0.5 ? 40 : 44;
    const basePrice = Math.round((50 + random() * 950) * 100) / 100;
    const taxPercent = pick(TAXES);
    const stock = Math.floor(random() * 200);
    const sku = `GEN-${model.slice(0, 3).toUpperCase()}-${String(index).padStart(6, '0')}`;
    products.push({
      id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      category: pick(inventory.categories).id,
      name: `${model} ${kind} ${size} #${index}`,
      description: `${model} ${kind.toLowerCase()} watch, ${size} mm case.`,
      tags: [pick(inventory.tags).id, pick(inventory.tags).id],
      sku,
      barcode: String(2_000_000_000_000 + index),
      brand: pick(inventory.brands).id,
      vendor: pick(inventory.vendors).id,
      stock,
      reserved: Math.floor(random() * Math.min(stock + 1, 20)),
      cost: Math.round(basePrice * 55) / 100,
      basePrice,
      taxPercent,
      price: priceWithTax(basePrice, taxPercent),
      weight: Math.round((0.04 + random() * 0.14) * 1000) / 1000,
      thumbnail: `images/apps/ecommerce/products/${sku.toLowerCase()}-01.jpg`,
      images: [`images/apps/ecommerce/products/${sku.toLowerCase()}-01.jpg`],
      active: random() < 0.9,
    });
  }
  return products;
}
