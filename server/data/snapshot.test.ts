// The embedded database's snapshot: a clean stop leaves the rows beside it and the next
// start reads them instead of the database; anything that opens the database in between
// (a script, a start that then crashed) makes the next start read the database again.
import { appendFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { openEmbedded, type Database } from './database';
import { repositoryOn } from './open';

const folder = mkdtempSync(join(tmpdir(), 'snapshot-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
// Each test starts with no snapshot to trust: opening the database takes its token.
beforeEach(async () => (await openEmbedded(folder)).close(), 60_000);

/** The folder's stores, counting the statements that read every record. */
async function start() {
  const db = await openEmbedded(folder);
  const reads = { records: 0 };
  const counted: Database = {
    ...db,
    transaction: (run) =>
      db.transaction((sql) =>
        run({
          ...sql,
          query(text, params) {
            if (/FROM records/.test(text) && !/WHERE|USING/.test(text)) reads.records += 1;
            return sql.query(text, params);
          },
        }),
      ),
  };
  return { repository: await repositoryOn(counted), reads, db };
}

const snapshots = () => readdirSync(folder).filter((file) => file.startsWith('records-'));

/** A title outside ASCII, which the file keeps escaped. */
const TITLE = 'Revisar año fiscal — Müller ✓ 😀';

describe('the snapshot of the embedded database', { timeout: 60_000 }, () => {
  it('is written at a clean stop and read by the next start instead of the database', async () => {
    const first = await start();
    expect(first.reads.records).toBe(1);
    const task = await first.repository.write((stores) => stores.tasks.create('task'));
    await first.repository.write((stores) => stores.tasks.update(task.id, { title: TITLE }));
    const count = first.repository.stores.tasks.list().length;
    await first.repository.close();
    expect(snapshots()).toHaveLength(1);

    const second = await start();
    expect(second.reads.records).toBe(0);
    expect(second.repository.stores.tasks.get(task.id)?.title).toBe(TITLE);
    expect(second.repository.stores.tasks.list()).toHaveLength(count);
    // Its token is gone: read once, the file is removed.
    expect(snapshots()).toHaveLength(0);
    // A write after a start from the snapshot commits with the versions it read.
    await second.repository.write((stores) => stores.tasks.update(task.id, { title: 'Again' }));
    await second.repository.close();

    const third = await start();
    expect(third.repository.stores.tasks.get(task.id)?.title).toBe('Again');
    await third.repository.close();
  });

  it('is not trusted after a start that stopped without closing (a crash)', async () => {
    const first = await start();
    await first.repository.close();
    const crashed = await start();
    expect(crashed.reads.records).toBe(0);
    const task = await crashed.repository.write((stores) => stores.tasks.create('task'));
    // The process dies: its database closes, and no snapshot is written.
    await crashed.db.close();

    const after = await start();
    expect(after.reads.records).toBe(1);
    expect(after.repository.stores.tasks.get(task.id)).toBeDefined();
    await after.repository.close();
  });

  it('is not trusted once anything else opened the database (a script changing rows)', async () => {
    const first = await start();
    const [task] = first.repository.stores.tasks.list();
    await first.repository.close();
    expect(snapshots()).toHaveLength(1);

    const script = await openEmbedded(folder);
    await script.query(
      `UPDATE records
       SET body = (body::jsonb || '{"title": "Changed by a script"}')::json, version = version + 1
       WHERE domain = 'tasks' AND kind = 'tasks' AND id = $1`,
      [task!.id],
    );
    await script.close();

    const next = await start();
    expect(next.reads.records).toBe(1);
    expect(next.repository.stores.tasks.get(task!.id)?.title).toBe('Changed by a script');
    // The untrusted file is gone, not left to fill the folder.
    expect(snapshots()).toHaveLength(0);
    await next.repository.close();
  });

  it('that cannot be read costs only a slower start: the database is read instead', async () => {
    const first = await start();
    const task = await first.repository.write((stores) => stores.tasks.create('task'));
    await first.repository.close();
    appendFileSync(join(folder, snapshots()[0]!), '["tasks","tasks","cut short",');

    const next = await start();
    expect(next.reads.records).toBe(1);
    expect(next.repository.stores.tasks.get(task.id)).toBeDefined();
    await next.repository.close();
  });

  it('leaves no write after it: a write asked for once the server is stopping is refused', async () => {
    const { repository } = await start();
    const closing = repository.close();
    await expect(repository.write((stores) => stores.tasks.create('task'))).rejects.toMatchObject({
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    await closing;
  });
});
