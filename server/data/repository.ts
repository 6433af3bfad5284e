// The write path. Reads use the live stores in memory and never wait. Writes (every
// mutation's root resolver) run in batches, one batch at a time:
//   1. the batch's writes run on the live stores, one after the other, while the
//      journal notes each record they change (data/table.ts); a write that throws is
//      undone alone;
//   2. the changed records are undone at once, in the same tick, so no reader ever sees
//      them, and committed in one transaction, each row checked against the version it
//      had;
//   3. once committed, they are put back and the answers go out.
// A batch costs what it changes: the records its writes touch and the indexes those
// records are in, whatever the size of their tables. If the commit fails, memory is
// already as it was and every write of the batch gets the error. Writes that arrive
// during a commit form the next batch, so a busy server commits many writes at once
// (group commit).
// With a shared database, each commit NOTIFYs the keys and versions of the rows it
// changed; the other servers read those rows (by key) between their own batches and
// apply them record by record. A version that moved on under a write (another server
// got there first) reads the batch's rows again and runs the batch again.
// Memory only (no database), a batch runs the same way and nothing is committed.
// Either way, the records each batch or each change heard of changed are told to
// `onChange`'s listeners (the subscriptions, live/events.ts): found by the journal, so
// no write can forget to announce what it did.
import { randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { ConflictError, UnavailableError } from '../lib/errors';
import type { Stores } from '../stores';
import { DatabaseUnavailableError, type Database, type Sql } from './database';
import { DOMAIN_NAMES, domain, isDomain, type DomainName } from './domains';
import { entryOf, loadedKinds, type LoadedRow, type Row, type StoredRow } from './rows';
import { Journal, Table, type Changed, type Entry, type Journaled } from './table';

/** A record a committed write (here or on another server) created, changed or deleted. */
export interface RecordChange {
  domain: DomainName;
  /** Its table in its store (`cards`, `items`, …). */
  kind: string;
  id: string;
  change: 'created' | 'changed' | 'deleted';
  /** The record as it is now, or as it was last when deleted (JSON text). */
  json: string;
}

type ChangeListener = (changes: readonly RecordChange[]) => void;

/** A row to write: a changed record, with the version its row had (0: none yet). */
interface Write {
  domain: string;
  kind: string;
  id: string;
  seq: number;
  json: string;
  version: number;
}

/** What a batch changed, ready to commit, put back and tell. */
interface Batch {
  changed: Changed[];
  inserts: Write[];
  updates: Write[];
  deletes: Write[];
  told: RecordChange[];
}

interface Job {
  run(stores: Stores): unknown;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** A row's key: domain, kind and id. */
type Key = readonly [domain: string, kind: string, id: string];

/** The channel commits are announced on (shared databases only). */
const CHANNEL = 'records_changed';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7_900;
/** Rows read by key in one statement. */
const READ_CHUNK = 5_000;
/** Runs of a batch whose rows another server changed first, before answering CONFLICT. */
const ATTEMPTS = 3;

class VersionConflict extends Error {}

export class Repository {
  private readonly journal = new Journal();
  private readonly queue: Job[] = [];
  /** Rows other servers changed, by key (`domain`, NUL, `kind`, NUL, `id`), to read. */
  private readonly heardOf = new Map<string, Key>();
  /** Notifications may have been missed: compare every row's version. */
  private resyncing = false;
  private readonly listeners = new Set<ChangeListener>();
  /** Loaded rows by domain and kind, until `ready`. */
  private loading: Map<string, Map<string, Entry<unknown>[]>> | null = new Map();
  private pumping = false;
  /** Settles when the running pump has nothing left to do. */
  private pumped: Promise<void> = Promise.resolve();
  /** Set by `close`: no write starts after. */
  private closing = false;
  private loaded = false;
  /** Tells this server's own announcements from the others'. */
  private readonly instance = randomUUID();

  private live: Stores | null = null;

  /**
   * Memory only (tests, benchmarks): `stores`, and nothing is kept. With a database:
   * `null`, then its rows (`loadRows`) and the fixtures' stores (`ready`).
   */
  constructor(stores: Stores);
  constructor(stores: null, db: Database);
  constructor(
    stores: Stores | null,
    private readonly db: Database | null = null,
  ) {
    if (!db) this.ready(stores!);
  }

  /** The live stores, which reads use; there are none before `ready`. */
  get stores(): Stores {
    if (!this.live) throw new Error('The stores are not loaded yet.');
    return this.live;
  }

  /** Calls `listener` with the records each commit or change heard of changed; answers how to stop. */
  onChange(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Starts hearing the other servers sharing the database: call before reading the rows
   * to load, so that no change made meanwhile goes unheard (it is read again after).
   */
  async listen(): Promise<void> {
    if (!this.db?.shared) return;
    await this.db.listen(
      CHANNEL,
      (payload) => this.heard(payload),
      () => this.heard(),
    );
  }

  /**
   * Takes committed rows to build the stores from, each a JSON array (a `LoadedRow`), in
   * any order and in as many calls as wanted.
   */
  loadRows(rows: Iterable<string>): void {
    const loading = this.loading!;
    for (const json of rows) {
      const [name, kind, , seq, version, record] = JSON.parse(json) as LoadedRow;
      let kinds = loading.get(name);
      if (!kinds) loading.set(name, (kinds = new Map()));
      let entries = kinds.get(kind);
      if (!entries) kinds.set(kind, (entries = []));
      entries.push({ record, seq, version });
    }
  }

  /** Forgets the rows loaded so far, to load them again from elsewhere. */
  unloadRows(): void {
    this.loading = new Map();
  }

  /**
   * Builds the stores from the rows loaded into the fixtures' `stores` (memory only:
   * keeps the fixtures'); writes may run.
   */
  ready(stores: Stores): void {
    const loading = this.loading ?? new Map<string, Map<string, Entry<unknown>[]>>();
    this.loading = null;
    this.live = stores;
    const live = stores as unknown as Record<DomainName, unknown>;
    for (const name of DOMAIN_NAMES) {
      const { build, kinds } = domain(name);
      if (this.db)
        live[name] = build(loadedKinds(kinds(live[name]), loading.get(name) ?? new Map()));
      for (const target of Object.values(kinds(live[name]))) target.attach(this.journal, name);
    }
    this.loaded = true;
    this.pump();
  }

  /** Runs a write with the stores it should change, and answers once it is committed. */
  write<T>(run: (stores: Stores) => T): Promise<T> {
    if (this.closing) return Promise.reject(new UnavailableError('The server is stopping.'));
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ run, resolve: resolve as (value: unknown) => void, reject });
      this.pump();
    });
  }

  /** The shared database's connection pool, if there is one. */
  get pool() {
    return this.db?.pool;
  }

  /**
   * Closes the database once the batch in flight is committed; call once no request is
   * in flight. Writes asked for after are refused. The embedded database gets the rows
   * as they are now beside it, for the next start (data/snapshot.ts).
   */
  async close(): Promise<void> {
    this.closing = true;
    await this.pumped;
    if (this.db?.snapshot && this.loaded) {
      await this.db.snapshot.save(this.rows()).catch((error: unknown) => {
        console.error(
          `Could not write the snapshot of the data (${(error as Error).message}); the next start reads the database.`,
        );
      });
    }
    await this.db?.close();
  }

  /** Every record and cell in memory, each a `LoadedRow` as JSON. */
  private *rows(): Generator<string> {
    for (const name of DOMAIN_NAMES) {
      for (const target of Object.values(domain(name).kinds(this.stores[name]))) {
        for (const [id, { seq, version, record }] of target.entries()) {
          yield JSON.stringify([name, target.kind, id, seq, version, record]);
        }
      }
    }
  }

  /** `up` when the database answers within a second, `memory` when there is none. */
  async health(): Promise<'up' | 'down' | 'memory'> {
    if (!this.db) return 'memory';
    const ping = this.db.query('SELECT 1').then(
      () => 'up' as const,
      () => 'down' as const,
    );
    const late = new Promise<'down'>((resolve) => setTimeout(resolve, 1_000, 'down').unref());
    return Promise.race([ping, late]);
  }

  /** Another server committed (or, with no payload, we may have missed some). */
  private heard(payload?: string): void {
    let message: Announcement | null = null;
    try {
      message = payload ? (JSON.parse(payload) as Announcement) : null;
    } catch {
      // Not one of ours: compare everything rather than miss a change.
    }
    if (message?.from === this.instance) return;
    if (Array.isArray(message?.keys)) {
      for (const [name, kind, id] of message.keys) {
        this.heardOf.set(keyOf(name, kind, id), [name, kind, id]);
      }
    } else {
      this.resyncing = true;
    }
    this.pump();
  }

  /** Runs what was heard of and the waiting batches, one at a time. */
  private pump(): void {
    if (this.pumping || !this.loaded) return;
    this.pumping = true;
    this.pumped = (async () => {
      let readFailed = false;
      try {
        while (this.queue.length || (!readFailed && (this.resyncing || this.heardOf.size))) {
          if (!readFailed && (this.resyncing || this.heardOf.size)) {
            await this.catchUp().catch((error: unknown) => {
              // Tried again on the next write or announcement; the writes waiting now go
              // on (a stale row fails its version check, a lost database answers 503).
              readFailed = true;
              console.error(
                'Could not read the changes of another server:',
                (error as Error).message,
              );
            });
            continue;
          }
          // Let the requests already received join this batch (group commit).
          await new Promise((resolve) => setImmediate(resolve));
          await this.batch(this.queue.splice(0));
        }
      } finally {
        this.pumping = false;
      }
    })();
  }

  /** Reads the rows other servers changed (all of them after missed announcements). */
  private async catchUp(): Promise<void> {
    if (this.resyncing) {
      this.resyncing = false;
      try {
        for (const key of await this.outOfStep()) this.heardOf.set(keyOf(...key), key);
      } catch (error) {
        this.resyncing = true;
        throw error;
      }
    }
    const keys = [...this.heardOf.values()];
    this.heardOf.clear();
    try {
      await this.read(keys);
    } catch (error) {
      for (const key of keys) this.heardOf.set(keyOf(...key), key);
      throw error;
    }
  }

  private async batch(jobs: Job[], attempt = 1): Promise<void> {
    const outcomes = this.run(jobs);
    const batch = this.changesOf(this.journal.finish());
    if (this.db && batch.changed.length) {
      // Out of memory before anyone can read them; back once committed.
      for (const { target, id, before } of batch.changed) target.restore(id, before);
      try {
        await this.db.transaction((sql) => this.commit(sql, batch));
      } catch (error) {
        if (error instanceof VersionConflict && attempt < ATTEMPTS) {
          await this.read(batch.changed.map(keyOfChange)).catch(() => {});
          return this.batch(jobs, attempt + 1);
        }
        const refusal = refusalFor(error);
        for (const job of jobs) job.reject(refusal);
        return;
      }
    }
    for (const { target, id, after } of batch.changed) {
      const before = target.entry(id);
      target.restore(id, after && { ...after, version: (before?.version ?? 0) + 1 });
    }
    this.tell(batch.told);
    outcomes.forEach((outcome, index) => {
      if (outcome.ok) jobs[index]!.resolve(outcome.value);
      else jobs[index]!.reject(outcome.error);
    });
  }

  /** Runs each job on the live stores, noting its changes; a job that throws is undone. */
  private run(jobs: Job[]): ({ ok: true; value: unknown } | { ok: false; error: unknown })[] {
    this.journal.begin();
    return jobs.map((job) => {
      const mark = this.journal.savepoint();
      try {
        const value = job.run(this.stores);
        if (isThenable(value)) throw new Error('A write must not wait: it runs in one tick.');
        return { ok: true, value };
      } catch (error) {
        this.journal.rollbackTo(mark);
        return { ok: false, error };
      }
    });
  }

  /** The rows to write and the changes to tell, leaving out records that ended as they were. */
  private changesOf(changed: Changed[]): Batch {
    const batch: Batch = { changed: [], inserts: [], updates: [], deletes: [], told: [] };
    for (const change of changed) {
      const { target, id, before, after } = change;
      const was = before && JSON.stringify(before.record);
      const is = after && JSON.stringify(after.record);
      if (before && after && before.seq === after.seq && was === is) continue;
      batch.changed.push(change);
      const { domain: name, kind } = target;
      const version = before?.version ?? 0;
      const row = { domain: name, kind, id, seq: after?.seq ?? 0, json: is ?? was!, version };
      if (!after) {
        if (version) batch.deletes.push(row);
      } else if (version) batch.updates.push(row);
      else batch.inserts.push(row);
      if (id) {
        const kindOfChange = !after ? 'deleted' : before ? 'changed' : 'created';
        batch.told.push({
          domain: name as DomainName,
          kind,
          id,
          change: kindOfChange,
          json: row.json,
        });
      }
    }
    return batch;
  }

  private async commit(sql: Sql, { inserts, updates, deletes }: Batch): Promise<void> {
    const columns = (list: Write[], ...fields: (keyof Write)[]) =>
      fields.map((field) => list.map((write) => write[field]));
    // Each row must still have the version it was read at, or not exist yet.
    const expect = async (list: Write[], text: string, fields: (keyof Write)[]) => {
      if (!list.length) return;
      const { affected } = await sql.query(text, columns(list, ...fields));
      if (affected !== list.length) throw new VersionConflict();
    };
    if ((await insertRows(sql, inserts)) !== inserts.length) throw new VersionConflict();
    await expect(
      updates,
      `UPDATE records r SET body = c.body::json, seq = c.seq, version = r.version + 1
       FROM unnest($1::text[], $2::text[], $3::text[], $4::float8[], $5::text[], $6::int[])
         AS c(domain, kind, id, seq, body, version)
       WHERE (r.domain, r.kind, r.id, r.version) = (c.domain, c.kind, c.id, c.version)`,
      ['domain', 'kind', 'id', 'seq', 'json', 'version'],
    );
    await expect(
      deletes,
      `DELETE FROM records r
       USING unnest($1::text[], $2::text[], $3::text[], $4::int[]) AS c(domain, kind, id, version)
       WHERE (r.domain, r.kind, r.id, r.version) = (c.domain, c.kind, c.id, c.version)`,
      ['domain', 'kind', 'id', 'version'],
    );
    if (this.db!.shared) {
      const keys = [...inserts, ...updates, ...deletes].map(
        (write) => [write.domain, write.kind, write.id] as const,
      );
      await announce(sql, this.instance, keys);
    }
  }

  /**
   * Reads the rows of `keys` and puts each in memory as the database has it (or removes
   * it, when the row is gone), telling the changes.
   */
  private async read(keys: readonly Key[]): Promise<void> {
    if (!this.db || !keys.length) return;
    // Every row first, then all applied in one tick: readers see the whole change or none.
    const found = new Map<string, StoredRow>();
    for (let start = 0; start < keys.length; start += READ_CHUNK) {
      const chunk = keys.slice(start, start + READ_CHUNK);
      const { rows } = await this.db.query<StoredRow>(
        `SELECT r.domain, r.kind, r.id, r.seq, r.version, r.body::text AS json
         FROM records r
         JOIN unnest($1::text[], $2::text[], $3::text[]) AS k(domain, kind, id)
           ON (r.domain, r.kind, r.id) = (k.domain, k.kind, k.id)`,
        [0, 1, 2].map((field) => chunk.map((key) => key[field])),
      );
      for (const row of rows) found.set(keyOf(row.domain, row.kind, row.id), row);
    }
    const told: RecordChange[] = [];
    for (const [name, kind, id] of keys) {
      const target = this.target(name, kind);
      if (!target || (target instanceof Table && !id)) continue;
      const row = found.get(keyOf(name, kind, id));
      const current = target.entry(id);
      if (row ? current?.version === row.version : !current) continue;
      target.restore(id, row && entryOf(row));
      if (!id) continue;
      const change = !row ? 'deleted' : current ? 'changed' : 'created';
      const json = row ? row.json : JSON.stringify(current!.record);
      told.push({ domain: name as DomainName, kind, id, change, json });
    }
    this.tell(told);
  }

  /**
   * The keys whose rows differ from memory: every row's version compared (after missed
   * announcements, or a reset), then only those rows read.
   */
  private async outOfStep(): Promise<Key[]> {
    const { rows } = await this.db!.query<{
      domain: string;
      kind: string;
      id: string;
      version: number;
    }>('SELECT domain, kind, id, version FROM records');
    const stored = new Set<string>();
    const keys: Key[] = [];
    for (const { domain: name, kind, id, version } of rows) {
      const target = this.target(name, kind);
      if (!target || (target instanceof Table && id === '')) continue;
      stored.add(keyOf(name, kind, id));
      if (target.entry(id)?.version !== version) keys.push([name, kind, id]);
    }
    for (const name of DOMAIN_NAMES) {
      for (const target of Object.values(domain(name).kinds(this.stores[name]))) {
        if (!(target instanceof Table)) continue;
        for (const [id] of target.entries()) {
          if (!stored.has(keyOf(name, target.kind, id))) keys.push([name, target.kind, id]);
        }
      }
    }
    return keys;
  }

  /** The table or cell a row belongs to, if this server keeps its kind. */
  private target(name: string, kind: string): Journaled | undefined {
    if (!isDomain(name)) return undefined;
    return domain(name).kinds(this.stores[name])[kind];
  }

  private tell(changes: RecordChange[]): void {
    if (!changes.length) return;
    for (const listener of this.listeners) {
      try {
        listener(changes);
      } catch (error) {
        console.error('A listener to committed changes failed:', error);
      }
    }
  }
}

