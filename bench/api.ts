// npm run bench: one list query (the messages) through POST /graphql, the same
// through GET /api/common/messages, and a bare Express handler with the same JSON
// as the ceiling. Then the scale runs: the inventory products list query through
// POST /graphql against apps holding 100, 10,000 and 100,000 generated products,
// plain and with a name search. Loopback only, bounded in time (about 70 s in all);
// prints req/s, p99 and ratios.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { sortProducts } from '../server/modules/inventory/store';
import { INVENTORY_SIZES, PRODUCTS_QUERY, generateProducts } from './products';

const HOST = '127.0.0.1';
const DURATION_SECONDS = 10;
const SCALE_DURATION_SECONDS = 5;
/** Matches about one product in eight: the search runs filter the whole sorted list. */
const SEARCH = 'orbit';
const CONNECTIONS = 10;
const QUERY = '{ messages { id title description image icon link useRouter read seen time } }';

// Production mode, as deployed: graphql-js skips its development-only checks.
const target = spawn(process.execPath, ['--import', 'tsx', 'bench/target.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, NODE_ENV: 'production' },
});
const [line] = (await once(createInterface({ input: target.stdout! }), 'line')) as [string];
const { appPort, ceilingPort, inventoryPorts } = JSON.parse(line) as {
  appPort: number;
  ceilingPort: number;
  inventoryPorts: Record<string, number>;
};
const app = `http://${HOST}:${appPort}`;

try {
  const signIn = await fetch(`${app}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'hughes.brian@company.com', password: 'admin' }),
  });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const auth = { authorization: `Bearer ${accessToken}` };

  const runs = [
    {
      name: 'GraphQL POST /graphql',
      url: `${app}/graphql`,
      method: 'POST' as const,
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ query: QUERY }),
    },
    { name: 'REST GET /api/common/messages', url: `${app}/api/common/messages`, headers: auth },
    { name: 'bare Express (ceiling)', url: `http://${HOST}:${ceilingPort}/` },
  ];

  const results: { name: string; rps: number; p99: number; errors: number }[] = [];
  for (const run of runs) {
    const result = await autocannon({
      ...run,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
    });
    const errors = result.errors + result.non2xx;
    results.push({ name: run.name, rps: result.requests.average, p99: result.latency.p99, errors });
  }

  const ceilingRps = results[2]!.rps;
  console.log(`\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each, on ${HOST}\n`);
  console.log('route                            req/s      p99 ms   share of ceiling   errors');
  for (const { name, rps, p99, errors } of results) {
    const share = `${((rps / ceilingRps) * 100).toFixed(1)} %`;
    console.log(
      `${name.padEnd(32)} ${rps.toFixed(0).padStart(6)} ${p99.toFixed(1).padStart(10)} ${share.padStart(18)} ${String(errors).padStart(8)}`,
    );
  }
  console.log(`\nREST / GraphQL: ${(results[1]!.rps / results[0]!.rps).toFixed(2)}`);

  console.log(
    `\ninventoryProducts through POST /graphql (sort price desc, page 0, size 10), ${SCALE_DURATION_SECONDS} s each\n`,
  );
  console.log('products   query                 req/s      p99 ms   errors');
  for (const size of INVENTORY_SIZES) {
    for (const search of [null, SEARCH]) {
      const request = {
        url: `http://${HOST}:${inventoryPorts[size]}/graphql`,
        method: 'POST' as const,
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ query: PRODUCTS_QUERY, variables: { search } }),
      };
      // GraphQL errors answer 200: check one answer before loading.
      const sample = (await (await fetch(request.url, request)).json()) as {
        data?: { inventoryProducts: { pagination: { length: number } } };
      };
      const length = sample.data?.inventoryProducts.pagination.length;
      if (!length) throw new Error(`no products at size ${size}: ${JSON.stringify(sample)}`);
      const result = await autocannon({
        ...request,
        connections: CONNECTIONS,
        duration: SCALE_DURATION_SECONDS,
      });
      const label = search === null ? 'list' : `search "${search}"`;
      console.log(
        `${String(size).padStart(8)}   ${label.padEnd(18)} ${result.requests.average.toFixed(0).padStart(8)} ${result.latency.p99.toFixed(1).padStart(11)} ${String(result.errors + result.non2xx).padStart(8)}`,
      );
    }
  }

  // The one sort a read pays after a write (later reads reuse the sorted view).
  console.log('\nfirst read after a write: one sort of the whole list, in this process\n');
  for (const size of INVENTORY_SIZES) {
    const products = generateProducts(size);
    const times = (['price', 'name'] as const).map((field) => {
      const started = performance.now();
      sortProducts(products, field, false);
      return `${field} ${(performance.now() - started).toFixed(1)} ms`;
    });
    console.log(`${String(size).padStart(8)}   ${times.join('   ')}`);
  }
} finally {
  target.kill('SIGTERM');
}
