// The servers under load, in their own process so the load generator does not
// share their event loop. `bench/target.ts`: the real app; for each scenario a bare
// Express handler that does the same work without GraphQL (the ceiling) and
// json-graphql-server serving the same records (the peer); and for the scale runs one
// app per inventory size whose inventory store holds that many generated products.
// `bench/target.ts durable`: the durable-data table's apps, alone in their process (the
// scale apps' large heaps would make garbage collection weigh on them unevenly): in
// memory, on the embedded database (a temporary folder) and, when Debian's PostgreSQL
// is installed, on a temporary PostgreSQL cluster. `bench/target.ts live <sockets>`: one
// app on the embedded database (a temporary folder, as a user's default keeps its data)
// taking that many sockets of one account, for `npm run bench:live`. `bench/target.ts
// writes <memory|embedded|postgres> <products> [url]`: one app whose inventory holds the
// sample and that many generated products, for the write-scale table (on PostgreSQL a new
// cluster, or the database at `url`, shared with another target). Prints their ports
// (and the PostgreSQL URL) as JSON.
//
// json-graphql-server is a dev dependency used only here; it runs on the project's one
// graphql 16 (`npm ls graphql`), so it shares this process with the app.
import express from 'express';
import jsonGraphqlExpress from 'json-graphql-server/node';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { inventory } from '../fixtures/inventory';
import { createApp } from '../server/app';
import { openDatabase } from '../server/data/database';
import { addGenerated } from '../server/data/seed';
import { tuneHeap } from '../server/heap';
import { LIVE_LIMITS } from '../server/live/socket';
import { InventoryStore, sortProducts } from '../server/modules/inventory/store';
import { createStores } from '../server/stores';
import { postgresBin, startPostgres } from '../server/test/postgres';
import { BENCH_DOCUMENTS } from './documents';
import { INVENTORY_SIZES, PAGE_SIZE, generateProducts } from './products';

const HOST = '127.0.0.1';
// The heap as the server's entry sets it (server/index.ts).
tuneHeap();
/** Production runs trusted documents only: the benchmarks' own are trusted beside the client's. */
const trustingBench = { moreDocuments: BENCH_DOCUMENTS };

// The bench's secret for every app, so one sign-in token is valid on all of them.
const config = {
  delayScale: 0,
  jwtSecret: process.env.BENCH_SECRET!,
  production: true,
};

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  return (server.address() as AddressInfo).port;
}

// The process's CPU time (user + system, µs) on request, so the bench can give each line's
// CPU per request: steadier than req/s when other work shares the machine.
const cpu = express();
cpu.get('/', (_req, res) => {
  const { user, system } = process.cpuUsage();
  res.json(user + system);
});
// Memory after a full collection (the target runs with --expose-gc; without it, as it
// is), so that what live sockets hold is not hidden by garbage not yet collected.
cpu.get('/memory', (_req, res) => {
  globalThis.gc?.();
  res.json(process.memoryUsage());
});
const cpuPort = await listen(createServer(cpu));

