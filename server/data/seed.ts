// Adds generated records to a database in bulk (`npm run db:seed`, the benchmarks): a few
// thousand rows per statement, one transaction per kind, so 100,000 products take
// seconds, not 100,000 API calls. Records go where the app puts new ones: products and
// contacts first (newest first), tasks after the last. Servers sharing the database are
// told each row's key, and read them as they read any other server's writes.
import { randomUUID } from 'node:crypto';
import {
  generatedContacts,
  generateProducts,
  generateTasks,
  type IdOf,
} from '../../fixtures/generated';
import type { Database, Sql } from './database';
import { prepareDatabase } from './open';
import { announce, insertRows } from './repository';

/** How many records of each kind to add. */
export interface SeedCounts {
  products: number;
  contacts: number;
  tasks: number;
}

/** Rows per INSERT: each statement's arrays stay a few megabytes. */
const CHUNK = 5_000;

interface Kind {
  domain: string;
  kind: string;
  /** Where the new records go: before the first record, or after the last. */
  at: 'first' | 'last';
  generate(count: number, seed: number, idOf: IdOf): { id: string }[];
}

const KINDS: Record<keyof SeedCounts, Kind> = {
  products: { domain: 'inventory', kind: 'products', at: 'first', generate: generateProducts },
  contacts: { domain: 'contacts', kind: 'contacts', at: 'first', generate: generatedContacts },
  tasks: { domain: 'tasks', kind: 'tasks', at: 'last', generate: generateTasks },
};

/**
 * Adds `counts` generated records (from `seed`: the same seed, the same records, with new
 * ids each time); the database is migrated and given the sample data first if empty.
 * Answers how many rows went in.
 */
export async function addGenerated(
  db: Database,
  counts: SeedCounts,
  seed: number,
): Promise<number> {
  await prepareDatabase(db);
  let added = 0;
  for (const [name, count] of Object.entries(counts) as [keyof SeedCounts, number][]) {
    if (count <= 0) continue;
    const kind = KINDS[name];
    const records = kind.generate(count, seed, () => randomUUID());
    await db.transaction(async (sql) => {
      const start = await startingSeq(sql, kind, count);
      for (let from = 0; from < records.length; from += CHUNK) {
        const rows = records.slice(from, from + CHUNK).map((record, index) => ({
          domain: kind.domain,
          kind: kind.kind,
          id: record.id,
          seq: start + from + index,
          json: JSON.stringify(record),
        }));
        added += await insertRows(sql, rows);
        if (db.shared) {
          await announce(
            sql,
            'seed',
            rows.map((row) => [row.domain, row.kind, row.id] as const),
          );
        }
      }
    });
  }
  // Fresh statistics for the planner, as after any bulk load.
  if (added) await db.query('ANALYZE records');
  return added;
}

/** The first new record's position: `count` places before the first record, or after the last. */
async function startingSeq(sql: Sql, { domain, kind, at }: Kind, count: number): Promise<number> {
  const { rows } = await sql.query<{ low: number | null; high: number | null }>(
    `SELECT min(seq) AS low, max(seq) AS high FROM records
     WHERE domain = $1 AND kind = $2 AND id <> ''`,
    [domain, kind],
  );
  const { low, high } = rows[0]!;
  return at === 'first' ? (low ?? 0) - count : (high ?? -1) + 1;
}
