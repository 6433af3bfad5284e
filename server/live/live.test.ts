// Subscriptions over WebSocket, through the real app and a real graphql-ws client: the
// events each write raises (through GraphQL and through REST), the token's rules, the
// operation limits and the caps on sockets.
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_LIFETIME_SECONDS, TokenService } from '../modules/auth/tokens';
import { MAX_ALIASES, MAX_TOKENS } from '../operation-limits';
import { startTestServer, TEST_SECRET, type TestServer } from '../test/harness';
import { closeLiveClients, connected, live } from '../test/live-client';

afterEach(closeLiveClients);

describe('subscriptions', () => {
  let server: TestServer;
  let token: string;
  let auth: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer();
    token = await server.signIn();
    auth = { authorization: `Bearer ${token}` };
  });
  afterAll(() => server.close());

  it('tells a contact created through GraphQL, changed through REST and deleted', async () => {
    const events = live(server, auth).subscribe(
      'subscription { contactsChanged { change contact { id name } deleted { id type } } }',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const created = await server.graphql<{ createContact: { id: string } }>(
      'mutation { createContact(contact: { name: "Ada Live" }) { id } }',
      undefined,
      token,
    );
    const id = created.body.data!.createContact.id;
    expect(await events.next()).toEqual({
      data: {
        contactsChanged: { change: 'created', contact: { id, name: 'Ada Live' }, deleted: null },
      },
    });
    const patched = await server.request('PATCH', '/api/apps/contacts/contact', {
      token,
      body: { id, contact: { name: 'Ada Lively' } },
    });
    expect(patched.status).toBe(200);
    expect(await events.next()).toMatchObject({
      data: { contactsChanged: { change: 'changed', contact: { id, name: 'Ada Lively' } } },
    });
    await server.request('DELETE', `/api/apps/contacts/contact?id=${id}`, { token });
    expect(await events.next()).toEqual({
      data: {
        contactsChanged: { change: 'deleted', contact: null, deleted: { id, type: 'Contact' } },
      },
    });
  });

  it('tells a notification created through POST /api/common/notifications', async () => {
    const events = live(server, auth).subscribe(
      'subscription { notificationsChanged { change notification { id title read } } }',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const answer = await server.request<{ id: string }>('POST', '/api/common/notifications', {
      token,
      body: { notification: { title: 'Harvest report ready' } },
    });
    expect(answer.status).toBe(200);
    expect(await events.next()).toEqual({
      data: {
        notificationsChanged: {
          change: 'created',
          notification: { id: answer.body.id, title: 'Harvest report ready', read: false },
        },
      },
    });
  });

  it("tells one board's subscribers about its cards only", async () => {
    const boards = await server.graphql<{
      scrumboardBoards: { id: string; lists: { id: string; cards: { id: string }[] }[] }[];
    }>('{ scrumboardBoards { id lists { id cards { id } } } }', undefined, token);
    const [first, second] = boards.body.data!.scrumboardBoards.filter(
      (board) => board.lists.length > 1 && board.lists[0]!.cards.length,
    );
    const events = live(server, auth).subscribe(
      `subscription ($boardId: ID) {
        scrumboardChanged(boardId: $boardId) { change board { id } card { id boardId listId } }
      }`,
      { boardId: first!.id },
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const move = (board: typeof first) =>
      server.graphql(
        'mutation ($id: ID!, $listId: ID!) { updateScrumboardCard(id: $id, card: { listId: $listId }) { id } }',
        { id: board!.lists[0]!.cards[0]!.id, listId: board!.lists[1]!.id },
        token,
      );
    // The other board's move comes first: none of its events may arrive.
    await move(second);
    await move(first);
    type Event = { board: { id: string } | null; card: { id: string } | null };
    const received: Event[] = [];
    while (!received.some((event) => event.card) || !received.some((event) => event.board)) {
      const { data } = (await events.next()) as { data: { scrumboardChanged: Event } };
      received.push(data.scrumboardChanged);
    }
    // The card, and its board's last activity (in the order the write changed them).
    expect(received).toEqual([
      {
        change: 'changed',
        board: null,
        card: {
          id: first!.lists[0]!.cards[0]!.id,
          boardId: first!.id,
          listId: first!.lists[1]!.id,
        },
      },
      { change: 'changed', board: { id: first!.id }, card: null },
    ]);
  });

  it('tells the signed-in user their own profile only', async () => {
    const events = live(server, auth).subscribe('subscription { userChanged { id name } }');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await server.graphql(
      'mutation { updateUser(user: { name: "Brian Live" }) { id } }',
      undefined,
      token,
    );
    expect(await events.next()).toEqual({
      data: { userChanged: { id: decodeJwt(token).sub, name: 'Brian Live' } },
    });
  });

  // Identical subscriptions share one execution (shared-execution.ts): of one account
  // only, and each subscriber keeps receiving when another leaves.
  it('shares an execution between windows of one account, never with another account', async () => {
    const other = { ...server.stores.users.find(decodeJwt(token).sub!)!, id: 'user-live-2' };
    server.stores.users.add({ ...other, name: 'Second Account' });
    const otherToken = await new TokenService(TEST_SECRET).sign(other.id);
    const profile = 'subscription { userChanged { id name } }';
    const first = live(server, auth).subscribe(profile);
    const second = live(server, auth).subscribe(profile);
    const others = live(server, { authorization: `Bearer ${otherToken}` }).subscribe(profile);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const rename = (name: string, as: string) =>
      server.graphql(`mutation { updateUser(user: { name: "${name}" }) { id } }`, undefined, as);

    await rename('Brian Shared', token);
    const brian = { data: { userChanged: { id: decodeJwt(token).sub, name: 'Brian Shared' } } };
    expect(await first.next()).toEqual(brian);
    expect(await second.next()).toEqual(brian);
    first.stop();
    await rename('Brian Alone', token);
    expect(await second.next()).toMatchObject({ data: { userChanged: { name: 'Brian Alone' } } });
    // Every event the other account receives is its own profile: none of Brian's.
    // (Pushed into the store by hand, its record shows up with the next commit as well.)
    await rename('Second Renamed', otherToken);
    let event: { data: { userChanged: { id: string; name: string } } };
    do {
      event = (await others.next()) as typeof event;
      expect(event.data.userChanged.id).toBe(other.id);
    } while (event.data.userChanged.name !== 'Second Renamed');
  });

  it('closes the socket with 4401 without a valid token', async () => {
    const none = live(server, {});
    expect(await none.closed).toEqual({
      code: 4401,
      reason:
        'Unauthorized: sign in first, and send {"authorization": "Bearer <token>"} in connection_init.',
    });
    const wrong = live(server, { authorization: 'Bearer not-a-token' });
    expect(await wrong.closed).toEqual({
      code: 4401,
      reason: 'Unauthorized: The access token is invalid or has expired; sign in again.',
    });
  });

  it('ends the subscription when the token expires', async () => {
    const soon = await new TokenService(TEST_SECRET).sign(
      decodeJwt(token).sub!,
      new Date(Date.now() - (TOKEN_LIFETIME_SECONDS - 1.5) * 1000),
    );
    const connection = live(server, { Authorization: `Bearer ${soon}` });
    await connected(connection);
    expect(await connection.closed).toEqual({
      code: 4401,
      reason: 'Unauthorized: the access token has expired; sign in again.',
    });
  });

  it('refuses documents over the operation limits, and queries', async () => {
    const connection = live(server, auth);
    const aliases = Array.from({ length: MAX_ALIASES + 1 }, (_, i) => `a${i}: change`);
    expect(
      await connection
        .subscribe(`subscription { messagesChanged { change ${aliases.join(' ')} } }`)
        .next(),
    ).toEqual({
      errors: [
        expect.objectContaining({
          message: `Aliases limit of ${MAX_ALIASES} exceeded, found ${MAX_ALIASES + 1}.`,
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        }),
      ],
    });
    const long = `subscription { messagesChanged { ${'change '.repeat(MAX_TOKENS)} } }`;
    expect(await connection.subscribe(long).next()).toEqual({
      errors: [
        expect.objectContaining({
          message: expect.stringMatching(/^Token limit of 1000 exceeded/),
          extensions: { code: 'GRAPHQL_PARSE_FAILED' },
        }),
      ],
    });
    expect(await connection.subscribe('{ messages { id } }').next()).toEqual({
      errors: [
        expect.objectContaining({
          message: expect.stringMatching(/^Only subscriptions are served over WebSocket/),
        }),
      ],
    });
  });
});

describe('caps on sockets', () => {
  let server: TestServer;
  let auth: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer({
      liveLimits: { connectionsPerUser: 2, subscriptionsPerConnection: 2, messageBytes: 1024 },
    });
    auth = { authorization: `Bearer ${await server.signIn()}` };
  });
  afterAll(() => server.close());

  it('closes a third connection of one account', async () => {
    await connected(live(server, auth));
    await connected(live(server, auth));
    expect(await live(server, auth).closed).toEqual({
      code: 4429,
      reason: 'Too many connections for this account: at most 2',
    });
  });

  it('closes a connection asking for a third subscription', async () => {
    const connection = live(server, auth);
    for (let i = 0; i < 3; i += 1) connection.subscribe('subscription { tasksChanged { change } }');
    expect(await connection.closed).toEqual({
      code: 4429,
      reason: 'Too many subscriptions on one connection: at most 2',
    });
  });

  it('closes a connection sending a message over the size limit', async () => {
    const connection = live(server, auth);
    connection.subscribe(`subscription { tasksChanged { change } } # ${'x'.repeat(2000)}`);
    expect(await connection.closed).toEqual({
      code: 4400,
      reason: 'Message too large: at most 1 kB',
    });
  });
});

it('closes every socket with 1001 when the server stops', async () => {
  const server = await startTestServer();
  const connection = live(server, { authorization: `Bearer ${await server.signIn()}` });
  connection.subscribe('subscription { tasksChanged { change } }');
  await connected(connection);
  await server.close();
  expect(await connection.closed).toEqual({ code: 1001, reason: 'Going away' });
});