if (process.argv[2] === 'durable') {
  // Three fresh apps: in memory only, embedded, and PostgreSQL when installed.
  const memoryPort = await listen((await createApp(config, trustingBench)).httpServer);
  const folder = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const embeddedPort = await listen(
    (await createApp({ ...config, data: { kind: 'embedded', dir: folder } }, trustingBench))
      .httpServer,
  );
  const postgres = postgresBin() ? await startPostgres() : null;
  const postgresPort =
    postgres &&
    (await listen(
      (await createApp({ ...config, data: { kind: 'postgres', url: postgres.url } }, trustingBench))
        .httpServer,
    ));
  console.log(JSON.stringify({ cpuPort, memoryPort, embeddedPort, postgresPort }));
  process.on('SIGTERM', () => {
    postgres?.remove();
    rmSync(folder, { recursive: true, force: true });
  });
} else if (process.argv[2] === 'writes') {
  const [, , , data, size, joining] = process.argv;
  const count = Number(size);
  let app;
  let url: string | undefined;
  if (data === 'memory') {
    const products = [...generateProducts(count, count, () => randomUUID()), ...inventory.products];
    const stores = Object.assign(createStores(), {
      inventory: new InventoryStore({ ...inventory, products }),
    });
    app = await createApp(config, { ...trustingBench, stores });
  } else {
    let where: { kind: 'embedded'; dir: string } | { kind: 'postgres'; url: string };
    if (data === 'embedded') {
      const dir = mkdtempSync(join(tmpdir(), 'bench-writes-'));
      process.on('SIGTERM', () => rmSync(dir, { recursive: true, force: true }));
      where = { kind: 'embedded', dir };
    } else {
      url = joining;
      if (!url) {
        const postgres = await startPostgres();
        process.on('SIGTERM', () => postgres.remove());
        url = postgres.url;
      }
      where = { kind: 'postgres', url };
    }
    if (!joining) {
      const db = await openDatabase(where);
      await addGenerated(db, { products: count, contacts: 0, tasks: 0 }, count);
      // Written to disk now, not by the server's checkpointer during the runs.
      await db.query('CHECKPOINT');
      await db.close();
    }
    app = await createApp({ ...config, data: where }, trustingBench);
  }
  const appPort = await listen(app.httpServer);
  console.log(JSON.stringify({ cpuPort, appPort, url }));
} else if (process.argv[2] === 'live') {
  const folder = mkdtempSync(join(tmpdir(), 'bench-live-'));
  const app = await createApp(
    { ...config, data: { kind: 'embedded', dir: folder } },
    // The bench's sockets all belong to the one sample account.
    {
      ...trustingBench,
      liveLimits: { ...LIVE_LIMITS, connectionsPerUser: Number(process.argv[3]) },
    },
  );
  const appPort = await listen(app.httpServer);
  console.log(JSON.stringify({ cpuPort, appPort }));
  process.on('SIGTERM', () => rmSync(folder, { recursive: true, force: true }));
} else {
  const app = await createApp(config, trustingBench);
  const appPort = await listen(app.httpServer);

  const inventoryPorts: Record<number, number> = {};
  for (const size of INVENTORY_SIZES) {
    const products = generateProducts(size);
    const stores = Object.assign(createStores(), {
      inventory: new InventoryStore({ ...inventory, products }),
    });
    inventoryPorts[size] = await listen(
      (await createApp(config, { ...trustingBench, stores })).httpServer,
    );
  }

  // The ceiling: the same answers from plain handlers. The products page sorts and slices
  // on every request, as the ceiling does; the messages list is the stored list.
  const products = app.stores.inventory.listAllProducts();
  const messages = app.stores.messages.list();
  const ceiling = express();
  ceiling.get('/products', (_req, res) => {
    const sorted = sortProducts(products, 'name', true);
    const length = sorted.length;
    res.json({
      products: sorted.slice(0, PAGE_SIZE),
      pagination: {
        length,
        size: PAGE_SIZE,
        page: 0,
        lastPage: Math.max(Math.ceil(length / PAGE_SIZE), 1),
        startIndex: 0,
        endIndex: Math.min(PAGE_SIZE, length) - 1,
      },
    });
  });
  ceiling.get('/messages', (_req, res) => {
    res.json(messages);
  });
  const ceilingPort = await listen(createServer(ceiling));

  // The peer: json-graphql-server over copies of the same records.
  const peer = express();
  peer.use(
    '/graphql',
    jsonGraphqlExpress({
      products: structuredClone(products) as unknown as Record<string, unknown>[],
      messages: structuredClone(messages) as unknown as Record<string, unknown>[],
    }),
  );
  const peerPort = await listen(createServer(peer));
  console.log(JSON.stringify({ appPort, ceilingPort, peerPort, cpuPort, inventoryPorts }));
}

// Exit on SIGTERM (after the clean-up above), so that --cpu-prof writes its profile.
process.on('SIGTERM', () => process.exit(0));
