// The real server on a data folder holding 10,000 generated products beside the sample,
// killed with SIGKILL in the middle of a few hundred concurrent writes of several kinds,
// then started again: every write it answered with success is there, and no write that
// changes several records is half there.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { SAMPLE_EMAIL, SAMPLE_PASSWORD, TEST_SECRET } from '../test/harness';
import { inventory } from '../../fixtures/inventory';
import { openEmbedded } from './database';
import { addGenerated } from './seed';

const folder = mkdtempSync(join(tmpdir(), 'crash-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(folder, { recursive: true, force: true });
});

/** Generated products the data holds before the storm. */
const PRODUCTS = 10_000;
/** Writes sent at once; the server is killed once this many have been answered. */
const CONCURRENCY = 20;
const WRITES = 400;
const KILL_AFTER = 150;

interface Server {
  child: ChildProcess;
  gql<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
}

async function start(): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      DATA_DIR: folder,
      PORT: '0',
      DELAY_SCALE: '0',
      JWT_SECRET: TEST_SECRET,
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const port = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /API ready on http:\/\/[^:]+:(\d+)/.exec(output);
      if (ready) resolve(ready[1]!);
    });
    child.on('exit', (code) => reject(new Error(`the server stopped (${code}): ${output}`)));
  });
  const url = `http://127.0.0.1:${port}/graphql`;
  let token = '';
  const post = async (query: string, variables = {}) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: unknown; errors?: { message: string }[] };
    if (body.errors) throw new Error(body.errors.map((error) => error.message).join('; '));
    return body.data;
  };
  const signIn = (await post(
    'mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { accessToken } }',
    { email: SAMPLE_EMAIL, password: SAMPLE_PASSWORD },
  )) as { signIn: { accessToken: string } };
  token = signIn.signIn.accessToken;
  return { child, gql: post as Server['gql'] };
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = child.exitCode !== null || child.signalCode !== null;
  child.kill('SIGKILL');
  if (!exited) await once(child, 'exit');
}

interface Board {
  scrumboardBoard: { lists: { id: string; cards: { id: string }[] }[] };
}