/** A NOTIFY payload: who committed, and the keys of the rows it changed (no keys: compare all). */
interface Announcement {
  from?: string;
  keys?: Key[];
}

const keyOf = (name: string, kind: string, id: string) => `${name}\u0000${kind}\u0000${id}`;

const keyOfChange = ({ target, id }: Changed): Key => [target.domain, target.kind, id];

function isThenable(value: unknown): boolean {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

/** Inserts rows at version 1, skipping keys that exist; answers how many went in. */
export async function insertRows(
  sql: Sql,
  rows: readonly (Row & { domain: string })[],
): Promise<number> {
  if (!rows.length) return 0;
  const { affected } = await sql.query(
    `INSERT INTO records (domain, kind, id, seq, version, body)
     SELECT c.domain, c.kind, c.id, c.seq, 1, c.body::json
     FROM unnest($1::text[], $2::text[], $3::text[], $4::float8[], $5::text[])
       AS c(domain, kind, id, seq, body)
     ON CONFLICT DO NOTHING`,
    (['domain', 'kind', 'id', 'seq', 'json'] as const).map((field) =>
      rows.map((row) => row[field]),
    ),
  );
  return affected;
}

/**
 * Tells the servers sharing the database which rows a commit changed: their keys, in as
 * many notifications as they need; `null` keys: every row may have changed (a reset).
 */
export async function announce(sql: Sql, from: string, keys: readonly Key[] | null): Promise<void> {
  const payloads: string[] = [];
  if (!keys) payloads.push(JSON.stringify({ from }));
  else {
    const head = `{"from":${JSON.stringify(from)},"keys":[`;
    let body: string[] = [];
    let bytes = Buffer.byteLength(head) + 2;
    for (const key of keys) {
      const text = JSON.stringify(key);
      const size = Buffer.byteLength(text) + 1;
      if (body.length && bytes + size > MAX_PAYLOAD_BYTES) {
        payloads.push(`${head}${body.join(',')}]}`);
        body = [];
        bytes = Buffer.byteLength(head) + 2;
      }
      body.push(text);
      bytes += size;
    }
    if (body.length) payloads.push(`${head}${body.join(',')}]}`);
  }
  if (!payloads.length) return;
  await sql.query('SELECT pg_notify($1, payload) FROM unnest($2::text[]) AS payload', [
    CHANNEL,
    payloads,
  ]);
}

/** What a write that could not be committed answers. */
function refusalFor(error: unknown): GraphQLError {
  if (error instanceof VersionConflict) {
    return new ConflictError(
      'Someone else changed this at the same moment, and trying again did not help: nothing was saved. Try again.',
    );
  }
  if (error instanceof DatabaseUnavailableError) {
    return new UnavailableError(
      `The change was not saved because the database cannot be reached; nothing was changed. Try again in a moment. (${error.message})`,
    );
  }
  console.error('A write could not be committed:', error);
  return new GraphQLError('The change could not be saved; nothing was changed.', {
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}
