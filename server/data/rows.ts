// A store's tables and cells as database rows, and back. Each record of a table is a
// row (kind = the table's kind, its id, its position as `seq`); each cell is one row
// with the id ''.
import { Cell, Table, type Entry, type Journaled, type Kinds } from './table';

/** A row of the records table. */
export interface Row {
  kind: string;
  id: string;
  seq: number;
  /** The body as JSON text. */
  json: string;
}

/** A row as read from the records table. */
export type StoredRow = Row & { domain: string; version: number };

/** A row as the loading reads it: domain, kind, id, seq, version and body, in that order. */
export type LoadedRow = [
  domain: string,
  kind: string,
  id: string,
  seq: number,
  version: number,
  json: string,
];

/** Every row of a store's tables and cells. */
export function* rowsOf(kinds: Kinds): Generator<Row> {
  for (const target of Object.values(kinds)) {
    for (const [id, entry] of target.entries()) {
      yield { kind: target.kind, id, seq: entry.seq, json: JSON.stringify(entry.record) };
    }
  }
}

/** A row's entry: its record parsed, its position and version. */
export function entryOf(row: StoredRow): Entry<unknown> {
  return { record: JSON.parse(row.json), seq: row.seq, version: row.version };
}

/**
 * The kinds a store declares, filled from loaded entries by kind: a table from its
 * records, a cell from its one row (a cell without a row keeps its seed's value).
 */
export function loadedKinds(declared: Kinds, loaded: ReadonlyMap<string, Entry<unknown>[]>): Kinds {
  const kinds: Record<string, Journaled> = {};
  for (const [kind, target] of Object.entries(declared)) {
    const entries = loaded.get(kind) ?? [];
    if (target instanceof Table) {
      // A row with the id '' under a table's kind is a marker the first version of the
      // server wrote for each collection: not a record.
      const records = entries.filter(
        (entry) => typeof (entry.record as { id?: unknown }).id === 'string',
      );
      kinds[kind] = Table.fromEntries(kind, records as Entry<{ id: string }>[]);
    } else {
      const [entry] = entries;
      kinds[kind] = entry ? Cell.fromEntry(kind, entry) : target;
    }
  }
  return kinds;
}