it(
  'keeps every answered write, and no half write, through a SIGKILL',
  { timeout: 120_000 },
  async () => {
    const seeding = await openEmbedded(folder);
    await addGenerated(seeding, { products: PRODUCTS, contacts: 0, tasks: 0 }, 1);
    await seeding.close();
    let server = await start();
    const { scrumboardBoards, chats, tasks, inventoryProducts } = await server.gql<{
      scrumboardBoards: { id: string }[];
      chats: { id: string }[];
      tasks: { id: string }[];
      inventoryProducts: { products: { id: string }[] };
    }>(
      '{ scrumboardBoards { id } chats { id } tasks { id } inventoryProducts(page: 0, size: 10) { products { id } } }',
    );
    // Ten at most: the renamed ones are read back by alias, ten aliases a request.
    const products = inventoryProducts.products;
    const board = scrumboardBoards[0]!.id;
    // Lists of three cards, deleted during the storm: a deletion removes four records.
    const doomed: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      const { createScrumboardList } = await server.gql<{ createScrumboardList: { id: string } }>(
        'mutation ($board: ID!, $title: String!) { createScrumboardList(list: { boardId: $board, title: $title }) { id } }',
        { board, title: `Doomed ${index}` },
      );
      for (const title of ['a', 'b', 'c']) {
        await server.gql(
          'mutation ($list: ID!, $title: String!) { createScrumboardCard(card: { listId: $list, title: $title }) { id } }',
          { list: createScrumboardList.id, title },
        );
      }
      doomed.push(createScrumboardList.id);
    }

    type Write = { kind: string; value: string; run: () => Promise<unknown> };
    const mutation =
      (text: string, variables: Record<string, unknown> = {}) =>
      () =>
        server.gql(`mutation ${text}`, variables);
    // Four kinds in turn: a contact (one record), a chat message (the message and its
    // chat), a task, a list deleted with its cards, each list once (later turns rename a
    // task or a product instead).
    const writes: Write[] = [];
    for (let index = 0; index < WRITES; index += 1) {
      const value = `crash ${index}`;
      const turn = Math.floor(index / 4);
      const write: Write = [
        {
          kind: 'contact',
          value,
          run: mutation('($v: String!) { createContact(contact: { name: $v }) { id } }', {
            v: value,
          }),
        },
        {
          kind: 'message',
          value,
          run: mutation(
            '($c: ID!, $v: String!) { sendChatMessage(chatId: $c, value: $v) { id } }',
            {
              c: chats[index % chats.length]!.id,
              v: value,
            },
          ),
        },
        { kind: 'task', value, run: mutation('{ createTask(type: task) { id } }') },
        turn < doomed.length
          ? {
              kind: 'list',
              value: doomed[turn]!,
              run: mutation('($id: ID!) { deleteScrumboardList(id: $id) { id } }', {
                id: doomed[turn],
              }),
            }
          : turn % 2
            ? {
                kind: 'rename',
                value: tasks[turn % tasks.length]!.id,
                run: mutation(
                  '($id: ID!, $v: String!) { updateTask(id: $id, task: { title: $v }) { id } }',
                  {
                    id: tasks[turn % tasks.length]!.id,
                    v: value,
                  },
                ),
              }
            : {
                kind: 'product',
                value: products[turn % products.length]!.id,
                run: mutation(
                  '($id: ID!, $v: String!) { updateInventoryProduct(id: $id, product: { name: $v }) { id } }',
                  { id: products[turn % products.length]!.id, v: value },
                ),
              },
      ][index % 4]!;
      writes.push(write);
    }

    const answered: { write: Write; result: unknown }[] = [];
    const refusedBeforeKill: string[] = [];
    let next = 0;
    let inFlight = 0;
    let inFlightAtKill = 0;
    let killed = false;
    const worker = async () => {
      while (next < writes.length && !killed) {
        const write = writes[next++]!;
        inFlight += 1;
        try {
          answered.push({ write, result: await write.run() });
        } catch (error) {
          // Cut off by the kill, its fate is unknown and either is fine; before it, a bug.
          if (!killed) refusedBeforeKill.push(`${write.kind}: ${(error as Error).message}`);
        } finally {
          inFlight -= 1;
        }
        if (answered.length >= KILL_AFTER && !killed) {
          killed = true;
          inFlightAtKill = inFlight;
          server.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    await stop(server.child);
    expect(refusedBeforeKill).toEqual([]);
    expect(killed).toBe(true);
    expect(inFlightAtKill).toBeGreaterThan(0);

    server = await start();
    const after = await server.gql<{
      contacts: { name: string }[];
      chats: { lastMessage: string | null; messages: { id: string; value: string }[] }[];
      tasks: { id: string; title: string; position: number }[];
      board: Board['scrumboardBoard'];
      inventoryProducts: { pagination: { length: number } };
    }>(
      'query ($board: ID!) { contacts { name } chats { lastMessage messages { id value } } tasks { id title position } board: scrumboardBoard(id: $board) { lists { id cards { id } } } inventoryProducts(page: 0) { pagination { length } } }',
      { board },
    );
    expect(after.inventoryProducts.pagination.length).toBe(PRODUCTS + inventory.products.length);
    const renamed = products.map(
      (product, index) => `p${index}: inventoryProduct(id: "${product.id}") { id name }`,
    );
    const productNames = new Map(
      Object.values(
        await server.gql<Record<string, { id: string; name: string }>>(`{ ${renamed.join(' ')} }`),
      ).map((product) => [product.id, product.name]),
    );
    const names = new Set(after.contacts.map((contact) => contact.name));
    const messages = new Set(
      after.chats.flatMap((chat) => chat.messages.map((message) => message.value)),
    );
    const taskIds = new Set(after.tasks.map((task) => task.id));
    const lists = new Map(after.board.lists.map((list) => [list.id, list.cards.length]));
    const titles = new Map(after.tasks.map((task) => [task.id, task.title]));
    for (const { write, result } of answered) {
      if (write.kind === 'contact') expect(names).toContain(write.value);
      if (write.kind === 'message') expect(messages).toContain(write.value);
      if (write.kind === 'task')
        expect(taskIds).toContain((result as { createTask: { id: string } }).createTask.id);
      if (write.kind === 'list') expect(lists.has(write.value)).toBe(false);
    }
    // A task or product renamed by answered writes only holds the name of one of them,
    // or a later one.
    for (const { write } of answered.filter((entry) => entry.write.kind === 'rename')) {
      expect(titles.get(write.value)).toMatch(/^crash \d+$/);
    }
    for (const { write } of answered.filter((entry) => entry.write.kind === 'product')) {
      expect(productNames.get(write.value)).toMatch(/^crash \d+$/);
    }
    // Several records per write, all or nothing:
    // a chat's last message is the last of its messages,
    for (const chat of after.chats) {
      if (chat.messages.length) expect(chat.lastMessage).toBe(chat.messages.at(-1)!.value);
    }
    // the tasks are listed in increasing positions, each its own,
    const positions = after.tasks.map((task) => task.position);
    expect(positions.every((position, at) => !at || position > positions[at - 1]!)).toBe(true);
    // and a list goes with its cards: a doomed list still there has its three,
    for (const id of doomed) if (lists.has(id)) expect(lists.get(id)).toBe(3);
    await stop(server.child);

    // and no stored card belongs to a list that is gone.
    const db = await openEmbedded(folder);
    const { rows } = await db.query<{ orphans: number }>(
      `SELECT count(*)::int AS orphans FROM records card
     WHERE card.domain = 'scrumboard' AND card.kind = 'cards' AND card.id <> '' AND NOT EXISTS (
       SELECT 1 FROM records list WHERE list.domain = 'scrumboard' AND list.kind = 'lists'
       AND list.id = card.body->>'listId')`,
    );
    await db.close();
    expect(rows[0]!.orphans).toBe(0);
  },
);
