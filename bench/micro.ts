// npm run bench:micro: in-process timings of the pieces issue 13 changed, each beside
// what it replaced, so the gain of each shows without the noise of a loaded machine's
// HTTP runs. Prints microseconds per call (median of 5 rounds).
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
} from '@apollo/server/plugin/disabled';
import { jwtVerify } from 'jose';
import { parse } from 'graphql';
import { webcrypto } from 'node:crypto';
import { inventory } from '../fixtures/inventory';
import { tasks as tasksSeed } from '../fixtures/tasks';
import { contextFactory } from '../server/context';
import { Repository } from '../server/data/repository';
import { compiledExecutor, localGateway } from '../server/execution';
import { AuthService } from '../server/modules/auth/service';
import { TOKEN_ISSUER, TokenService } from '../server/modules/auth/tokens';
import { InventoryStore, sortProducts } from '../server/modules/inventory/store';
import { TaskStore, markMatches } from '../server/modules/tasks/store';
import { restRoutes } from '../server/modules';
import {
  costRefusal,
  operationLimitOptions,
  operationLimitPlugin,
} from '../server/operation-limits';
import { preparedOperations } from '../server/prepared-operations';
import { buildSchema } from '../server/schema';
import { createStores } from '../server/stores';
import { PRODUCTS_QUERY, generateProducts } from './products';

function time(label: string, calls: number, run: () => unknown): number {
  const rounds: number[] = [];
  for (let round = 0; round < 5; round++) {
    const started = performance.now();
    for (let call = 0; call < calls; call++) run();
    rounds.push(((performance.now() - started) * 1000) / calls);
  }
  rounds.sort((a, b) => a - b);
  console.log(`${label.padEnd(64)} ${rounds[2]!.toFixed(1).padStart(10)} µs`);
  return rounds[2]!;
}

async function timeAsync(label: string, calls: number, run: () => Promise<unknown>) {
  const rounds: number[] = [];
  for (let round = 0; round < 5; round++) {
    const started = performance.now();
    for (let call = 0; call < calls; call++) await run();
    rounds.push(((performance.now() - started) * 1000) / calls);
  }
  rounds.sort((a, b) => a - b);
  console.log(`${label.padEnd(64)} ${rounds[2]!.toFixed(1).padStart(10)} µs`);
}

const secret = 'a-bench-secret-of-enough-length-for-hs256';
const tokens = new TokenService(secret);
const token = await tokens.sign('user-1');
const key = await webcrypto.subtle.importKey(
  'raw',
  new TextEncoder().encode(secret),
  { name: 'HMAC', hash: 'SHA-256' },
  false,
  ['verify'],
);
console.log('token check');
await timeAsync('  jose jwtVerify, imported key (every request before)', 2000, () =>
  jwtVerify(token, key, {
    algorithms: ['HS256'],
    issuer: TOKEN_ISSUER,
    requiredClaims: ['iat', 'exp', 'sub'],
  }),
);
await timeAsync('  TokenService.verify, remembered (now)', 2000, () => tokens.verify(token));

console.log('cost limit of the products page');
const schema = buildSchema({ delayScale: 0 });
const variables = { search: null };
const document = parse(PRODUCTS_QUERY);
const operation = document.definitions[0] as Parameters<typeof costRefusal>[2];
time('  weighed afresh (a new document each call, as before)', 500, () =>
  costRefusal(schema, { ...document }, operation, variables),
);
time('  remembered for the same document (now)', 5000, () =>
  costRefusal(schema, document, operation, variables),
);

