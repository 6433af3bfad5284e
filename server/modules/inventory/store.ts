// The e-commerce inventory: products with their categories, brands, vendors and tags.
// The product list is sorted, filtered by name and paged as the legacy mock did it.
import { randomUUID } from 'node:crypto';
import { Table, type Kinds, type Loadable } from '../../data/table';
import { BadInputError, NotFoundError } from '../../lib/errors';
import { MAX_AMOUNT, merge, rejectNulls, requireAmount } from '../../lib/input';
import { SortedIndex } from '../../lib/sorted-index';
import { TagList } from '../../lib/tag-list';
import { priceWithTax } from '../../../shared/limits';

export interface InventoryCategoryRecord {
  id: string;
  parentId: string | null;
  name: string;
  slug: string;
}

export interface InventoryBrandRecord {
  id: string;
  name: string;
  slug: string;
}

export type InventoryVendorRecord = InventoryBrandRecord;

export interface InventoryTagRecord {
  id: string;
  title: string;
}

export interface InventoryProductRecord {
  id: string;
  /** Category id. */
  category: string | null;
  name: string;
  description: string;
  /** Tag ids. */
  tags: string[];
  sku: string;
  barcode: string;
  /** Brand id. */
  brand: string | null;
  /** Vendor id. */
  vendor: string | null;
  stock: number;
  reserved: number;
  cost: number;
  basePrice: number;
  taxPercent: number;
  price: number;
  weight: number;
  thumbnail: string | null;
  images: string[];
  active: boolean;
}

export interface InventorySeed {
  categories: readonly InventoryCategoryRecord[];
  brands: readonly InventoryBrandRecord[];
  vendors: readonly InventoryVendorRecord[];
  tags: readonly InventoryTagRecord[];
  products: readonly InventoryProductRecord[];
}

export type InventoryProductInput = {
  readonly [K in keyof InventoryProductRecord]?:
    | (InventoryProductRecord[K] extends (infer T)[] ? readonly T[] : InventoryProductRecord[K])
    | null;
};

export interface InventoryTagInput {
  id?: string | null;
  title: string;
}

/** Fields compared as text (ignoring case); every other sort field compares as a number. */
const TEXT_SORT_FIELDS = ['sku', 'name', 'active'] as const;
const NUMBER_SORT_FIELDS = [
  'stock',
  'reserved',
  'cost',
  'basePrice',
  'taxPercent',
  'price',
  'weight',
] as const;
export const PRODUCT_SORT_FIELDS = [...TEXT_SORT_FIELDS, ...NUMBER_SORT_FIELDS] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];

export interface ProductListOptions {
  search?: string | null;
  sort?: string | null;
  order?: string | null;
  page?: number | null;
  size?: number | null;
}

export interface ProductPagination {
  length: number | null;
  size: number | null;
  page: number | null;
  lastPage: number;
  startIndex: number | null;
  endIndex: number | null;
}

export interface ProductPage {
  products: InventoryProductRecord[] | null;
  pagination: ProductPagination;
}

export const DEFAULT_PAGE = 1;
export const DEFAULT_SIZE = 10;

const NOT_NULL = [
  'name',
  'description',
  'tags',
  'sku',
  'barcode',
  'stock',
  'reserved',
  'cost',
  'basePrice',
  'taxPercent',
  'price',
  'weight',
  'images',
  'active',
] as const;

/** Quantities that cannot be negative or absurdly large (a tax of over 1000 % is a typo). */
const AMOUNTS = {
  stock: MAX_AMOUNT,
  reserved: MAX_AMOUNT,
  cost: MAX_AMOUNT,
  basePrice: MAX_AMOUNT,
  price: MAX_AMOUNT,
  weight: MAX_AMOUNT,
  taxPercent: 1000,
} as const;

/**
 * Locale-aware comparison ignoring case, as the legacy `localeCompare` of upper-cased
 * values (a collator that ignores case orders the same, without an upper-cased copy of
 * both texts at each comparison of a binary search).
 */
const collator = new Intl.Collator(undefined, { sensitivity: 'accent' });

