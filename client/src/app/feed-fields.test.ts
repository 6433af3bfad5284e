// The administracion overview shows the toolbar panels' messages and notifications from
// the cache, without a request of its own: that holds only while it asks exactly the
// fields the panels, the start-up load and the live events bring. This fails when one of
// them asks a field the others do not (a fragment copied by hand, then changed).
import { InMemoryCache } from '@apollo/client';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { Kind, print, type DocumentNode, type SelectionSetNode } from 'graphql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/test/harness';
import { typePolicies } from '../apollo/type-policies';
import { StartUpDocument } from './start-up';
import { AdministracionFeedsDocument } from '../features/areas/api/documents';
import { MessagesPanelDocument } from '../features/messages/api/documents';
import { MessagesChangedDocument } from '../features/messages/api/use-messages-live';
import { NotificationsPanelDocument } from '../features/notifications/api/documents';
import { NotificationsChangedDocument } from '../features/notifications/api/use-notifications-live';

/** Every field path under `path` in the document, fragments spread in place. */
function fieldsAt(document: DocumentNode, path: string[]): string[] {
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION
        ? [[definition.name.value, definition.selectionSet] as const]
        : [],
    ),
  );
  const operation = document.definitions.find(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const found: string[] = [];
  const walk = (set: SelectionSetNode, at: string[]) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const here = [...at, selection.name.value];
        const inside = here.slice(0, path.length).join('.') === path.join('.');
        if (inside && here.length > path.length) found.push(here.slice(path.length).join('.'));
        if (selection.selectionSet) walk(selection.selectionSet, here);
      } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        walk(fragments.get(selection.name.value)!, at);
      } else {
        walk(selection.selectionSet, at);
      }
    }
  };
  if (operation?.kind === Kind.OPERATION_DEFINITION) walk(operation.selectionSet, []);
  return found.sort();
}

it("the overview asks a message's and a notification's fields exactly as the panels, the start-up load and the live events do", () => {
  const messages = fieldsAt(AdministracionFeedsDocument, ['messages']);
  const notifications = fieldsAt(AdministracionFeedsDocument, ['notifications']);
  expect(messages).toContain('title');
  expect(notifications).toContain('title');

  expect(fieldsAt(MessagesPanelDocument, ['messages'])).toEqual(messages);
  expect(fieldsAt(StartUpDocument, ['messages'])).toEqual(messages);
  expect(fieldsAt(MessagesChangedDocument, ['messagesChanged', 'message'])).toEqual(messages);

  expect(fieldsAt(NotificationsPanelDocument, ['notifications'])).toEqual(notifications);
  expect(fieldsAt(StartUpDocument, ['notifications'])).toEqual(notifications);
  expect(fieldsAt(NotificationsChangedDocument, ['notificationsChanged', 'notification'])).toEqual(
    notifications,
  );
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('once the panels have loaded, the cache answers the overview whole', async () => {
  const token = await server.signIn();
  const cache = new InMemoryCache({ typePolicies });
  for (const panel of [MessagesPanelDocument, NotificationsPanelDocument]) {
    const query = addTypenameToDocument(panel);
    const answer = await server.graphql(print(query), {}, token);
    expect(answer.body.errors).toBeUndefined();
    cache.writeQuery({ query, data: answer.body.data });
  }
  const overview = cache.readQuery({ query: AdministracionFeedsDocument });
  expect(overview?.messages.length).toBeGreaterThan(0);
  expect(overview?.notifications.length).toBeGreaterThan(0);
});
