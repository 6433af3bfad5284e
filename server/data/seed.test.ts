// `npm run db:seed`'s bulk insert: generated records land where the app puts new ones,
// each as valid as one made through the API, and a restart loads them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inventory } from '../../fixtures/inventory';
import { tasks as sampleTasks } from '../../fixtures/tasks';
import { contactsSeed } from '../../fixtures/contacts';
import { openEmbedded } from './database';
import { repositoryOn } from './open';
import { addGenerated } from './seed';

const folder = mkdtempSync(join(tmpdir(), 'seed-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('addGenerated', { timeout: 60_000 }, () => {
  it('adds products and contacts first, tasks last, all valid, kept across a restart', async () => {
    let db = await openEmbedded(folder);
    const added = await addGenerated(db, { products: 300, contacts: 200, tasks: 120 }, 7);
    expect(added).toBe(620);
    await addGenerated(db, { products: 10, contacts: 0, tasks: 0 }, 7);
    await db.close();

    db = await openEmbedded(folder);
    const { stores } = await repositoryOn(db);
    try {
      const products = stores.inventory.listAllProducts();
      expect(products).toHaveLength(inventory.products.length + 310);
      // The second run's records went first (newest first), the sample's last.
      expect(products.slice(-inventory.products.length).map((product) => product.id)).toEqual(
        inventory.products.map((product) => product.id),
      );
      expect(new Set(products.map((product) => product.id)).size).toBe(products.length);
      // Each generated product passes the store's own rules, as an edit would check them.
      for (const product of products.slice(0, 310)) {
        const { id, ...fields } = product;
        expect(stores.inventory.updateProduct(id, fields)).toEqual(product);
      }

      const contacts = stores.contacts.list();
      expect(contacts).toHaveLength(contactsSeed.contacts.length + 200);
      for (const contact of contacts.slice(0, 200)) {
        const { id, birthday, ...fields } = contact;
        const patch = { ...fields, birthday: birthday ? new Date(birthday) : null };
        expect(stores.contacts.update(id, patch)).toEqual(contact);
      }
      expect(stores.contacts.search('')).toHaveLength(contacts.length);

      const tasks = stores.tasks.list();
      const sample = sampleTasks(new Date()).tasks;
      expect(tasks.slice(0, sample.length).map((task) => task.id)).toEqual(
        sample.map((task) => task.id),
      );
      const generated = tasks.slice(sample.length);
      expect(generated).toHaveLength(120);
      expect(generated[0]!.type).toBe('section');
      expect(generated.filter((task) => task.type === 'section').length).toBeGreaterThan(1);
      for (const task of generated) {
        const { id, dueDate, ...fields } = task;
        const patch = { ...fields, dueDate: dueDate ? new Date(dueDate) : null };
        expect(stores.tasks.update(id, patch)).toEqual(task);
      }
    } finally {
      await db.close();
    }
  });
});