export class InventoryStore {
  private readonly categories: Table<InventoryCategoryRecord>;
  private readonly brands: Table<InventoryBrandRecord>;
  private readonly vendors: Table<InventoryVendorRecord>;
  private readonly tags: TagList<InventoryProductRecord>;
  /** Newest first: the stored order, which breaks ties in every sort. */
  private readonly products: Table<InventoryProductRecord>;
  /**
   * Sorted views of the products by `field:order` with their name searches, built on
   * first use and kept in step with the table (server/lib/sorted-index.ts): a read is a
   * lookup and a slice; a write moves one record in each view, no re-sort.
   */
  private readonly sortedViews = new Map<string, SortedIndex<InventoryProductRecord>>();
  /** Names in lower case, for search, by record. */
  private readonly lowerNames = new WeakMap<InventoryProductRecord, string>();

  constructor(seed: Loadable<InventorySeed>) {
    this.categories = Table.of('categories', seed.categories);
    this.brands = Table.of('brands', seed.brands);
    this.vendors = Table.of('vendors', seed.vendors);
    this.products = Table.of('products', seed.products);
    this.tags = new TagList('Tag', seed.tags, 'first', this.products);
    const views = () => this.sortedViews.values();
    this.products.watch({
      added: (product) => {
        for (const view of views()) view.insert(product);
      },
      removed: (product) => {
        for (const view of views()) view.remove(product);
      },
      replaced: (previous, next) => {
        for (const view of views()) view.replace(previous, next);
      },
    });
  }

  tables(): Kinds {
    const { categories, brands, vendors, products } = this;
    return { categories, brands, vendors, tags: this.tags.table, products };
  }

  listCategories(): readonly InventoryCategoryRecord[] {
    return this.categories.list();
  }

  listBrands(): readonly InventoryBrandRecord[] {
    return this.brands.list();
  }

  listVendors(): readonly InventoryVendorRecord[] {
    return this.vendors.list();
  }

  listTags(): readonly InventoryTagRecord[] {
    return this.tags.list();
  }

  /** Every product, newest first as stored. */
  listAllProducts(): readonly InventoryProductRecord[] {
    return this.products.list();
  }

  /**
   * One page of products: sort, then keep names containing `search` (ignoring case),
   * then slice page × size. The default page is 1 (the second slice), as in the legacy mock.
   */
  listProducts(options: ProductListOptions = {}): ProductPage {
    const sort = options.sort ?? 'name';
    if (!isSortField(sort)) {
      throw new BadInputError(
        `"sort" must be one of ${PRODUCT_SORT_FIELDS.join(', ')}; got "${sort}".`,
      );
    }
    const page = options.page ?? DEFAULT_PAGE;
    const size = options.size ?? DEFAULT_SIZE;
    if (!Number.isInteger(page) || page < 0) {
      throw new BadInputError(`"page" must be a whole number, 0 or more; got ${page}.`);
    }
    if (!Number.isInteger(size) || size < 1) {
      throw new BadInputError(`"size" must be a whole number, 1 or more; got ${size}.`);
    }
    const ascending = (options.order ?? 'asc') === 'asc';

    const view = this.sortedView(sort, ascending);
    const search = options.search?.toLowerCase();
    const matching = search ? view.search(search) : view.list();

    const length = matching.length;
    const lastPage = Math.max(Math.ceil(length / size), 1);
    if (page > lastPage) {
      return {
        products: null,
        pagination: {
          length: null,
          size: null,
          page: null,
          lastPage,
          startIndex: null,
          endIndex: null,
        },
      };
    }
    const startIndex = page * size;
    const end = Math.min(startIndex + size, length);
    return {
      products: matching.slice(startIndex, end),
      pagination: { length, size, page, lastPage, startIndex, endIndex: end - 1 },
    };
  }

  getProduct(id: string): InventoryProductRecord | null {
    return this.products.get(id) ?? null;
  }

  /** Adds a blank, inactive product at the top of the list. */
  createProduct(): InventoryProductRecord {
    const product: InventoryProductRecord = {
      id: randomUUID(),
      category: null,
      name: '',
      description: '',
      tags: [],
      sku: '',
      barcode: '',
      brand: null,
      vendor: null,
      stock: 0,
      reserved: 0,
      cost: 0,
      basePrice: 0,
      taxPercent: 0,
      price: 0,
      weight: 0,
      thumbnail: null,
      images: [],
      active: false,
    };
    return this.products.insert(product, 'first');
  }

