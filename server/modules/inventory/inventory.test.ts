import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inventory } from '../../../fixtures/inventory';
import { DELAYS_MS } from '../../delays';
import { startTestServer, type TestServer } from '../../test/harness';
import {
  InventoryStore,
  sortProducts,
  type InventoryProductRecord,
  type InventoryTagRecord,
  type ProductPage,
} from './store';

const byName = (a: InventoryProductRecord, b: InventoryProductRecord) =>
  a.name.toUpperCase().localeCompare(b.name.toUpperCase());
const names = (page: ProductPage) => page.products?.map((product) => product.name);
const tagId = (title: string) => inventory.tags.find((tag) => tag.title === title)!.id;

describe('inventory fixtures', () => {
  it('has 23 watches in the Mens, Ladies and Unisex categories', () => {
    expect(inventory.products).toHaveLength(23);
    expect(inventory.categories.map((category) => category.name)).toEqual([
      'Mens',
      'Ladies',
      'Unisex',
    ]);
    for (const product of inventory.products) expect(product.tags).toContain(tagId('watch'));
  });

  it('has the sample brands, vendors and tags', () => {
    expect(inventory.brands.map((brand) => brand.name)).toEqual([
      'Benton',
      'Capmia',
      'Lara',
      'Premera',
      'Zeon',
    ]);
    expect(inventory.vendors.map((vendor) => vendor.slug)).toEqual(['evel', 'mivon', 'neogen']);
    expect(inventory.tags.map((tag) => tag.title)).toEqual([
      'mens',
      'ladies',
      'unisex',
      '44mm',
      '40mm',
      '5 ATM',
      '10 ATM',
      'automatic',
      'chronograph',
      'watch',
    ]);
  });

  it('prices every product at basePrice plus taxPercent percent, to the cent', () => {
    for (const { name, basePrice, taxPercent, price } of inventory.products) {
      expect(Math.abs(price - basePrice * (1 + taxPercent / 100)), name).toBeLessThanOrEqual(
        0.005 + 1e-9,
      );
      expect(Math.round(price * 100), name).toBeCloseTo(price * 100, 6);
    }
    const taxes = new Set(inventory.products.map((product) => product.taxPercent));
    expect([...taxes].sort((a, b) => a - b)).toEqual([8, 10, 18, 20, 30]);
  });

  it('only references categories, brands, vendors and tags that exist', () => {
    const ids = (records: readonly { id: string }[]) => records.map((record) => record.id);
    for (const product of inventory.products) {
      expect(ids(inventory.categories)).toContain(product.category);
      expect(ids(inventory.brands)).toContain(product.brand);
      expect(ids(inventory.vendors)).toContain(product.vendor);
      for (const tag of product.tags) expect(ids(inventory.tags)).toContain(tag);
      expect(product.reserved).toBeLessThanOrEqual(product.stock);
      expect(product.cost).toBeLessThan(product.basePrice);
      expect(product.thumbnail === null || product.images.includes(product.thumbnail)).toBe(true);
    }
    const all = [
      ...inventory.categories,
      ...inventory.brands,
      ...inventory.vendors,
      ...inventory.tags,
      ...inventory.products,
    ].map((record) => record.id);
    expect(new Set(all).size).toBe(all.length);
  });

  it('has products without a thumbnail and inactive products', () => {
    expect(inventory.products.some((product) => product.thumbnail === null)).toBe(true);
    expect(inventory.products.some((product) => !product.active)).toBe(true);
  });
});

