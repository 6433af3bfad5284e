// The write path. Reads use the live stores in memory and never wait. Writes (every
// mutation's root resolver) run in batches, one batch at a time:
//   1. the batch's resolvers run against drafts: copies of the stores they touch, built
//      from the last committed rows, so readers keep seeing the committed data;
//   2. each draft's rows are compared with the committed ones, and what changed is
//      committed in one transaction, each row checked against the version it had;
//   3. then the drafts replace the live stores, and the resolvers' answers go out.
// If the commit fails, the drafts are dropped: memory is unchanged and every write of
// the batch gets the error. Writes that arrive during a commit form the next batch, so
// a busy server commits many writes at once (group commit).
// With a shared database, each commit NOTIFYs the domains it changed; the other servers
// reload those domains' rows between their own batches. A version that moved on under
// a write (another server got there first) reloads the domain and runs the batch again.
// Memory only (no database), a batch runs on the live stores and nothing is committed.
// Either way, the records each batch or reload changed are told to `onChange`'s
// listeners (the subscriptions, live/events.ts): found by comparing rows, so no write
// can forget to announce what it did.
import { randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { ConflictError, UnavailableError } from '../lib/errors';
import type { Stores } from '../stores';
import { DatabaseUnavailableError, type Database, type Sql } from './database';
import { DOMAIN_NAMES, domain, isDomain, type DomainName } from './domains';
import { fromRows, rowKey, toRows, type Row, type Rows } from './rows';

/** A committed row, with the version the database holds. */
type Stored = Row & { version: number };

/** A row as read from the records table. */
export type StoredRow = Stored & { domain: string };

/** A record a committed write (here or on another server) created, changed or deleted. */
export interface RecordChange {
  domain: DomainName;
  /** The collection it belongs to in its store's state (`cards`, `items`, …). */
  kind: string;
  id: string;
  change: 'created' | 'changed' | 'deleted';
  /** The record as it is now, or as it was last when deleted (JSON text). */
  json: string;
}

type ChangeListener = (changes: readonly RecordChange[]) => void;

interface Change {
  domain: DomainName;
  rows: Rows;
  inserts: Row[];
  updates: Stored[];
  deletes: Stored[];
}

interface Job {
  run(stores: Stores): unknown;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** The channel commits are announced on (shared databases only). */
const CHANNEL = 'records_changed';
/** Runs of a batch whose rows another server changed first, before answering CONFLICT. */
const ATTEMPTS = 3;

class VersionConflict extends Error {}

export class Repository {
  private readonly committed = new Map<DomainName, Map<string, Stored>>();
  private readonly queue: Job[] = [];
  private readonly stale = new Set<DomainName>();
  private readonly listeners = new Set<ChangeListener>();
  private pumping = false;
  private loaded = false;
  /** Tells this server's own announcements from the others'. */
  private readonly instance = randomUUID();

  /** `db` null: memory only, nothing kept (tests, benchmarks). */
  constructor(
    readonly stores: Stores,
    private readonly db: Database | null = null,
  ) {
    this.loaded = !db;
  }

  /** Calls `listener` with the records each commit or reload changed; answers how to stop. */
  onChange(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Starts hearing the other servers sharing the database: call before reading the rows
   * for `load`, so that no change made meanwhile goes unheard (it is reloaded after).
   */
  async listen(): Promise<void> {
    if (!this.db?.shared) return;
    await this.db.listen(
      CHANNEL,
      (payload) => this.heard(payload),
      () => this.heard(),
    );
  }

  /** Builds the live stores from every committed row; writes may run from now on. */
  load(rows: Iterable<StoredRow>): void {
    for (const name of DOMAIN_NAMES) this.committed.set(name, new Map());
    for (const row of rows) {
      if (isDomain(row.domain)) this.committed.get(row.domain)!.set(rowKey(row.kind, row.id), row);
    }
    for (const name of DOMAIN_NAMES) this.rebuild(name);
    this.loaded = true;
    this.pump();
  }

  /** Runs a write with the stores it should change, and answers once it is committed. */
  write<T>(run: (stores: Stores) => T | Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ run, resolve: resolve as (value: unknown) => void, reject });
      this.pump();
    });
  }

  /** The shared database's connection pool, if there is one. */
  get pool() {
    return this.db?.pool;
  }

  /** Closes the database; call once no request is in flight. */
  async close(): Promise<void> {
    await this.db?.close();
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

  /** Another server committed (or, with no payload, we may have missed some): reload. */
  private heard(payload?: string): void {
    let domains: readonly string[] = DOMAIN_NAMES;
    if (payload) {
      try {
        const message = JSON.parse(payload) as { from?: string; domains?: string[] };
        if (message.from === this.instance) return;
        domains = message.domains ?? DOMAIN_NAMES;
      } catch {
        // Not one of ours: reload everything rather than miss a change.
      }
    }
    for (const name of domains) if (isDomain(name)) this.stale.add(name);
    this.pump();
  }

  /** Runs the waiting reloads and batches, one at a time. */
  private pump(): void {
    if (this.pumping || !this.loaded) return;
    this.pumping = true;
    void (async () => {
      let reloadFailed = false;
      try {
        while (this.queue.length || (this.stale.size && !reloadFailed)) {
          if (this.stale.size && !reloadFailed) {
            const names = [...this.stale];
            this.stale.clear();
            await this.reload(names).catch((error: unknown) => {
              // Tried again on the next write or announcement; the writes waiting now go
              // on (a stale row fails its version check, a lost database answers 503).
              for (const name of names) this.stale.add(name);
              reloadFailed = true;
              console.error('Could not reload changed data:', (error as Error).message);
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

  private async batch(jobs: Job[], attempt = 1): Promise<void> {
    const drafts = new Map<DomainName, unknown>();
    const live = this.stores as unknown as Record<PropertyKey, unknown>;
    const view = new Proxy(live, {
      get: (target, name) => {
        if (!isDomain(name)) return target[name];
        if (!drafts.has(name)) drafts.set(name, this.draft(name));
        return drafts.get(name);
      },
    }) as unknown as Stores;
    const outcomes = await Promise.allSettled(jobs.map(async (job) => job.run(view)));
    let changes: Change[];
    try {
      changes = [...drafts].map(([name, draft]) => this.compare(name, draft));
      changes = changes.filter((c) => c.inserts.length + c.updates.length + c.deletes.length);
      if (changes.length && this.db) {
        await this.db.transaction((sql) => this.commit(sql, changes));
      }
    } catch (error) {
      if (error instanceof VersionConflict && attempt < ATTEMPTS) {
        await this.reload(drafts.keys()).catch(() => {});
        return this.batch(jobs, attempt + 1);
      }
      const refusal = refusalFor(error);
      for (const job of jobs) job.reject(refusal);
      return;
    }
    for (const change of changes) {
      this.committed.set(change.domain, this.afterCommit(change));
      live[change.domain] = drafts.get(change.domain);
    }
    this.tell(changes.flatMap(recordChanges));
    outcomes.forEach((outcome, index) => {
      if (outcome.status === 'fulfilled') jobs[index]!.resolve(outcome.value);
      else jobs[index]!.reject(outcome.reason);
    });
  }

  /**
   * The store a batch writes to: with a database, a copy built from the committed rows;
   * in memory, the live store itself, its rows noted first so that the batch's changes
   * can be found.
   */
  private draft(name: DomainName): unknown {
    if (this.db) return this.build(name);
    const store = (this.stores as unknown as Record<string, unknown>)[name];
    if (!this.committed.has(name)) {
      const { state, immutable } = domain(name);
      this.committed.set(name, toRows(state(store), new Map(), immutable) as Map<string, Stored>);
    }
    return store;
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

  /** A store built from the committed rows: the live one's equal, but the caller's own. */
  private build(name: DomainName): unknown {
    const { build, immutable } = domain(name);
    return build(fromRows(this.committed.get(name)!.values(), immutable));
  }

  private rebuild(name: DomainName): void {
    (this.stores as unknown as Record<string, unknown>)[name] = this.build(name);
  }

  private compare(name: DomainName, draft: unknown): Change {
    const { state, immutable } = domain(name);
    const before = this.committed.get(name)!;
    const rows = toRows(state(draft), before, immutable);
    const change: Change = { domain: name, rows, inserts: [], updates: [], deletes: [] };
    for (const [key, row] of rows) {
      const old = before.get(key);
      if (!old) change.inserts.push(row);
      else if (old.json !== row.json || old.seq !== row.seq) {
        change.updates.push({ ...row, version: old.version });
      }
    }
    for (const [key, old] of before) if (!rows.has(key)) change.deletes.push(old);
    return change;
  }

  private async commit(sql: Sql, changes: Change[]): Promise<void> {
    const entries = (pick: (change: Change) => (Row | Stored)[]) =>
      changes.flatMap((change) =>
        pick(change).map((row) => ({ version: 0, ...row, domain: change.domain })),
      );
    type Entry = ReturnType<typeof entries>[number];
    const columns = (list: Entry[], ...fields: (keyof Entry)[]) =>
      fields.map((field) => list.map((entry) => entry[field]));
    // Each row must still have the version it was read at, or not exist yet.
    const expect = async (list: Entry[], text: string, fields: (keyof Entry)[]) => {
      if (!list.length) return;
      const { affected } = await sql.query(text, columns(list, ...fields));
      if (affected !== list.length) throw new VersionConflict();
    };
    const inserts = entries((change) => change.inserts);
    if ((await insertRows(sql, inserts)) !== inserts.length) throw new VersionConflict();
    await expect(
      entries((change) => change.updates),
      `UPDATE records r SET body = c.body::json, seq = c.seq, version = r.version + 1
       FROM unnest($1::text[], $2::text[], $3::text[], $4::float8[], $5::text[], $6::int[])
         AS c(domain, kind, id, seq, body, version)
       WHERE (r.domain, r.kind, r.id, r.version) = (c.domain, c.kind, c.id, c.version)`,
      ['domain', 'kind', 'id', 'seq', 'json', 'version'],
    );
    await expect(
      entries((change) => change.deletes),
      `DELETE FROM records r
       USING unnest($1::text[], $2::text[], $3::text[], $4::int[]) AS c(domain, kind, id, version)
       WHERE (r.domain, r.kind, r.id, r.version) = (c.domain, c.kind, c.id, c.version)`,
      ['domain', 'kind', 'id', 'version'],
    );
    if (this.db!.shared)
      await announce(
        sql,
        this.instance,
        changes.map((change) => change.domain),
      );
  }

  /** The committed rows once `change` is in: new versions, deleted rows gone. */
  private afterCommit(change: Change): Map<string, Stored> {
    const before = this.committed.get(change.domain)!;
    const after = new Map<string, Stored>();
    for (const [key, row] of change.rows) {
      const old = before.get(key);
      const changed = !old || old.json !== row.json || old.seq !== row.seq;
      after.set(key, { ...row, version: !old ? 1 : changed ? old.version + 1 : old.version });
    }
    return after;
  }

  /** Reads the domains' rows again (another server changed them) and rebuilds their stores. */
  private async reload(names: Iterable<DomainName>): Promise<void> {
    const wanted = [...names];
    if (!wanted.length || !this.db) return;
    const { rows } = await this.db.query<Stored & { domain: DomainName }>(
      `SELECT domain, kind, id, seq, version, body::text AS json FROM records WHERE domain = ANY($1::text[])`,
      [wanted],
    );
    const before = new Map(wanted.map((name) => [name, this.committed.get(name)!]));
    for (const name of wanted) this.committed.set(name, new Map());
    for (const row of rows) {
      const { domain: name, ...stored } = row;
      this.committed.get(name)?.set(rowKey(stored.kind, stored.id), stored);
    }
    for (const name of wanted) this.rebuild(name);
    this.tell(
      wanted.flatMap((name) => differences(name, before.get(name)!, this.committed.get(name)!)),
    );
  }
}

/** What a committed change did to each record (markers and plain values left out). */
function recordChanges({ domain: name, inserts, updates, deletes }: Change): RecordChange[] {
  const of = (rows: Row[], change: RecordChange['change']) =>
    rows
      .filter((row) => row.id)
      .map(({ kind, id, json }) => ({ domain: name, kind, id, change, json }));
  return [...of(inserts, 'created'), ...of(updates, 'changed'), ...of(deletes, 'deleted')];
}

/** The records that differ between two sets of committed rows of a domain. */
function differences(
  name: DomainName,
  before: Map<string, Stored>,
  after: Map<string, Stored>,
): RecordChange[] {
  const inserts: Row[] = [];
  const updates: Row[] = [];
  const deletes: Row[] = [];
  for (const [key, row] of after) {
    const old = before.get(key);
    if (!old) inserts.push(row);
    else if (old.version !== row.version) updates.push(row);
  }
  for (const [key, old] of before) if (!after.has(key)) deletes.push(old);
  return recordChanges({
    domain: name,
    rows: after,
    inserts,
    updates: updates as Stored[],
    deletes: deletes as Stored[],
  });
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

/** Tells the servers sharing the database which domains a commit changed. */
export async function announce(sql: Sql, from: string, domains: readonly string[]): Promise<void> {
  await sql.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify({ from, domains })]);
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
