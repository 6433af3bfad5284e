// Sorted views and searches kept in step with writes: after creates, updates, deletes
// and tag removals, every list and search answers exactly what a store built afresh
// from the same records answers (same matches, same order).
import { describe, expect, it } from 'vitest';
import { contactsSeed } from '../../fixtures/contacts';
import { inventory } from '../../fixtures/inventory';
import { generateProducts } from '../../fixtures/generated';
import { ContactStore } from '../modules/contacts/store';
import { InventoryStore, PRODUCT_SORT_FIELDS } from '../modules/inventory/store';
import { SortedIndex, insertSorted, removeSorted, SortedArray } from './sorted-index';
import { seeded } from './seeded';

const SEARCHES = [null, 'orbit', 'a', 'dive', 'x', 'ORBIT 4', '#1'];
const NAMES = ['Orbit Diver 40', 'Altitude Pilot', 'a', '', 'orbit', 'Zeta #10', 'Ábaco'];

function everyProductPage(store: InventoryStore) {
  const pages: unknown[] = [];
  for (const sort of PRODUCT_SORT_FIELDS) {
    for (const order of ['asc', 'desc']) {
      for (const search of SEARCHES) {
        const { products, pagination } = store.listProducts({
          sort,
          order,
          search,
          page: 0,
          size: 1_000_000,
        });
        pages.push({ sort, order, search, ids: products?.map((p) => p.id), pagination });
      }
    }
  }
  return pages;
}

describe('inventory views and searches', () => {
  it('follow creates, updates, deletes and tag removals', () => {
    const random = seeded(13);
    const store = new InventoryStore({ ...inventory, products: generateProducts(300, 7) });
    everyProductPage(store); // every view and search built before the writes
    for (let step = 0; step < 200; step++) {
      const products = store.listAllProducts();
      const pick = () => products[Math.floor(random() * products.length)]!;
      const roll = random();
      if (roll < 0.15) store.createProduct();
      else if (roll < 0.25 && products.length > 1) store.removeProduct(pick().id);
      else if (roll < 0.55)
        store.updateProduct(pick().id, { name: NAMES[Math.floor(random() * NAMES.length)]! });
      else if (roll < 0.75) store.updateProduct(pick().id, { basePrice: Math.floor(random() * 5) });
      else if (roll < 0.85) store.updateProduct(pick().id, { active: random() < 0.5 });
      else if (roll < 0.9) store.updateProduct(pick().id, { stock: Math.floor(random() * 3) });
      else if (roll < 0.95) store.updateProduct(pick().id, { sku: products[0]!.sku });
      else {
        const tag = store.listTags()[0];
        if (tag) store.removeTag(tag.id);
      }
      if (step % 20 === 19) {
        const fresh = new InventoryStore({
          ...inventory,
          tags: store.listTags(),
          products: store.listAllProducts(),
        });
        expect(everyProductPage(store)).toEqual(everyProductPage(fresh));
      }
    }
  });
});

describe('contact search', () => {
  it('follows creates, renames, deletes and tag removals', () => {
    const random = seeded(11);
    const store = new ContactStore(contactsSeed);
    const queries = [null, 'a', 'ma', 'josé', 'JOSE', 'zz', 'new'];
    const answer = (contacts: ContactStore) =>
      queries.map((query) => contacts.search(query).map((contact) => contact.id));
    answer(store);
    for (let step = 0; step < 120; step++) {
      const all = store.list();
      const pick = () => all[Math.floor(random() * all.length)]!;
      const roll = random();
      if (roll < 0.2) store.create(random() < 0.5 ? {} : { name: 'Ana María' });
      else if (roll < 0.35 && all.length > 1) store.remove(pick().id);
      else if (roll < 0.9)
        store.update(pick().id, { name: ['Ana', 'José Pérez', 'Zoe', 'maría'][step % 4]! });
      else {
        const tag = store.tagList()[0];
        if (tag) store.removeTag(tag.id);
      }
      if (step % 15 === 14) {
        const fresh = new ContactStore({
          contacts: store.list(),
          tags: store.tagList(),
          countries: store.countryList(),
        });
        expect(answer(store)).toEqual(answer(fresh));
      }
    }
  });
});

describe('SortedIndex', () => {
  it('inserts after equals, removes by identity, and keeps remembered searches in step', () => {
    const compare = (a: { n: number }, b: { n: number }) => a.n - b.n;
    const items = [{ n: 1 }, { n: 2 }, { n: 2 }, { n: 3 }];
    const extra = { n: 2 };
    insertSorted(new SortedArray(items), extra, compare);
    expect(items[3]).toBe(extra);
    expect(removeSorted(new SortedArray(items), { n: 2 }, compare)).toBe(false);
    expect(removeSorted(new SortedArray(items), extra, compare)).toBe(true);
    const index = new SortedIndex(items, compare, (item) => String(item.n));
    expect(index.search('2')).toHaveLength(2);
    const moved = { n: 22 };
    index.replace(items[1]!, moved);
    expect([...index.search('2')].map((item) => item.n)).toEqual([2, 22]);
    expect([...index.list()].map((item) => item.n)).toEqual([1, 2, 3, 22]);
  });

  it('moves a record into and out of remembered searches when only its text changes', () => {
    const compare = (a: { n: number }, b: { n: number }) => a.n - b.n;
    const items = [1, 2, 3].map((n) => ({ n, text: 'plain' }));
    const index = new SortedIndex(items, compare, (item) => item.text);
    expect(index.search('mark').toArray()).toEqual([]);
    expect(index.search('plain')).toHaveLength(3);
    const marked = { n: 2, text: 'marked' };
    index.replace(items[1]!, marked);
    expect(index.search('mark').toArray()).toEqual([marked]);
    expect([...index.search('plain')].map((item) => item.n)).toEqual([1, 3]);
    expect(index.list().toArray()).toEqual([items[0], marked, items[2]]);
    const back = { n: 2, text: 'plain again' };
    index.replace(marked, back);
    expect(index.search('mark').toArray()).toEqual([]);
    expect(index.search('plain').toArray()).toEqual([items[0], back, items[2]]);
  });

  it('makes a replacement at the next read, once, and none for one undone', () => {
    let comparisons = 0;
    const compare = (a: { n: number }, b: { n: number }) => (comparisons++, a.n - b.n);
    const items = Array.from({ length: 64 }, (_, n) => ({ n: n * 10 }));
    const index = new SortedIndex(items, compare, (item) => String(item.n));
    expect(index.search('25').toArray()).toEqual([items[25]]);
    // Changed, then put back before anyone reads: as a write undone before its commit.
    const renamed = { n: 5 };
    comparisons = 0;
    index.replace(items[40]!, renamed);
    index.replace(renamed, items[40]!);
    expect(index.list().at(40)).toBe(items[40]);
    expect(comparisons).toBe(0);
    // Three changes to one record between two reads: one move, to where the last puts it.
    const [first, second, third] = [{ n: 15 }, { n: 255 }, { n: 625 }];
    index.replace(items[3]!, first);
    index.replace(first, second);
    index.replace(second, third);
    expect(
      index
        .list()
        .toArray()
        .map((item) => item.n),
    ).toEqual(
      [...items.filter((item) => item !== items[3]), third]
        .map((item) => item.n)
        .sort((a, b) => a - b),
    );
    expect(index.search('25').toArray()).toEqual([items[25], third]);
    // A removal or an insert first makes what is waiting.
    const later = { n: 7 };
    index.replace(items[0]!, later);
    index.remove(items[1]!);
    expect(index.list().toArray().slice(0, 2)).toEqual([later, items[2]]);
  });
});
