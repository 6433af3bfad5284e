// Two servers on one real PostgreSQL (a temporary cluster of Debian's package) holding
// 10,000 generated products beside the sample: each shows the other's writes, record by
// record, and tells its subscribers of them, concurrent writes to one record both
// survive, sign-in attempts are counted together, and a lost database gives 503s until
// it is back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { closeLiveClients, live } from '../test/live-client';
import { postgresBin, startPostgres, type TestPostgres } from '../test/postgres';
import { openPostgres } from './database';
import { openRepository } from './open';
import { addGenerated } from './seed';

// CI installs PostgreSQL (.ci/run), so there the tests always run.
const skip = !postgresBin() && !process.env.CI;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.skipIf(skip)('two servers on one PostgreSQL', { timeout: 60_000 }, () => {
  let database: TestPostgres;
  let one: TestServer;
  let two: TestServer;
  let tokens: [string, string];

  beforeAll(async () => {
    database = await startPostgres();
    const seeding = await openPostgres(database.url);
    await addGenerated(seeding, { products: 10_000, contacts: 0, tasks: 0 }, 1);
    await seeding.close();
    const data = { kind: 'postgres', url: database.url } as const;
    [one, two] = await Promise.all([startTestServer({ data }), startTestServer({ data })]);
    tokens = [await one.signIn(), await two.signIn()];
  }, 60_000);

  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
    database?.remove();
  });

  const contacts = async (server: TestServer, token: string) => {
    const { body } = await server.graphql<{ contacts: { name: string }[] }>(
      '{ contacts { name } }',
      {},
      token,
    );
    return body.data!.contacts.map((contact) => contact.name);
  };

  it('shows a write made on one server on the other within a second', async () => {
    const started = Date.now();
    const { body } = await one.graphql(
      'mutation { createContact(contact: { name: "Seen Everywhere" }) { id } }',
      {},
      tokens[0],
    );
    expect(body.errors).toBeUndefined();
    const seen = await until(
      () => contacts(two, tokens[1]),
      (names) => names.includes('Seen Everywhere'),
      1_000,
    );
    expect(seen).toContain('Seen Everywhere');
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("applies the other server's write to that record alone, within a second", async () => {
    const [renamed, untouched] = two.stores.inventory.listAllProducts();
    expect(two.stores.inventory.listAllProducts().length).toBeGreaterThan(10_000);
    const started = Date.now();
    const { body } = await one.graphql(
      'mutation ($id: ID!) { updateInventoryProduct(id: $id, product: { name: "Renamed Over There" }) { id } }',
      { id: renamed!.id },
      tokens[0],
    );
    expect(body.errors).toBeUndefined();
    const name = await until(
      async () => two.stores.inventory.getProduct(renamed!.id)?.name,
      (seen) => seen === 'Renamed Over There',
      1_000,
    );
    expect(name).toBe('Renamed Over There');
    expect(Date.now() - started).toBeLessThan(1_000);
    // The other records are the very objects they were: nothing was read again.
    expect(two.stores.inventory.getProduct(untouched!.id)).toBe(untouched);
  });

  it('applies a write of thousands of records, announced in several notifications', async () => {
    const [tag] = two.stores.inventory.listTags();
    const carriers = () =>
      two.stores.inventory.listAllProducts().filter((product) => product.tags.includes(tag!.id));
    expect(carriers().length).toBeGreaterThan(1_000);
    const { body } = await one.graphql(
      'mutation ($id: ID!) { deleteInventoryTag(id: $id) }',
      { id: tag!.id },
      tokens[0],
    );
    expect(body.errors).toBeUndefined();
    const left = await until(
      async () => carriers().length,
      (count) => count === 0,
      5_000,
    );
    expect(left).toBe(0);
    expect(two.stores.inventory.listTags().map((known) => known.id)).not.toContain(tag!.id);
  });

  it("tells one server's subscribers of a write made on the other", async () => {
    const events = live(two, { authorization: `Bearer ${tokens[1]}` }).subscribe(
      'subscription { tasksChanged { change task { title } } }',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const tasks = await one.graphql<{ tasks: { id: string }[] }>('{ tasks { id } }', {}, tokens[0]);
    const { body } = await one.graphql(
      'mutation ($id: ID!) { updateTask(id: $id, task: { title: "Told across servers" }) { id } }',
      { id: tasks.body.data!.tasks[0]!.id },
      tokens[0],
    );
    expect(body.errors).toBeUndefined();
    expect(await events.next()).toMatchObject({
      data: { tasksChanged: { change: 'changed', task: { title: 'Told across servers' } } },
    });
    await closeLiveClients();
  });

  it('keeps both of two concurrent writes to one record, one per server', async () => {
    const { body } = await one.graphql<{ tasks: { id: string }[] }>(
      '{ tasks { id } }',
      {},
      tokens[0],
    );
    const id = body.data!.tasks[0]!.id;
    const update =
      'mutation ($id: ID!, $task: TaskInput!) { updateTask(id: $id, task: $task) { id } }';
    for (let round = 0; round < 10; round += 1) {
      const answers = await Promise.all([
        one.graphql(update, { id, task: { title: `Title ${round}` } }, tokens[0]),
        two.graphql(update, { id, task: { notes: `Notes ${round}` } }, tokens[1]),
      ]);
      expect(answers.map((answer) => answer.body.errors)).toEqual([undefined, undefined]);
    }
    // Each server changed one field: a write from a stale copy would undo the other's.
    const read = async (server: TestServer, token: string) =>
      (
        await server.graphql<{ task: { title: string; notes: string } }>(
          'query ($id: ID!) { task(id: $id) { title notes } }',
          { id },
          token,
        )
      ).body.data!.task;
    const expected = { title: 'Title 9', notes: 'Notes 9' };
    expect(
      await until(
        () => read(one, tokens[0]),
        (task) => task.notes === 'Notes 9',
        1_000,
      ),
    ).toEqual(expected);
    expect(
      await until(
        () => read(two, tokens[1]),
        (task) => task.title === 'Title 9',
        1_000,
      ),
    ).toEqual(expected);
  });

  it('counts sign-in attempts on both servers together', async () => {
    const attempt = (server: TestServer) =>
      server.request('POST', '/api/auth/sign-in', {
        body: { email: 'counted@company.com', password: 'wrong' },
      });
    for (let index = 0; index < 5; index += 1) {
      expect((await attempt(index % 2 ? two : one)).status).not.toBe(429);
    }
    expect((await attempt(two)).status).toBe(429);
    expect((await attempt(one)).status).toBe(429);
  });

  it('answers writes 503 while the database is down, still reads, and recovers by itself', async () => {
    const create = (name: string) =>
      one.graphql(
        'mutation ($name: String!) { createContact(contact: { name: $name }) { id } }',
        { name },
        tokens[0],
      );
    database.stop();
    try {
      const refused = await create('Written While Down');
      expect(refused.status).toBe(503);
      expect(refused.body.errors?.[0]).toMatchObject({
        message: expect.stringMatching(/database cannot be reached; nothing was changed/),
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      });
      const health = await one.request('GET', '/health');
      expect(health).toMatchObject({ status: 503, body: { status: 'degraded', database: 'down' } });
      expect(await contacts(one, tokens[0])).not.toContain('Written While Down');
    } finally {
      database.start();
    }
    const kept = await until(
      () => create('Written After'),
      (answer) => answer.status === 200,
      10_000,
    );
    expect(kept.body.errors).toBeUndefined();
    expect((await one.request('GET', '/health')).body).toEqual({ status: 'ok', database: 'up' });
    const names = await until(
      () => contacts(two, tokens[1]),
      (list) => list.includes('Written After'),
      6_000,
    );
    expect(names).toContain('Written After');
  });
});

it('refuses to start, naming the host, when DATABASE_URL cannot be reached', async () => {
  const started = Date.now();
  await expect(
    openRepository({ kind: 'postgres', url: 'postgres://app@127.0.0.1:9/admin' }),
  ).rejects.toThrow(/Could not reach PostgreSQL at 127\.0\.0\.1:9\/admin/);
  expect(Date.now() - started).toBeLessThan(6_000);
});