describe('InventoryStore.listProducts', () => {
  let store: InventoryStore;
  beforeEach(() => {
    store = new InventoryStore(inventory);
  });

  it('defaults to page 1 (the second slice) of 10, by name ascending', () => {
    const page = store.listProducts();
    const expected = [...inventory.products].sort(byName).slice(10, 20);
    expect(names(page)).toEqual(expected.map((product) => product.name));
    expect(page.pagination).toEqual({
      length: 23,
      size: 10,
      page: 1,
      lastPage: 3,
      startIndex: 10,
      endIndex: 19,
    });
  });

  it('treats null arguments as the defaults', () => {
    const defaults = store.listProducts();
    expect(
      store.listProducts({ search: null, sort: null, order: null, page: null, size: null }),
    ).toEqual(defaults);
  });

  it('gives a short last page and an empty page at lastPage, with legacy indexes', () => {
    const last = store.listProducts({ page: 2 });
    expect(last.products).toHaveLength(3);
    expect(last.pagination).toMatchObject({ page: 2, startIndex: 20, endIndex: 22 });
    const empty = store.listProducts({ page: 3 });
    expect(empty.products).toEqual([]);
    expect(empty.pagination).toEqual({
      length: 23,
      size: 10,
      page: 3,
      lastPage: 3,
      startIndex: 30,
      endIndex: 22,
    });
  });

  it('answers null products and only lastPage past the last page', () => {
    expect(store.listProducts({ page: 4 })).toEqual({
      products: null,
      pagination: {
        length: null,
        size: null,
        page: null,
        lastPage: 3,
        startIndex: null,
        endIndex: null,
      },
    });
  });

  it('sorts number fields numerically, not as text', () => {
    const stocks = store
      .listProducts({ sort: 'stock', page: 0, size: 50 })
      .products!.map((product) => product.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    // As text, "8" would come after "12"; as numbers it comes first.
    expect(stocks.indexOf(8)).toBeLessThan(stocks.indexOf(12));
    const prices = store
      .listProducts({ sort: 'price', page: 0, size: 50 })
      .products!.map((product) => product.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('sorts sku and name as text ignoring case', () => {
    const [first, second] = inventory.products;
    store.updateProduct(first!.id, { name: 'aaa crown' });
    store.updateProduct(second!.id, { name: 'AAB strap' });
    // By code unit "AAB" sorts before "aaa" ("A" is 65, "a" 97); ignoring case it follows.
    expect(names(store.listProducts({ page: 0, size: 2 }))).toEqual(['aaa crown', 'AAB strap']);
    store.updateProduct(first!.id, { sku: 'aaa-1' });
    store.updateProduct(second!.id, { sku: 'AAB-1' });
    const skus = store
      .listProducts({ sort: 'sku', page: 0, size: 2 })
      .products!.map((product) => product.sku);
    expect(skus).toEqual(['aaa-1', 'AAB-1']);
  });

  it('treats names differing only in case as equal, keeping stored order both ways', () => {
    const [first, second] = inventory.products;
    store.updateProduct(first!.id, { name: 'aaa crown' });
    store.updateProduct(second!.id, { name: 'AAA CROWN' });
    const stored = ['aaa crown', 'AAA CROWN'];
    expect(names(store.listProducts({ page: 0, size: 2 }))).toEqual(stored);
    const descending = store.listProducts({ order: 'desc', page: 0, size: 50 }).products!;
    expect(descending.slice(-2).map((product) => product.name)).toEqual(stored);
  });

  it('sorts active as text: false before true ascending, true first descending', () => {
    const inactive = inventory.products.filter((product) => !product.active).length;
    const ascending = store.listProducts({ sort: 'active', page: 0, size: 50 }).products!;
    expect(ascending.slice(0, inactive).every((product) => !product.active)).toBe(true);
    expect(ascending.slice(inactive).every((product) => product.active)).toBe(true);
    const descending = store.listProducts({ sort: 'active', order: 'desc', page: 0, size: 50 });
    expect(descending.products![0]!.active).toBe(true);
    expect(descending.products!.at(-1)!.active).toBe(false);
  });

  it('sorts descending for any order other than asc', () => {
    const ascending = names(store.listProducts({ page: 0, size: 50 }))!;
    expect(names(store.listProducts({ order: 'desc', page: 0, size: 50 }))).toEqual(
      [...ascending].reverse(),
    );
    expect(names(store.listProducts({ order: 'ASC', page: 0, size: 50 }))).toEqual(
      [...ascending].reverse(),
    );
    const weights = store
      .listProducts({ sort: 'weight', order: 'down', page: 0, size: 50 })
      .products!.map((product) => product.weight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
  });

  it('filters by a case-insensitive substring of the name, then pages the matches', () => {
    const page = store.listProducts({ search: 'SOLSTICE', page: 0 });
    expect(names(page)).toEqual(['Solstice Pearl 40 Automatic', 'Solstice Rose 40']);
    expect(page.pagination).toMatchObject({ length: 2, lastPage: 1, startIndex: 0, endIndex: 1 });
    // Description text does not count.
    expect(store.listProducts({ search: 'zafiro', page: 0 }).products).toEqual([]);
    // The default page 1 of a one-page result is the empty page, not past the end.
    expect(store.listProducts({ search: 'solstice' }).products).toEqual([]);
    expect(store.listProducts({ search: 'solstice', page: 2 }).products).toBeNull();
  });

  it('treats an empty search as no filter', () => {
    expect(store.listProducts({ search: '', page: 0 }).pagination.length).toBe(23);
  });

  it('refuses a negative page, a size below 1 and an unknown sort field', () => {
    expect(() => store.listProducts({ page: -1 })).toThrow('"page"');
    expect(() => store.listProducts({ size: 0 })).toThrow('"size"');
    expect(() => store.listProducts({ size: -10 })).toThrow('"size"');
    expect(() => store.listProducts({ sort: 'colour' })).toThrow('"sort"');
    expect(() => store.listProducts({ sort: 'description' })).toThrow('"sort"');
  });

  it('returns the stored records without reordering the store', () => {
    const stored = store.listAllProducts().map((product) => product.id);
    const page = store.listProducts({ sort: 'price', order: 'desc', page: 0 });
    expect(page.products![0]).toBe(store.getProduct(page.products![0]!.id));
    expect(store.listAllProducts().map((product) => product.id)).toEqual(stored);
  });

  it('sees writes made after an earlier read of the same sort', () => {
    store.listProducts({ page: 0 });
    const target = inventory.products[5]!;
    store.updateProduct(target.id, { name: '0 first' });
    expect(store.listProducts({ page: 0 }).products![0]).toMatchObject({
      id: target.id,
      name: '0 first',
    });
    store.removeProduct(target.id);
    expect(store.listProducts({ page: 0 }).pagination.length).toBe(22);
    const created = store.createProduct();
    expect(store.listProducts({ page: 0 }).products![0]).toBe(created);
    store.removeTag(tagId('watch'));
    expect(store.listProducts({ page: 0 }).products![1]!.tags).not.toContain(tagId('watch'));
  });
});

describe('sortProducts', () => {
  it('is stable: ties keep their stored order in both directions', () => {
    const products = inventory.products.map((product, index) => ({
      ...product,
      stock: index % 2,
    }));
    const ids = (list: InventoryProductRecord[]) => list.map((product) => product.id);
    const zeros = ids(products.filter((product) => product.stock === 0));
    const ones = ids(products.filter((product) => product.stock === 1));
    expect(ids(sortProducts(products, 'stock', true))).toEqual([...zeros, ...ones]);
    expect(ids(sortProducts(products, 'stock', false))).toEqual([...ones, ...zeros]);
  });
});

describe('InventoryStore writes', () => {
  let store: InventoryStore;
  beforeEach(() => {
    store = new InventoryStore(inventory);
  });

  it('creates a blank, inactive product first', () => {
    const created = store.createProduct();
    expect(store.listAllProducts()[0]).toBe(created);
    expect(store.listAllProducts()).toHaveLength(24);
    expect(created).toMatchObject({ name: '', active: false, tags: [], images: [], price: 0 });
    expect(store.getProduct(created.id)).toBe(created);
  });

  it('merges an update and recomputes the price when basePrice or taxPercent change alone', () => {
    const [product] = inventory.products;
    const renamed = store.updateProduct(product!.id, { id: 'ignored', name: 'Meridian II' });
    expect(renamed).toEqual({ ...product, name: 'Meridian II' });
    expect(store.updateProduct(product!.id, { basePrice: 100 }).price).toBe(118);
    expect(store.updateProduct(product!.id, { taxPercent: 10 }).price).toBe(110);
    expect(store.updateProduct(product!.id, { basePrice: 19.99, taxPercent: 8 }).price).toBe(21.59);
  });

  it('keeps a price that is sent with the new basePrice', () => {
    const [product] = inventory.products;
    const updated = store.updateProduct(product!.id, { basePrice: 100, price: 125 });
    expect(updated).toMatchObject({ basePrice: 100, price: 125 });
  });

  it('refuses nulls and unknown references, changing nothing', () => {
    const [product] = inventory.products;
    expect(() => store.updateProduct(product!.id, { name: null })).toThrow('"name"');
    expect(() => store.updateProduct(product!.id, { price: null })).toThrow('"price"');
    expect(() => store.updateProduct(product!.id, { category: 'nope' })).toThrow('"category"');
    expect(() => store.updateProduct(product!.id, { brand: 'nope' })).toThrow('"brand"');
    expect(() => store.updateProduct(product!.id, { tags: ['nope'] })).toThrow('"tags"');
    expect(store.getProduct(product!.id)).toEqual(product);
    expect(store.updateProduct(product!.id, { category: null }).category).toBeNull();
  });

  it('answers NOT_FOUND for writes to an unknown id', () => {
    expect(() => store.updateProduct('nope', { name: 'x' })).toThrow('does not exist');
    expect(() => store.removeProduct('nope')).toThrow('does not exist');
    expect(() => store.updateTag('nope', { title: 'x' })).toThrow('does not exist');
    expect(() => store.removeTag('nope')).toThrow('does not exist');
    expect(store.listAllProducts()).toEqual(inventory.products);
  });

  it('removes a deleted tag from every product', () => {
    const automatic = tagId('automatic');
    const carrying = inventory.products.filter((product) => product.tags.includes(automatic));
    expect(carrying.length).toBeGreaterThan(1);
    expect(store.removeTag(automatic)).toBe(true);
    expect(store.listTags().map((tag) => tag.id)).not.toContain(automatic);
    for (const product of store.listAllProducts()) expect(product.tags).not.toContain(automatic);
    const first = store.getProduct(carrying[0]!.id)!;
    expect(first.tags).toEqual(carrying[0]!.tags.filter((tag) => tag !== automatic));
  });

  it('creates tags first and renames them; a blank title is refused', () => {
    const created = store.createTag({ title: ' sapphire ' });
    expect(store.listTags()[0]).toEqual({ id: created.id, title: 'sapphire' });
    expect(store.updateTag(created.id, { title: 'sapphire crystal' }).title).toBe(
      'sapphire crystal',
    );
    expect(() => store.createTag({ title: '  ' })).toThrow('"title"');
    expect(() => store.updateTag(created.id, { title: '' })).toThrow('"title"');
    expect(store.listTags()).toHaveLength(11);
  });
});

describe('REST /api/apps/ecommerce/inventory', () => {
  const BASE = '/api/apps/ecommerce/inventory';
  let server: TestServer;
  let token: string;
  const get = async <T>(path: string) => server.request<T>('GET', `${BASE}/${path}`, { token });

  beforeEach(async () => {
    server = await startTestServer();
    token = await server.signIn();
  });
  afterEach(() => server.close());

  it('requires a session', async () => {
    for (const path of ['products', 'categories', 'tags', 'product?id=x']) {
      expect((await server.request('GET', `${BASE}/${path}`)).status).toBe(401);
    }
    expect((await server.request('POST', `${BASE}/product`)).status).toBe(401);
  });

  it('lists categories, brands, vendors and tags', async () => {
    expect((await get('categories')).body).toEqual(inventory.categories);
    expect((await get('brands')).body).toEqual(inventory.brands);
    expect((await get('vendors')).body).toEqual(inventory.vendors);
    expect((await get('tags')).body).toEqual(inventory.tags);
  });

  it('GET products without parameters answers the second page of ten by name', async () => {
    const answer = await get<ProductPage>('products');
    expect(answer.status).toBe(200);
    const expected = [...inventory.products].sort(byName).slice(10, 20);
    expect(answer.body.products).toEqual(expected);
    expect(answer.body.pagination).toEqual({
      length: 23,
      size: 10,
      page: 1,
      lastPage: 3,
      startIndex: 10,
      endIndex: 19,
    });
  });

  it('GET products sorts, orders, searches and pages from the query string', async () => {
    const answer = await get<ProductPage>('products?sort=price&order=desc&page=0&size=4');
    const prices = inventory.products.map((product) => product.price).sort((a, b) => b - a);
    expect(answer.body.products!.map((product) => product.price)).toEqual(prices.slice(0, 4));
    expect(answer.body.pagination).toMatchObject({ length: 23, lastPage: 6, endIndex: 3 });
    const search = await get<ProductPage>('products?search=meridian&page=0');
    expect(names(search.body)).toEqual(['Meridian Automatic 44', 'Meridian Chronograph 44']);
  });

  it('GET products past the last page answers null products and only lastPage', async () => {
    const answer = await get('products?page=4');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ products: null, pagination: { lastPage: 3 } });
  });

  it('GET products refuses bad page, size and sort with 400 naming the parameter', async () => {
    const cases = [
      ['page=-1', '"page"'],
      ['page=abc', '"page"'],
      ['page=1.5', '"page"'],
      ['size=0', '"size"'],
      ['size=-3', '"size"'],
      ['size=ten', '"size"'],
      ['sort=colour', '"sort"'],
    ] as const;
    for (const [query, field] of cases) {
      const answer = await get<{ error: string }>(`products?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.error, query).toContain(field);
    }
  });

  it('GET product answers the product, or 200 null for an unknown id', async () => {
    const [product] = inventory.products;
    expect((await get(`product?id=${product!.id}`)).body).toEqual(product);
    const unknown = await get('product?id=unknown');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toBeNull();
  });

  it('POST product creates a blank inactive product at the top', async () => {
    const created = await server.request<InventoryProductRecord>('POST', `${BASE}/product`, {
      token,
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: '', active: false, category: null, stock: 0 });
    expect(server.stores.inventory.listAllProducts()[0]!.id).toBe(created.body.id);
    expect((await get<ProductPage>('products?page=0')).body.products![0]!.id).toBe(created.body.id);
  });

  it('PATCH product merges and recomputes the price; an unknown id is 404', async () => {
    const [product] = inventory.products;
    const updated = await server.request<InventoryProductRecord>('PATCH', `${BASE}/product`, {
      token,
      body: { id: product!.id, product: { ...product, basePrice: 200, taxPercent: 20 } },
    });
    // The whole product was sent back, so its old price came with it and is kept.
    expect(updated.body).toMatchObject({ basePrice: 200, taxPercent: 20, price: product!.price });
    const repriced = await server.request<InventoryProductRecord>('PATCH', `${BASE}/product`, {
      token,
      body: { id: product!.id, product: { basePrice: 250 } },
    });
    expect(repriced.body).toMatchObject({ basePrice: 250, price: 300, name: product!.name });

    const before = server.stores.inventory.listAllProducts().slice();
    const unknown = await server.request<{ error: string }>('PATCH', `${BASE}/product`, {
      token,
      body: { id: 'unknown', product: { name: 'x' } },
    });
    expect(unknown.status).toBe(404);
    expect(server.stores.inventory.listAllProducts()).toEqual(before);
  });

  it('PATCH product with bad input answers 400 naming the field', async () => {
    const [product] = inventory.products;
    const cases = [
      [{ name: null }, '"name"'],
      [{ stock: 'many' }, 'stock'],
      [{ vendor: 'nobody' }, '"vendor"'],
      [{ stock: -1 }, '"stock"'],
      // Large enough that the computed price would overflow to Infinity.
      [{ basePrice: 1e308, taxPercent: 100 }, '"basePrice"'],
      [{ taxPercent: 5000 }, '"taxPercent"'],
    ] as const;
    for (const [patch, field] of cases) {
      const answer = await server.request<{ error: string }>('PATCH', `${BASE}/product`, {
        token,
        body: { id: product!.id, product: patch },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toContain(field);
    }
    expect(server.stores.inventory.getProduct(product!.id)).toEqual(product);
    const list = await get<ProductPage>('products?page=0&sort=price&order=desc');
    expect(list.status).toBe(200);
  });

  it('DELETE product answers true; an unknown id is 404', async () => {
    const [product] = inventory.products;
    const removed = await server.request('DELETE', `${BASE}/product?id=${product!.id}`, {
      token,
    });
    expect(removed.body).toBe(true);
    expect((await get(`product?id=${product!.id}`)).body).toBeNull();
    expect((await get<ProductPage>('products')).body.pagination.length).toBe(22);
    const unknown = await server.request('DELETE', `${BASE}/product?id=unknown`, { token });
    expect(unknown.status).toBe(404);
  });

  it('POST, PATCH and DELETE tag; deleting takes the tag off every product', async () => {
    const created = await server.request<InventoryTagRecord>('POST', `${BASE}/tag`, {
      token,
      body: { tag: { title: 'titanium' } },
    });
    expect(created.body).toEqual({ id: expect.any(String), title: 'titanium' });
    const renamed = await server.request<InventoryTagRecord>('PATCH', `${BASE}/tag`, {
      token,
      body: { id: created.body.id, tag: { ...created.body, title: 'grade 5 titanium' } },
    });
    expect(renamed.body).toEqual({ id: created.body.id, title: 'grade 5 titanium' });
    expect((await get<InventoryTagRecord[]>('tags')).body[0]).toEqual(renamed.body);

    const [product] = inventory.products;
    await server.request('PATCH', `${BASE}/product`, {
      token,
      body: { id: product!.id, product: { tags: [...product!.tags, created.body.id] } },
    });
    const removed = await server.request('DELETE', `${BASE}/tag?id=${created.body.id}`, {
      token,
    });
    expect(removed.body).toBe(true);
    expect((await get<InventoryProductRecord>(`product?id=${product!.id}`)).body.tags).toEqual(
      product!.tags,
    );

    const watch = tagId('watch');
    await server.request('DELETE', `${BASE}/tag?id=${watch}`, { token });
    const all = (await get<ProductPage>('products?page=0&size=100')).body.products!;
    expect(all.filter((item) => item.tags.includes(watch))).toEqual([]);
  });

  it('tag writes answer 400 for a blank title and 404 for an unknown id', async () => {
    const blank = await server.request<{ error: string }>('POST', `${BASE}/tag`, {
      token,
      body: { tag: { title: ' ' } },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toContain('"title"');
    const patch = await server.request('PATCH', `${BASE}/tag`, {
      token,
      body: { id: 'unknown', tag: { title: 'x' } },
    });
    const remove = await server.request('DELETE', `${BASE}/tag?id=unknown`, { token });
    expect([patch.status, remove.status]).toEqual([404, 404]);
    expect((await get('tags')).body).toEqual(inventory.tags);
  });
});

describe('GraphQL inventoryProducts', () => {
  let server: TestServer;
  afterEach(() => server.close());

  it('answers a page and null fields past the end; its delay is 300 ms', async () => {
    server = await startTestServer();
    const token = await server.signIn();
    const query = `query ($page: Int, $sort: InventoryProductSort) {
      inventoryProducts(page: $page, sort: $sort, size: 5) {
        products { name stock }
        pagination { length page lastPage startIndex endIndex }
      }
    }`;
    const first = await server.graphql<{ inventoryProducts: ProductPage }>(
      query,
      { page: 0, sort: 'stock' },
      token,
    );
    const stocks = first.body.data!.inventoryProducts.products!.map((product) => product.stock);
    expect(stocks).toEqual([0, 0, 8, 12, 14]);
    const past = await server.graphql(query, { page: 6 }, token);
    expect(past.body.data).toEqual({
      inventoryProducts: {
        products: null,
        pagination: { length: null, page: null, lastPage: 5, startIndex: null, endIndex: null },
      },
    });
    const unknownSort = await server.graphql(query, { sort: 'colour' }, token);
    expect(unknownSort.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(DELAYS_MS['Query.inventoryProducts']).toBe(300);
  });
});
