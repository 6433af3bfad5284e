import express from 'express';
import { execFile } from 'node:child_process';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isInputObjectType, isListType, isNonNullType, type GraphQLInputType } from 'graphql';
import { capResponses, nestedDeeperThan } from './http-guards';
import {
  LINGERING_CLOSE,
  MAX_BODY_BYTES,
  MAX_INPUT_DEPTH,
  MAX_MULTIPART_BYTES,
  MAX_UPLOAD_BYTES,
  TIMEOUTS,
} from './lib/limits';
import { restRoutes } from './modules';
import { buildSchema } from './schema';
import {
  SAMPLE_EMAIL,
  SAMPLE_PASSWORD,
  startTestServer,
  type GraphQLErrorBody,
  type TestServer,
} from './test/harness';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn();
});
afterAll(() => server.close());

/** A request line and headers declaring a body of `length` bytes, of which none is sent. */
const declaring = (method: string, path: string, type: string, length: number, auth = '') =>
  `${method} ${path} HTTP/1.1\r\nHost: test\r\nContent-Type: ${type}\r\n` +
  `Content-Length: ${length}\r\n${auth && `Authorization: Bearer ${auth}\r\n`}\r\n`;

const HUNDRED_MB = 100 * 1024 * 1024;

describe('bodies', () => {
  // Every route needs a session but the sign-in family and the menu (schema/navigation.graphql).
  const guarded = restRoutes.filter(
    (route) => !route.path.startsWith('auth/') && route.path !== 'common/navigation',
  );

  it('answers 401 on every route that needs a session before reading or judging the body', async () => {
    expect(guarded.length).toBeGreaterThan(100);
    for (const route of guarded) {
      const path = `/api/${route.path}`;
      const bodies =
        route.method === 'GET'
          ? [undefined]
          : [
              ['application/json', '{broken'],
              ['text/plain', 'hello'],
              ['multipart/form-data; boundary=z', 'garbage'],
            ];
      for (const sent of bodies) {
        const answer = await server.request<{ error: string }>(route.method, path, {
          body: sent?.[1],
          headers: sent ? { 'content-type': sent[0]! } : {},
        });
        expect(answer.status, `${route.method} ${path} ${sent?.[0]}`).toBe(401);
      }
      // A huge declared body is not waited for: the answer comes, then the socket closes.
      const head = await server.raw(declaring(route.method, path, 'application/json', HUNDRED_MB));
      expect(head, `${route.method} ${path}`).toMatch(/^HTTP\/1\.1 401/);
      expect(head).toMatch(/\r\nConnection: close\r\n/i);
    }
    // A request per route, over a hundred: slow on a busy machine.
  }, 30_000);

  it('refuses a body declared over the limit with 413 before reading it', async () => {
    for (const [method, path, type, limit] of [
      ['POST', '/graphql', 'application/json', MAX_BODY_BYTES],
      ['POST', '/api/common/messages', 'application/json', MAX_BODY_BYTES],
      ['POST', '/api/apps/contacts/avatar', 'multipart/form-data; boundary=z', MAX_MULTIPART_BYTES],
    ] as const) {
      const head = await server.raw(declaring(method, path, type, limit + 1, token));
      expect(head, path).toMatch(/^HTTP\/1\.1 413/);
      expect(head).toMatch(/\r\nConnection: close\r\n/i);
      expect(head).toContain(`${(limit + 1).toLocaleString('en')} bytes, over the`);
    }
    expect((await server.request('GET', '/health')).status).toBe(200);
  });

  it('answers a write whose body is not JSON with 415, and changes nothing', async () => {
    const count = async () =>
      (await server.request<unknown[]>('GET', '/api/apps/contacts/all', { token })).body.length;
    const before = await count();
    const contact = JSON.stringify({ contact: { name: 'Plain Text' } });
    for (const headers of [
      { 'content-type': 'text/plain' },
      { 'content-type': 'application/x-www-form-urlencoded' },
      { 'content-type': 'multipart/form-data; boundary=z' },
    ]) {
      const answer = await server.request<{ error: string }>('POST', '/api/apps/contacts/contact', {
        body: contact,
        headers,
        token,
      });
      expect(answer.status, JSON.stringify(headers)).toBe(415);
      expect(answer.body.error).toMatch(/must be application\/json/);
    }
    // Bytes without a Content-Type.
    const untyped = await fetch(`${server.url}/api/apps/contacts/contact`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: new TextEncoder().encode(contact),
    });
    expect(untyped.status).toBe(415);
    expect(await untyped.json()).toEqual({
      error: 'The request body must be application/json; it was sent as no Content-Type.',
    });
    const none = await server.request<{ error: string }>('POST', '/api/apps/contacts/contact', {
      token,
    });
    expect(none.status).toBe(415);
    expect(none.body.error).toMatch(/takes a application\/json body, and the request has none/);
    expect(await count()).toBe(before);

    const created = await server.request('POST', '/api/apps/contacts/contact', {
      body: contact,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      token,
    });
    expect(created.status).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it('takes only a multipart form where a route reads a file', async () => {
    const answer = await server.request<{ error: string }>('POST', '/api/apps/contacts/avatar', {
      body: { id: 'x' },
      token,
    });
    expect(answer.status).toBe(415);
    expect(answer.body.error).toMatch(/must be multipart\/form-data/);
  });

  it('reads one file per upload, and text fields only up to the upload limit', async () => {
    const upload = (form: FormData) =>
      fetch(`${server.url}/api/apps/contacts/avatar`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], {
      type: 'image/png',
    });
    const twoFiles = new FormData();
    twoFiles.set('id', 'x');
    twoFiles.append('avatar', png, 'a.png');
    twoFiles.append('other', png, 'b.png');
    const refused = await upload(twoFiles);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toMatch(/too many files/i);
    const longField = new FormData();
    longField.set('id', 'x'.repeat(MAX_MULTIPART_BYTES - MAX_UPLOAD_BYTES));
    expect((await upload(longField)).status).toBe(400);
  });

  it('lets a write that reads no body run without one', async () => {
    const answer = await server.request<{ id: string }>(
      'POST',
      '/api/apps/ecommerce/inventory/product',
      { token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.id).toBeTruthy();
  });
});

describe('nesting', () => {
  /** `{"a":{"a":…1…}}`, `levels` objects deep, as JSON text. */
  const nested = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
  const DEEP = [100, 5_000, 100_000];
  const REFUSAL = `Input nested deeper than ${MAX_INPUT_DEPTH} levels`;

  /** The server answers as before: health, and a query. */
  async function expectHealthy() {
    expect((await server.request('GET', '/health')).status).toBe(200);
    const answer = await server.graphql('{ __typename }');
    expect(answer.body).toEqual({ data: { __typename: 'Query' } });
  }

  const post = (path: string, body: string, token?: string) =>
    server.request<{ error?: string; errors?: GraphQLErrorBody[] }>('POST', path, { body, token });

  it('counts levels of objects and lists, without recursion, up to the limit', () => {
    expect(nestedDeeperThan(1, 0)).toBe(false);
    expect(nestedDeeperThan(null, 0)).toBe(false);
    expect(nestedDeeperThan({ a: 1 }, 1)).toBe(false);
    expect(nestedDeeperThan({ a: [1] }, 1)).toBe(true);
    expect(nestedDeeperThan({ a: [1], b: { c: [] } }, 2)).toBe(true);
    expect(nestedDeeperThan([[], [[]], []], 3)).toBe(false);
    expect(nestedDeeperThan([[], [[[]]], []], 3)).toBe(true);
    const limit = JSON.parse(nested(MAX_INPUT_DEPTH)) as unknown;
    expect(nestedDeeperThan(limit, MAX_INPUT_DEPTH)).toBe(false);
    expect(nestedDeeperThan({ over: limit }, MAX_INPUT_DEPTH)).toBe(true);
    // Far deeper than any recursive walk survives.
    expect(nestedDeeperThan(JSON.parse(nested(1_000_000)), MAX_INPUT_DEPTH)).toBe(true);
  });

  it('leaves room: the deepest input of the schema, as a batch sends it, fits in half the limit', () => {
    const schema = buildSchema({ delayScale: 0 });
    const depth = (type: GraphQLInputType, seen: ReadonlySet<string>): number => {
      if (isNonNullType(type)) return depth(type.ofType, seen);
      if (isListType(type)) return 1 + depth(type.ofType, seen);
      // A reference may be sent as the object the client holds: a note with its
      // tasks, a card with its labels (an object holding a list of objects).
      if (type.name === 'Ref') return 3;
      if (!isInputObjectType(type)) return 0;
      // A recursive input type could nest without end: none may.
      expect(seen.has(type.name), `${type.name} contains itself`).toBe(false);
      const inside = new Set(seen).add(type.name);
      const fields = Object.values(type.getFields()).map((field) => depth(field.type, inside));
      return 1 + Math.max(0, ...fields);
    };
    const deepest = Math.max(
      ...[schema.getQueryType()!, schema.getMutationType()!].flatMap((root) =>
        Object.values(root.getFields()).flatMap((field) =>
          field.args.map((arg) => depth(arg.type, new Set())),
        ),
      ),
    );
    // updateScrumboardBoard's board: lists of cards with their labels.
    expect(deepest).toBe(9);
    // [ { "variables": { "name": <input> } } ]
    expect(3 + deepest).toBeLessThanOrEqual(MAX_INPUT_DEPTH / 2);
  });

  it.each(DEEP)(
    'POST /graphql: variables and extensions %i levels deep answer 400',
    async (levels) => {
      for (const body of [
        `{"query":"{__typename}","variables":${nested(levels)}}`,
        `{"query":"{__typename}","extensions":${nested(levels)}}`,
        // One deep operation in a batch: the batch is refused.
        `[{"query":"{__typename}"},{"query":"{__typename}","variables":${nested(levels)}}]`,
      ]) {
        const answer = await post('/graphql', body);
        expect(answer.status, body.slice(0, 60)).toBe(400);
        expect(answer.body.errors).toEqual([
          { message: expect.stringContaining(REFUSAL), extensions: { code: 'BAD_REQUEST' } },
        ]);
      }
      await expectHealthy();
    },
  );

  it.each(DEEP)(
    'GET /graphql: variables and extensions %i levels deep are refused',
    async (levels) => {
      // Lists nest in two characters a level that a URL keeps as they are: 5,000 levels
      // fit in Node's 16 kB of request line and headers; 100,000 do not, and Node answers
      // 431 before the app sees the request.
      const list = '['.repeat(levels) + ']'.repeat(levels);
      for (const parameter of ['variables', 'extensions']) {
        const answer = await server.request<{ errors?: GraphQLErrorBody[] }>(
          'GET',
          `/graphql?query=${encodeURIComponent('{__typename}')}&${parameter}={"a":${list}}`,
          { headers: { 'apollo-require-preflight': 'true' } },
        );
        if (levels === 100_000) {
          expect(answer.status).toBe(431);
          continue;
        }
        expect(answer.status, parameter).toBe(400);
        expect(answer.body.errors).toEqual([
          { message: expect.stringContaining(REFUSAL), extensions: { code: 'BAD_REQUEST' } },
        ]);
      }
      await expectHealthy();
    },
  );

  it.each(DEEP)(
    'REST: a body %i levels deep answers 400, signed in or on the sign-in routes',
    async (levels) => {
      const deep = nested(levels);
      for (const [path, body, session] of [
        ['/api/auth/sign-in', `{"email":"someone@example.com","password":${deep}}`, undefined],
        ['/api/auth/sign-up', `{"name":"A","email":"a@example.com","password":${deep}}`, undefined],
        ['/api/apps/contacts/contact', `{"contact":${deep}}`, token],
      ] as const) {
        const answer = await post(path, body, session);
        expect(answer.status, path).toBe(400);
        expect(answer.body).toEqual({ error: expect.stringContaining(REFUSAL) });
      }
      // Without a session a guarded route answers 401 before judging the input.
      expect((await post('/api/apps/contacts/contact', `{"contact":${deep}}`)).status).toBe(401);
      await expectHealthy();
    },
  );

  it('REST: every route that reads a JSON body refuses one 5,000 levels deep', async () => {
    const routes = restRoutes.filter(
      (route) =>
        route.method !== 'GET' &&
        !Object.values(route.variables ?? {}).some((source) => source.startsWith('file.')),
    );
    expect(routes.length).toBeGreaterThan(50);
    const body = `{"id":${nested(5_000)}}`;
    for (const route of routes) {
      const answer = await server.request<{ error: string }>(route.method, `/api/${route.path}`, {
        body,
        token: route.path.startsWith('auth/') ? undefined : token,
      });
      expect(answer.status, `${route.method} /api/${route.path}`).toBe(400);
      expect(answer.body.error).toContain(REFUSAL);
    }
    await expectHealthy();
  });

  it('the deepest real input passes, on its own and in a batch', async () => {
    const board = await server.request<{ id: string }>('POST', '/api/apps/scrumboard/board', {
      body: { board: { title: 'Deep enough' } },
      token,
    });
    expect(board.status).toBe(200);
    // A label as an object holding a list of objects: the 9 levels counted above.
    const label = { id: 'l1', boardId: board.body.id, title: 'Label', more: [{ a: 1 }] };
    const patch = { title: 'Still deep enough', lists: [{ cards: [{ labels: [label] }] }] };
    expect(nestedDeeperThan(patch, 9)).toBe(false);
    expect(nestedDeeperThan(patch, 8)).toBe(true);
    const rest = await server.request('PATCH', '/api/apps/scrumboard/board', {
      body: { id: board.body.id, board: patch },
      token,
    });
    expect(rest.status).toBe(200);
    const operation = {
      query:
        'mutation ($id: ID!, $board: ScrumboardBoardPatch!) { updateScrumboardBoard(id: $id, board: $board) { title } }',
      variables: { id: board.body.id, board: patch },
    };
    const batch = await server.request<unknown[]>('POST', '/graphql', {
      body: [operation, operation],
      token,
    });
    expect(batch.status).toBe(200);
    expect(batch.body).toEqual([
      { data: { updateScrumboardBoard: { title: 'Still deep enough' } } },
      { data: { updateScrumboardBoard: { title: 'Still deep enough' } } },
    ]);
  });
});

/**
 * Clients in a process of their own, as clients are: Node's fetch sends each request, a
 * body of `megabytes` (with its length, or chunked from a stream), in turn. In the
 * server's own process the two sides take turns, and a reset never overtakes an answer.
 */
const CLIENT = String.raw`
const { url, requests } = JSON.parse(process.argv[1]);
const text = (value) => new TextEncoder().encode(value);
const file = 'Content-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n';
const BODIES = {
  json: ['{"a":"', '"}'],
  upload: ['--b\r\nContent-Disposition: form-data; name="id"\r\n\r\nx\r\n--b\r\n' + file, '\r\n--b--\r\n'],
  // Bytes after the closing boundary, which the multipart parser skips.
  epilogue: ['--b\r\nContent-Disposition: form-data; name="id"\r\n\r\nx\r\n--b--\r\n', ''],
};
async function send({ path, kind, megabytes, chunked, endless, token }) {
  const [prefix, suffix] = BODIES[kind].map(text);
  const size = megabytes * 1024 * 1024;
  let body;
  if (chunked || endless) {
    const chunk = new Uint8Array(64 * 1024).fill(0x78);
    const parts = [prefix, ...Array.from({ length: Math.ceil(size / chunk.length) }, () => chunk), suffix];
    body = new ReadableStream({ pull(controller) {
      const part = endless ? parts.shift() ?? chunk : parts.shift();
      if (part) controller.enqueue(part);
      else controller.close();
    } });
  } else {
    body = new Uint8Array(prefix.length + size + suffix.length).fill(0x78);
    body.set(prefix);
    body.set(suffix, body.length - suffix.length);
  }
  const headers = { 'content-type': kind === 'json' ? 'application/json' : 'multipart/form-data; boundary=b' };
  if (token) headers.authorization = 'Bearer ' + token;
  try {
    const response = await fetch(url + path, { method: 'POST', headers, body, duplex: 'half' });
    return { status: response.status, body: await response.text() };
  } catch (error) {
    return { error: String(error.cause?.code ?? error.cause?.message ?? error) };
  }
}
const answers = [];
for (const request of requests) answers.push(await send(request));
console.log(JSON.stringify(answers));
`;

interface Sent {
  path: string;
  kind: 'json' | 'upload' | 'epilogue';
  megabytes: number;
  chunked?: boolean;
  /** Chunked, and never ending: `megabytes` of body, then more of the last bytes. */
  endless?: boolean;
  token?: string;
}

/** Sends `requests` in turn from another process; resolves with each answer or error. */
async function sendFromAnotherProcess(
  requests: Sent[],
): Promise<{ status?: number; body?: string; error?: string }[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', CLIENT, JSON.stringify({ url: server.url, requests })],
    { timeout: 60_000 },
  );
  return JSON.parse(stdout) as { status?: number; body?: string; error?: string }[];
}

