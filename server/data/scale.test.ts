// A write costs what it changes: renaming, creating or deleting one product serializes,
// compares, writes and indexes the same number of records whatever the inventory's
// size. Counted, not timed: JSON texts made, index operations (the table's watcher
// calls) and the rows each statement sends to the database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { generateProducts } from '../../fixtures/generated';
import { inventory } from '../../fixtures/inventory';
import { InventoryStore } from '../modules/inventory/store';
import { createStores } from '../stores';
import { openEmbedded, type Database, type Sql } from './database';
import { repositoryOn } from './open';
import { Repository } from './repository';
import { addGenerated } from './seed';
import type { Table } from './table';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

interface Counts {
  /** Records turned into JSON (to compare them and to write them). */
  serialized: number;
  /** Changes the products' indexes followed (the table's watcher calls). */
  indexed: number;
  /** Rows sent to the database by the batch's statements. */
  written: number;
}

/** Counts what three writes (a rename, a create, a delete) cost on `repository`. */
async function writeCosts(repository: Repository, written: () => number): Promise<Counts[]> {
  const inventoryStore = repository.stores.inventory;
  // Two sorted views and a search, built now: each write must keep them in step.
  inventoryStore.listProducts({ sort: 'name' });
  inventoryStore.listProducts({ sort: 'price', order: 'desc' });
  inventoryStore.listProducts({ search: 'orbit' });
  const products = inventoryStore.tables().products as Table<{ id: string }>;
  let indexed = 0;
  const count = () => void indexed++;
  products.watch({ added: count, removed: count, replaced: count });
  const [first, second] = inventoryStore.listAllProducts();
  const writes: (() => unknown)[] = [
    () => inventoryStore.updateProduct(first!.id, { name: 'Renamed Orbit', price: 10 }),
    () => inventoryStore.createProduct(),
    () => inventoryStore.removeProduct(second!.id),
  ];
  const counts: Counts[] = [];
  for (const write of writes) {
    const stringify = vi.spyOn(JSON, 'stringify');
    indexed = 0;
    const before = written();
    await repository.write(write);
    counts.push({ serialized: stringify.mock.calls.length, indexed, written: written() - before });
    stringify.mockRestore();
  }
  return counts;
}

/** The embedded database, counting the rows each statement of a commit sends. */
function counting(db: Database): { db: Database; written: () => number } {
  let rows = 0;
  const counted = (sql: Sql): Sql => ({
    ...sql,
    query: (text, params) => {
      if (/^\s*(INSERT|UPDATE|DELETE)/.test(text) && Array.isArray(params?.[0])) {
        rows += (params[0] as unknown[]).length;
      }
      return sql.query(text, params);
    },
  });
  return {
    db: { ...db, transaction: (run) => db.transaction((sql) => run(counted(sql))) },
    written: () => rows,
  };
}

describe('a write costs what it changes', { timeout: 120_000 }, () => {
  it('in memory: the same counts with 100 and 100,000 products', async () => {
    const costs = [];
    for (const size of [100, 100_000]) {
      const stores = Object.assign(createStores(), {
        inventory: new InventoryStore({ ...inventory, products: generateProducts(size) }),
      });
      let told = 0;
      const repository = new Repository(stores);
      repository.onChange((changes) => (told += changes.length));
      costs.push(await writeCosts(repository, () => told));
    }
    expect(costs[1]).toEqual(costs[0]);
    // A rename: the record before and after (to compare), one row, one change for each
    // index to follow. A create and a delete: the record, one row, one change.
    expect(costs[0]).toEqual([
      { serialized: 2, indexed: 1, written: 1 },
      { serialized: 1, indexed: 1, written: 1 },
      { serialized: 1, indexed: 1, written: 1 },
    ]);
  });

  it('on the embedded database: the same rows written with 200 and 5,000 more products', async () => {
    const costs = [];
    for (const size of [200, 5_000]) {
      const folder = mkdtempSync(join(tmpdir(), 'scale-'));
      folders.push(folder);
      const embedded = await openEmbedded(folder);
      await addGenerated(embedded, { products: size, contacts: 0, tasks: 0 }, size);
      const { db, written } = counting(embedded);
      const repository = await repositoryOn(db);
      try {
        costs.push(await writeCosts(repository, written));
      } finally {
        await repository.close();
      }
    }
    expect(costs[1]).toEqual(costs[0]);
    expect(costs[0]!.map((cost) => cost.written)).toEqual([1, 1, 1]);
  });
});
