// The database's schema, as numbered migrations run at start in one transaction. A
// change to the schema is a new entry at the end; entries already released never change.
import type { Sql } from './database';

interface Migration {
  version: number;
  name: string;
  statements: readonly string[];
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'records and settings',
    statements: [
      // Every store's data: one row per record (kind = its collection) or plain value
      // (id ''), its position in its collection, a version for optimistic locking, and
      // the JSON body (json keeps the text as written; the body is never queried inside).
      `CREATE TABLE records (
        domain text NOT NULL,
        kind text NOT NULL,
        id text NOT NULL,
        seq double precision NOT NULL,
        version integer NOT NULL,
        body json NOT NULL,
        PRIMARY KEY (domain, kind, id)
      )`,
      // Facts about the data itself, such as when it was seeded.
      `CREATE TABLE settings (key text PRIMARY KEY, value text NOT NULL)`,
    ],
  },
  {
    version: 2,
    name: 'sign-in throttle',
    statements: [
      // rate-limiter-flexible's PostgreSQL store, so servers sharing the database count
      // sign-in attempts together (modules/auth/throttle.ts).
      `CREATE TABLE sign_in_throttle (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )`,
    ],
  },
];

/** Serializes start-ups sharing a database: one migrates and seeds, the others wait. */
export const START_LOCK = 260_026;

/** Runs the migrations this database lacks; call inside a transaction holding START_LOCK. */
export async function migrate(sql: Sql): Promise<number[]> {
  await sql.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const { rows } = await sql.query<{ version: number }>('SELECT version FROM schema_migrations');
  const applied = new Set(rows.map((row) => row.version));
  const newest = Math.max(0, ...applied);
  const known = MIGRATIONS.at(-1)?.version ?? 0;
  if (newest > known) {
    throw new Error(
      `The database is at schema version ${newest}, newer than this server knows (${known}): run a newer server, or reset the data.`,
    );
  }
  const ran: number[] = [];
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.version)) continue;
    for (const statement of migration.statements) await sql.query(statement);
    await sql.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
      migration.version,
      migration.name,
    ]);
    ran.push(migration.version);
  }
  return ran;
}
