// Opens the data a server runs on: memory only, the embedded database in a folder, or a
// PostgreSQL server. The first start on an empty database seeds it with the fixtures;
// later starts load what is stored. Migrations run first, under a lock, so servers
// starting together on one database migrate and seed it once. The fixtures (and faker)
// are imported only once the rows are read: a server starting reads them meanwhile.
import type { Stores } from '../stores';
import { openDatabase, type DataConfig, type Database, type Sql } from './database';
import { DOMAIN_NAMES, domain } from './domains';
import { migrate, START_LOCK } from './migrations';
import { announce, insertRows, Repository } from './repository';
import { rowsOf } from './rows';

/** The stores of `data`: memory only, or loaded from the database. */
export async function openRepository(data: DataConfig, now = new Date()): Promise<Repository> {
  if (data.kind === 'memory') return new Repository(await fixtures(now));
  return repositoryOn(await openDatabase(data), now);
}

/** Every domain's store, filled from the fixtures. */
async function fixtures(now = new Date()): Promise<Stores> {
  const { createStores } = await import('../stores');
  return createStores(now);
}

/** Rows read at once while loading: the JSON of a chunk is let go once parsed. */
const LOAD_CHUNK = 20_000;

/** The stores of an open database, migrated and seeded if need be; closes it on failure. */
export async function repositoryOn(db: Database, now = new Date()): Promise<Repository> {
  const repository = new Repository(null, db);
  try {
    await repository.listen();
    const changed = await prepareDatabase(db, now);
    const snapshot = changed ? null : db.snapshot?.rows();
    if (!snapshot || !loadSnapshot(repository, snapshot)) await readRecords(db, repository);
    repository.ready(await fixtures(now));
    return repository;
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** Loads the rows a clean stop left; false (nothing loaded) when they cannot be read. */
function loadSnapshot(repository: Repository, snapshot: Iterable<string[]>): boolean {
  try {
    for (const lines of snapshot) repository.loadRows(lines);
    return true;
  } catch (error) {
    repository.unloadRows();
    console.error(
      `The snapshot of the data could not be read (${(error as Error).message}); reading the database instead.`,
    );
    return false;
  }
}

/**
 * Every row, through a cursor, a chunk at a time, in one snapshot; each row as one JSON
 * text (PGlite copies every value it answers: one per row costs half of six). On a
 * shared database, what other servers change meanwhile is announced, and read again after.
 */
async function readRecords(db: Database, repository: Repository): Promise<void> {
  await db.transaction(async (sql) => {
    await sql.query(
      `DECLARE loading NO SCROLL CURSOR FOR
       SELECT json_build_array(domain, kind, id, seq, version, body)::text FROM records`,
    );
    const fetch = () => sql.tuples<[string]>(`FETCH ${LOAD_CHUNK} FROM loading`);
    // The next chunk is asked for before this one is parsed: the database reads it
    // meanwhile (in its own thread, or its own server).
    for (let next = fetch(); ;) {
      const rows = await next;
      if (rows.length === LOAD_CHUNK) next = fetch();
      repository.loadRows(rows.map(([json]) => json));
      if (rows.length < LOAD_CHUNK) break;
    }
    await sql.query('CLOSE loading');
  });
}

/** Migrates, and seeds an empty database with the sample data; true when it did either. */
export async function prepareDatabase(db: Database, now = new Date()): Promise<boolean> {
  return db.transaction(async (sql) => {
    await sql.query('SELECT pg_advisory_xact_lock($1)', [START_LOCK]);
    const migrated = (await migrate(sql)).length > 0;
    const { rows } = await sql.query("SELECT 1 FROM settings WHERE key = 'seeded_at'");
    if (rows.length) return migrated;
    await seed(sql, await fixtures(now));
    return true;
  });
}

/** Writes the fixtures' rows (the tables must be empty) and notes when. */
async function seed(sql: Sql, stores: Stores): Promise<void> {
  const rows = DOMAIN_NAMES.flatMap((name) =>
    [...rowsOf(domain(name).kinds(stores[name]))].map((row) => ({ ...row, domain: name })),
  );
  await insertRows(sql, rows);
  await sql.query("INSERT INTO settings (key, value) VALUES ('seeded_at', $1)", [
    new Date().toISOString(),
  ]);
}

/**
 * Puts the sample data back: every record deleted, the fixtures written again, dated
 * from now. Servers sharing the database compare every row with theirs.
 */
export async function resetData(db: Database): Promise<void> {
  await db.transaction(async (sql) => {
    await sql.query('SELECT pg_advisory_xact_lock($1)', [START_LOCK]);
    await migrate(sql);
    await sql.query('DELETE FROM records');
    await sql.query("DELETE FROM settings WHERE key = 'seeded_at'");
    await seed(sql, await fixtures());
    if (db.shared) await announce(sql, 'reset', null);
  });
}
