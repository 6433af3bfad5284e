// Makes the server seem to refuse some GraphQL operations from now on. The client
// batches, so a refused operation may share a request with others: those still reach
// the server, and the answers are put back in the order they were sent.
import type { Page } from '@playwright/test';
import { TrustedDocuments } from '../server/trusted-documents';

interface Operation {
  operationName?: string;
  extensions?: { persistedQuery?: { sha256Hash?: string } };
}

/** The ids of the client's mutations: it sends ids, not texts (server/trusted-documents.ts). */
const MUTATIONS = new Set(
  new TrustedDocuments()
    .manifest()
    .operations.filter((operation) => operation.type === 'mutation')
    .map((operation) => operation.id),
);

/** Which operations to refuse: by name, or any mutation. */
export type Refused = string | 'any mutation';

const picks = (refused: Refused) => (operation: Operation) =>
  refused === 'any mutation'
    ? MUTATIONS.has(operation.extensions?.persistedQuery?.sha256Hash ?? '')
    : operation.operationName === refused;

export async function refuse(
  page: Page,
  refused: Refused,
  message = 'Refused by the test',
): Promise<void> {
  const isRefused = picks(refused);
  const refusal = { errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] };
  await page.route('**/graphql', async (route) => {
    const sent = route.request().postDataJSON() as Operation | Operation[] | null;
    const operations = sent === null ? [] : Array.isArray(sent) ? sent : [sent];
    if (!operations.some(isRefused)) return route.fallback();

    const passed = operations.filter((operation) => !isRefused(operation));
    const answered: unknown[] = passed.length
      ? ((await (await route.fetch({ postData: passed })).json()) as unknown[])
      : [];
    const answers = operations.map((operation) =>
      isRefused(operation) ? refusal : answered.shift(),
    );
    await route.fulfill({ json: Array.isArray(sent) ? answers : answers[0] });
  });
}