/** What a refusal is expected to look like, by request. */
const expectAnswers = (
  answers: { status?: number; body?: string; error?: string }[],
  requests: Sent[],
  status: number,
  text: string,
) =>
  requests.forEach((request, index) => {
    const name = `${request.path} ${request.kind} ${request.megabytes} MB${request.chunked ? ' chunked' : ''}`;
    expect(answers[index], name).toMatchObject({ status });
    expect(answers[index]!.body, name).toContain(text);
  });

describe('refusals every client reads', { timeout: 120_000 }, () => {
  it("Node's fetch reads the 413 of a JSON body declared over the limit, 2 MB or 20 MB", async () => {
    const requests: Sent[] = [
      ['/graphql', undefined],
      ['/api/auth/sign-in', undefined],
      ['/api/apps/contacts/contact', token],
    ].flatMap(([path, session]) =>
      [2, 20].map((megabytes) => ({
        path: path!,
        kind: 'json' as const,
        megabytes,
        token: session,
      })),
    );
    const answers = await sendFromAnotherProcess(requests);
    expectAnswers(answers, requests, 413, 'bytes, over the 1 MB limit.');
    expect((await server.request('GET', '/health')).status).toBe(200);
  });

  it("Node's fetch reads the 401 of a route that needs a session, its 20 MB body unread", async () => {
    const requests: Sent[] = Array.from({ length: 3 }, () => ({
      path: '/api/apps/contacts/contact',
      kind: 'json',
      megabytes: 20,
    }));
    expectAnswers(await sendFromAnotherProcess(requests), requests, 401, 'Sign in first');
  });

  it('a JSON body sent without a length is cut off at the limit with 413, even one without end', async () => {
    const requests: Sent[] = ['/graphql', '/api/auth/sign-in'].flatMap((path) => [
      { path, kind: 'json', megabytes: 20, chunked: true },
      // body-parser alone reads all of a body past its limit before answering.
      { path, kind: 'json', megabytes: 2, chunked: true, endless: true },
    ]);
    const answers = await sendFromAnotherProcess(requests);
    expectAnswers(answers, requests, 413, 'The request body is over the 1 MB limit.');
    // Within the limit, a chunked body is read as any other.
    const signedIn = await fetch(`${server.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Blob([JSON.stringify({ email: SAMPLE_EMAIL, password: SAMPLE_PASSWORD })]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(signedIn.status).toBe(200);
  });

  it('an upload over 6 MB gets 413, declared or chunked, even bytes the parser would skip', async () => {
    const requests: Sent[] = [
      { path: '/api/apps/contacts/avatar', kind: 'upload', megabytes: 7, token },
      { path: '/api/apps/contacts/avatar', kind: 'upload', megabytes: 20, chunked: true, token },
      { path: '/api/apps/contacts/avatar', kind: 'epilogue', megabytes: 1, endless: true, token },
    ];
    const answers = await sendFromAnotherProcess(requests);
    expectAnswers(answers, requests, 413, 'over the 6 MB limit.');
    expect((await server.request('GET', '/health')).status).toBe(200);
  });

  /** The next socket the server accepts: resolves with the time it closes and what it read. */
  const nextServerSocketClose = () =>
    new Promise<{ at: number; bytesRead: number }>((resolve) =>
      server.httpServer.once('connection', (socket: Socket) =>
        socket.once('close', () => resolve({ at: Date.now(), bytesRead: socket.bytesRead })),
      ),
    );

  /** Runs `check` with LINGERING_CLOSE.ms set to `ms`, then puts it back. */
  async function withLingeringMs(ms: number, check: () => Promise<void>): Promise<void> {
    const before = LINGERING_CLOSE.ms;
    LINGERING_CLOSE.ms = ms;
    try {
      await check();
    } finally {
      LINGERING_CLOSE.ms = before;
    }
  }

  it('reads at most LINGERING_CLOSE.bytes of a refused body, then lets the client stall until time runs out', () =>
    withLingeringMs(1_500, async () => {
      const { port } = server.httpServer.address() as AddressInfo;
      const closed = nextServerSocketClose();
      const start = Date.now();
      const { answer, written } = await new Promise<{ answer: string; written: number }>(
        (resolve) => {
          // Half-open, and never done: it goes on sending after the server has ended its side.
          const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
          let answer = '';
          let written = 0;
          const chunk = Buffer.alloc(64 * 1024, 0x78);
          const send = () => {
            while (!socket.destroyed && written < HUNDRED_MB) {
              written += chunk.length;
              if (!socket.write(chunk)) return void socket.once('drain', send);
            }
          };
          socket.on('connect', () => {
            socket.write(declaring('POST', '/api/auth/sign-in', 'application/json', HUNDRED_MB));
            send();
          });
          socket.on('data', (data: Buffer) => (answer += data.toString()));
          socket.on('error', () => {});
          socket.on('close', () => resolve({ answer, written }));
        },
      );
      const { at, bytesRead } = await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 413/);
      // Read past the answer, and no more than the lingering allowance (and the last
      // socket reads'); what the client wrote beyond that sat in the sockets' buffers.
      expect(bytesRead).toBeGreaterThan(LINGERING_CLOSE.bytes);
      expect(bytesRead).toBeLessThan(LINGERING_CLOSE.bytes + 1024 * 1024);
      expect(written).toBeLessThan(LINGERING_CLOSE.bytes + 32 * 1024 * 1024);
      // The sender stalled, and the server closed when the time was up.
      expect(at - start).toBeGreaterThanOrEqual(1_500);
      expect(at - start).toBeLessThan(4_000);
    }));

  it('waits at most LINGERING_CLOSE.ms for the rest of a refused body', () =>
    withLingeringMs(300, async () => {
      const { port } = server.httpServer.address() as AddressInfo;
      const closed = nextServerSocketClose();
      // Half-open: the client does not close its side when the server ends its own.
      const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
      socket.on('error', () => {});
      let answer = '';
      socket.on('data', (data: Buffer) => (answer += data.toString()));
      const start = Date.now();
      socket.write(declaring('POST', '/graphql', 'application/json', HUNDRED_MB) + '{"query":');
      const elapsed = (await closed).at - start;
      socket.destroy();
      expect(answer).toMatch(/^HTTP\/1\.1 413[\s\S]*\r\nConnection: close\r\n/i);
      expect(elapsed).toBeGreaterThanOrEqual(300);
      expect(elapsed).toBeLessThan(3_000);
    }));
});

describe('answers', () => {
  it('no answer is larger than the cap: past it, 400 with a way to ask for less', async () => {
    const app = express()
      .use(capResponses(1000))
      .get('/small', (_req, res) => {
        res.json({ items: 'x'.repeat(900) });
      })
      .get('/big', (_req, res) => {
        res.json({ items: 'x'.repeat(2000) });
      })
      .post('/graphql', (_req, res) => {
        res.send('y'.repeat(5000));
      });
    const listener = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => listener.once('listening', resolve));
    const base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
    try {
      const small = await fetch(`${base}/small`);
      expect(small.status).toBe(200);
      const big = await fetch(`${base}/big`);
      expect(big.status).toBe(400);
      expect(((await big.json()) as { error: string }).error).toMatch(
        /^The answer is 2 kB, over the 1 kB limit for one response: select fewer fields/,
      );
      const graphql = await fetch(`${base}/graphql`, { method: 'POST' });
      expect(graphql.status).toBe(400);
      expect(await graphql.json()).toMatchObject({
        errors: [{ extensions: { code: 'RESPONSE_TOO_LARGE' } }],
      });
    } finally {
      listener.close();
    }
  });
});

describe('stalled clients', () => {
  it('the server drops stalled sockets on its default timeouts', () => {
    expect(server.httpServer.headersTimeout).toBe(TIMEOUTS.headersMs);
    expect(server.httpServer.requestTimeout).toBe(TIMEOUTS.requestMs);
    expect(server.httpServer.keepAliveTimeout).toBe(TIMEOUTS.keepAliveMs);
    expect(server.httpServer.timeout).toBe(TIMEOUTS.idleMs);
  });

  it('closes a socket whose headers, body or next request never come', async () => {
    const quick = await startTestServer({
      timeouts: {
        headersMs: 300,
        requestMs: 600,
        keepAliveMs: 200,
        idleMs: 5000,
        checkEveryMs: 100,
      },
    });
    try {
      // Headers never finished: 408, then closed.
      expect(await quick.raw('GET /health HTTP/1.1\r\nHost: test\r\n')).toMatch(/^HTTP\/1\.1 408/);
      // A body that stops halfway.
      const half = await quick.raw(
        `POST /graphql HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"query":`,
      );
      expect(half).toMatch(/^HTTP\/1\.1 408/);
      // An idle keep-alive socket after a complete answer: closed (raw resolves on close).
      const kept = await quick.raw('GET /health HTTP/1.1\r\nHost: test\r\n\r\n');
      expect(kept).toMatch(/^HTTP\/1\.1 200[\s\S]*\{"status":"ok","database":"memory"\}$/);
    } finally {
      await quick.close();
    }
  });
});