console.log('the REST route of the products page, its operation only (no HTTP)');
{
  const executor = compiledExecutor(schema);
  const limits = operationLimitOptions();
  const apollo = new ApolloServer({
    gateway: localGateway(schema, executor),
    ...limits,
    plugins: [
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginInlineTraceDisabled(),
      operationLimitPlugin,
    ],
  });
  await apollo.start();
  const stores = createStores();
  const auth = new AuthService(stores, new TokenService(secret));
  const { accessToken } = await auth.signIn('hughes.brian@company.com', 'admin');
  const contextValue = await contextFactory(new Repository(stores), auth)(`Bearer ${accessToken}`);
  const restVariables = { sort: 'name', order: 'asc', page: 0, size: 10 };
  const query = restRoutes.find(
    (route) => route.path === 'apps/ecommerce/inventory/products',
  )!.document;
  await timeAsync('  apollo.executeOperation (before)', 2000, () =>
    apollo.executeOperation({ query, variables: restVariables }, { contextValue }),
  );
  const prepared = preparedOperations({ schema, executor, ...limits, formatError: (f) => f })(
    query,
  );
  await timeAsync('  prepared operation (now)', 2000, () =>
    prepared.run(restVariables, contextValue),
  );
  await apollo.stop();
}

for (const size of [100, 10_000, 100_000]) {
  const products = generateProducts(size);
  const store = new InventoryStore({ ...inventory, products });
  const page = { sort: 'name', order: 'asc', page: 0, size: 10 };
  store.listProducts(page);
  console.log(`${size} products`);
  // Before: the sorted view and its lower-case names were kept; each search scanned them.
  const view = sortProducts(products, 'name', true);
  const lowerNames = view.map((product) => product.name.toLowerCase());
  time('  search "orbit": scan of every name (before)', size > 10_000 ? 20 : 200, () =>
    view.filter((_, index) => lowerNames[index]!.includes('orbit')).slice(0, 10),
  );
  time('  search "orbit": listProducts, remembered (now)', 2000, () =>
    store.listProducts({ ...page, search: 'orbit' }),
  );
  time('  a write, then the page (before: one sort by name)', size > 10_000 ? 5 : 50, () =>
    sortProducts(products, 'name', true),
  );
  let flip = false;
  const id = products[size >> 1]!.id;
  const name = products[size >> 1]!.name;
  time('  a write, then the page and the search (now)', 200, () => {
    flip = !flip;
    store.updateProduct(id, { name: flip ? `${name} ·` : name });
    store.listProducts(page);
    return store.listProducts({ ...page, search: 'orbit' });
  });
}

// The 30 seed tasks ("pagos" in 4 titles) among plain ones, so a search
// answers the same few tasks at every size; both stores built before any timing.
const taskStores = [100, 100_000].map((size) => {
  const seed = tasksSeed(new Date());
  const plain = Array.from({ length: size - seed.tasks.length }, (_, index) => ({
    ...seed.tasks[1]!,
    id: `plain-${index}`,
    title: `Tarea de rutina ${index}`,
    notes: 'Sin novedades',
    order: seed.tasks.length + index,
  }));
  return new TaskStore({ ...seed, tasks: [...seed.tasks, ...plain] });
});
for (const store of taskStores) {
  const size = store.list().length;
  console.log(`${size} tasks`);
  const all = store.list();
  time('  search "pagos": scan of every title and notes (before)', size > 10_000 ? 20 : 2000, () =>
    all
      .filter(
        (task) =>
          task.title.toLowerCase().includes('pagos') || task.notes?.toLowerCase().includes('pagos'),
      )
      .map((task) => ({ ...task, title: markMatches(task.title, /pagos/gi) })),
  );
  time('  search "pagos": TaskStore.search, remembered (now)', 20_000, () => store.search('pagos'));
  let flip = false;
  const id = store.search('pagos')![0]!.id;
  time('  a rename, then the search (now)', 2000, () => {
    flip = !flip;
    store.update(id, { title: flip ? 'Lanzamiento de pagos ·' : 'Lanzamiento de pagos' });
    return store.search('pagos');
  });
  time('  a new task (every order changes), then the search (now)', size > 10_000 ? 3 : 200, () => {
    store.create('task');
    return store.search('pagos');
  });
}
