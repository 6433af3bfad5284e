// The embedded database under the real app: what a user saves is there after a restart,
// a write the database refuses changes nothing, readers never see an uncommitted write,
// and the sample data comes back on a reset.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { DatabaseUnavailableError, openEmbedded, type Database } from './database';
import { MIGRATIONS } from './migrations';
import { repositoryOn, resetData } from './open';

const folder = mkdtempSync(join(tmpdir(), 'durable-'));
const data = { kind: 'embedded', dir: folder } as const;
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A 1×1 PNG. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==';

async function gql<T>(server: TestServer, token: string, query: string, variables = {}) {
  const { body } = await server.graphql<T>(query, variables, token);
  expect(body.errors).toBeUndefined();
  return body.data!;
}

describe('the embedded database', { timeout: 60_000 }, () => {
  it('keeps a new contact, a moved card, an avatar and a note image across a restart', async () => {
    let server = await startTestServer({ data });
    let token = await server.signIn();
    const { createContact } = await gql<{ createContact: { id: string } }>(
      server,
      token,
      'mutation { createContact(contact: { name: "Kept Kerstin" }) { id } }',
    );
    const { scrumboardBoards } = await gql<{ scrumboardBoards: { id: string }[] }>(
      server,
      token,
      '{ scrumboardBoards { id } }',
    );
    const board = scrumboardBoards[0]!.id;
    const lists = `query ($board: ID!) { scrumboardBoard(id: $board) { lists { id cards { id } } } }`;
    type Lists = { scrumboardBoard: { lists: { id: string; cards: { id: string }[] }[] } };
    const [from, to] = (await gql<Lists>(server, token, lists, { board })).scrumboardBoard.lists;
    const card = from!.cards[0]!.id;
    await gql(
      server,
      token,
      'mutation ($id: ID!, $to: ID!) { updateScrumboardCard(id: $id, card: { listId: $to }) { id } }',
      { id: card, to: to!.id },
    );
    const image = { name: 'dot.png', type: 'image/png', base64: PNG };
    await gql(
      server,
      token,
      'mutation ($image: FileUpload!) { uploadUserAvatar(avatar: $image) { id } }',
      { image },
    );
    const { notes } = await gql<{ notes: { id: string }[] }>(server, token, '{ notes { id } }');
    const { uploadNoteImage } = await gql<{ uploadNoteImage: { image: string } }>(
      server,
      token,
      'mutation ($id: ID!, $image: FileUpload!) { uploadNoteImage(id: $id, image: $image) { image } }',
      { id: notes[0]!.id, image },
    );
    await server.close();

    server = await startTestServer({ data });
    token = await server.signIn();
    const after = await gql<{ contact: { name: string } | null; user: { avatar: string } }>(
      server,
      token,
      'query ($contact: ID!) { contact(id: $contact) { name } user { avatar } }',
      { contact: createContact.id },
    );
    expect(after.contact?.name).toBe('Kept Kerstin');
    const moved = (await gql<Lists>(server, token, lists, { board })).scrumboardBoard.lists;
    expect(moved.find((list) => list.cards.some((item) => item.id === card))?.id).toBe(to!.id);
    expect(after.user.avatar).toBe(`data:image/png;base64,${PNG}`);
    const served = await fetch(server.url + uploadNoteImage.image);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).toString('base64')).toBe(PNG);
    await server.close();
  });

  it('answers every one of many concurrent writes only once it is committed', async () => {
    let server = await startTestServer({ data });
    let token = await server.signIn();
    const { tasks } = await gql<{ tasks: { id: string }[] }>(server, token, '{ tasks { id } }');
    const renames = tasks
      .slice(0, 10)
      .flatMap((task) =>
        [1, 2, 3].map((round) => ({ id: task.id, title: `Round ${round} of ${task.id}` })),
      );
    const answers = await Promise.all(
      renames.map((rename) =>
        server.graphql(
          'mutation ($id: ID!, $title: String!) { updateTask(id: $id, task: { title: $title }) { id } }',
          rename,
          token,
        ),
      ),
    );
    expect(answers.map((answer) => answer.body.errors)).toEqual(renames.map(() => undefined));
    await server.close();

    server = await startTestServer({ data });
    token = await server.signIn();
    const kept = await gql<{ tasks: { id: string; title: string }[] }>(
      server,
      token,
      '{ tasks { id title } }',
    );
    for (const task of tasks.slice(0, 10)) {
      expect(kept.tasks.find((item) => item.id === task.id)?.title).toBe(`Round 3 of ${task.id}`);
    }
    await server.close();
  });

  it('refuses a second server on the same folder, naming the first', async () => {
    const server = await startTestServer({ data });
    await expect(startTestServer({ data })).rejects.toThrow(
      new RegExp(`process ${process.pid}.*${folder}`),
    );
    await server.close();
  });

  it('runs its migrations once and records them', async () => {
    const db = await openEmbedded(folder);
    const { rows } = await db.query<{ version: number }>('SELECT version FROM schema_migrations');
    expect(rows.map((row) => row.version)).toEqual(
      MIGRATIONS.map((migration) => migration.version),
    );
    await db.close();
  });

  it('puts the sample data back on a reset', async () => {
    const db = await openEmbedded(folder);
    await resetData(db);
    await db.close();
    const server = await startTestServer({ data });
    const token = await server.signIn();
    const { contacts } = await gql<{ contacts: { name: string }[] }>(
      server,
      token,
      '{ contacts { name } }',
    );
    expect(contacts.map((contact) => contact.name)).not.toContain('Kept Kerstin');
    expect(contacts.length).toBe(server.stores.contacts.list().length);
    await server.close();
  });
});

describe('a write', { timeout: 60_000 }, () => {
  /** The folder's database, whose commits fail or wait while told to. */
  async function faulty() {
    const db = await openEmbedded(folder);
    const faults = { failing: false, held: null as Promise<void> | null };
    const wrapped: Database = {
      ...db,
      async transaction(run) {
        if (faults.failing) throw new DatabaseUnavailableError('switched off by the test');
        return db.transaction(async (sql) => {
          const result = await run(sql);
          await faults.held;
          return result;
        });
      },
    };
    return { repository: await repositoryOn(wrapped), faults };
  }

  it('that the database refuses changes nothing in memory and answers SERVICE_UNAVAILABLE', async () => {
    const { repository, faults } = await faulty();
    const before = repository.stores.tasks.list().map((task) => task.id);
    faults.failing = true;
    const write = repository.write((stores) => stores.tasks.create('task'));
    await expect(write).rejects.toMatchObject({ extensions: { code: 'SERVICE_UNAVAILABLE' } });
    expect(repository.stores.tasks.list().map((task) => task.id)).toEqual(before);
    await repository.close();
  });

  it('is seen by readers only once committed', async () => {
    const { repository, faults } = await faulty();
    let release!: () => void;
    faults.held = new Promise((resolve) => (release = resolve));
    const [task] = repository.stores.tasks.list();
    const write = repository.write((stores) =>
      stores.tasks.update(task!.id, { title: 'Committed' }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(repository.stores.tasks.get(task!.id)?.title).toBe(task!.title);
    release();
    await write;
    expect(repository.stores.tasks.get(task!.id)?.title).toBe('Committed');
    await repository.close();
  });
});
