// `npm run db:seed [-- --products N --contacts N --tasks N --seed N]`: adds generated
// records to the database the server would use (DATABASE_URL, else DATA_DIR, else
// ./data), in bulk, to try the app at scale. See --help.
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/data/database';
import { addGenerated, type SeedCounts } from '../server/data/seed';
import { ConfigError, readConfig } from '../server/env';

const HELP = `Adds generated records to the app's database, to try it with a lot of data.

  npm run db:seed -- [--products N] [--contacts N] [--tasks N] [--seed N]

  --products N   inventory products to add (default 100000)
  --contacts N   contacts to add (default 50000)
  --tasks N      tasks and sections to add (default 20000)
  --seed N       the generator's seed: the same seed gives the same records (new ids
                 each run); default: a random one
  --help         this text

The database is the server's: DATABASE_URL, else DATA_DIR, else ./data. With the
embedded database, stop the server first (one process per folder); servers on a
PostgreSQL database see the new records within a second. Each run adds records;
npm run db:reset puts the sample data back.`;

const DEFAULTS: SeedCounts = { products: 100_000, contacts: 50_000, tasks: 20_000 };

function count(text: string | undefined, name: string, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text.replaceAll('_', ''));
  if (!Number.isInteger(value) || value < 0 || value > 10_000_000) {
    throw new ConfigError(`--${name} must be a whole number from 0 to 10000000; got "${text}".`);
  }
  return value;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      contacts: { type: 'string' },
      tasks: { type: 'string' },
      seed: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(HELP);
    return;
  }
  const counts: SeedCounts = {
    products: count(values.products, 'products', DEFAULTS.products),
    contacts: count(values.contacts, 'contacts', DEFAULTS.contacts),
    tasks: count(values.tasks, 'tasks', DEFAULTS.tasks),
  };
  const seed = count(values.seed, 'seed', Math.floor(Math.random() * 1_000_000_000));
  const { data } = readConfig();
  if (data.kind === 'memory') {
    console.log('DATA_DIR=memory: nothing is kept, so there is nothing to seed.');
    return;
  }
  const where = data.kind === 'embedded' ? data.dir : 'the PostgreSQL database of DATABASE_URL';
  const started = performance.now();
  const db = await openDatabase(data);
  try {
    const added = await addGenerated(db, counts, seed);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Added ${counts.products} products, ${counts.contacts} contacts and ${counts.tasks} tasks (${added} records, seed ${seed}) to ${where} in ${seconds} s.`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError
      ? `Configuration error: ${error.message}`
      : (error as Error).message,
  );
  process.exit(1);
});