  /**
   * Merges the given fields. When basePrice or taxPercent is sent without price, the
   * price is recomputed; a price that is sent is kept as sent.
   */
  updateProduct(id: string, input: InventoryProductInput): InventoryProductRecord {
    const current = this.requireProduct(id);
    rejectNulls(input, NOT_NULL);
    for (const [field, max] of Object.entries(AMOUNTS)) {
      const value = input[field as keyof typeof AMOUNTS];
      if (value != null) requireAmount(value, field, max);
    }
    this.checkReferences(input);
    const next = merge(current, input);
    const pricing = input.basePrice != null || input.taxPercent != null;
    if (pricing && input.price == null) next.price = priceWithTax(next.basePrice, next.taxPercent);
    return this.products.replace(next);
  }

  removeProduct(id: string): boolean {
    this.requireProduct(id);
    this.products.remove(id);
    return true;
  }

  createTag(input: InventoryTagInput): InventoryTagRecord {
    return this.tags.create(input);
  }

  updateTag(id: string, input: InventoryTagInput): InventoryTagRecord {
    return this.tags.update(id, input);
  }

  /** Removes a tag and takes it off every product that carries it. */
  removeTag(id: string): boolean {
    this.tags.remove(id);
    return true;
  }

  private sortedView(
    field: ProductSortField,
    ascending: boolean,
  ): SortedIndex<InventoryProductRecord> {
    const key = `${field}:${ascending ? 'asc' : 'desc'}`;
    let view = this.sortedViews.get(key);
    if (!view) {
      // The table's list is in stored order, so sortProducts' tie-break by position is
      // the comparison's tie-break by stored position.
      view = new SortedIndex(
        sortProducts(this.products.list(), field, ascending),
        this.comparison(field, ascending),
        (product) => this.lowerName(product),
      );
      this.sortedViews.set(key, view);
    }
    return view;
  }

  /** sortProducts' order as a comparison of two records (for the views' writes). */
  private comparison(
    field: ProductSortField,
    ascending: boolean,
  ): (a: InventoryProductRecord, b: InventoryProductRecord) => number {
    const sign = ascending ? 1 : -1;
    const products = this.products;
    const tie = (a: InventoryProductRecord, b: InventoryProductRecord) =>
      products.seqOf(a.id) - products.seqOf(b.id) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    if ((TEXT_SORT_FIELDS as readonly string[]).includes(field)) {
      return (a, b) => collator.compare(String(a[field]), String(b[field])) * sign || tie(a, b);
    }
    return (a, b) => (Number(a[field]) - Number(b[field])) * sign || tie(a, b);
  }

  private lowerName(product: InventoryProductRecord): string {
    let lower = this.lowerNames.get(product);
    if (lower === undefined) this.lowerNames.set(product, (lower = product.name.toLowerCase()));
    return lower;
  }

  private requireProduct(id: string): InventoryProductRecord {
    const product = this.products.get(id);
    if (!product) throw new NotFoundError('Product', id);
    return product;
  }

  private checkReferences(input: InventoryProductInput): void {
    const tables = { category: this.categories, brand: this.brands, vendor: this.vendors };
    for (const [field, records] of Object.entries(tables)) {
      const id = input[field as keyof typeof tables];
      if (id != null && !records.has(id)) {
        throw new BadInputError(`"${field}" names no known ${field}: "${id}".`);
      }
    }
    this.tags.requireKnown(input.tags);
  }
}

function isSortField(field: string): field is ProductSortField {
  return (PRODUCT_SORT_FIELDS as readonly string[]).includes(field);
}

/**
 * A new array of the same records, stably sorted: O(n log n), each record's key
 * computed once. Text fields compare ignoring case with the locale collator, number
 * fields numerically; descending keeps ties in stored order, like the legacy sort.
 */
export function sortProducts(
  products: readonly InventoryProductRecord[],
  field: ProductSortField,
  ascending: boolean,
): InventoryProductRecord[] {
  const sign = ascending ? 1 : -1;
  const positions = Uint32Array.from(products.keys());
  if ((TEXT_SORT_FIELDS as readonly string[]).includes(field)) {
    const keys = products.map((product) => String(product[field]));
    positions.sort((a, b) => collator.compare(keys[a]!, keys[b]!) * sign || a - b);
  } else {
    const keys = Float64Array.from(products, (product) => Number(product[field]));
    positions.sort((a, b) => (keys[a]! - keys[b]!) * sign || a - b);
  }
  return Array.from(positions, (position) => products[position]!);
}
