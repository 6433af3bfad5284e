// The embedded database's rows as one file beside it, written when a server stops
// cleanly, so that the next start reads that file instead of every row through PGlite
// (at 100,000 products about a second less, on the thread that answers requests).
// The database keeps the snapshot's token (settings `snapshot`), and whoever opens the
// folder takes it away at once (data/database.ts): a snapshot is read only if nothing
// opened the database since it was written. A crash, a script (db:seed, db:reset) or a
// start that failed half-way all leave no token, and the rows are read from PostgreSQL.
import { randomUUID } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import type { Sql } from './database';

const PREFIX = 'records-';
const SUFFIX = '.jsonl';
/** Bytes read at once: a piece's lines are parsed before the next is read. */
const PIECE = 16 * 1024 * 1024;
/** Rows written at once. */
const WRITE_ROWS = 10_000;

export class Snapshot {
  private constructor(
    private readonly dir: string,
    private readonly sql: Sql,
    private readonly token: string | null,
  ) {}

  /** Takes the database's token, so that no later opening trusts the file (call first). */
  static async open(dir: string, sql: Sql): Promise<Snapshot> {
    const { rows } = await sql.query<{ known: boolean }>(
      "SELECT to_regclass('settings') IS NOT NULL AS known",
    );
    let token: string | null = null;
    if (rows[0]?.known) {
      const taken = await sql.query<{ value: string }>(
        "DELETE FROM settings WHERE key = 'snapshot' RETURNING value",
      );
      token = taken.rows[0]?.value ?? null;
    }
    return new Snapshot(dir, sql, token);
  }

  /**
   * The rows written at the last clean stop, in pieces of lines (each a `LoadedRow` as
   * JSON), if nothing opened the database since; null otherwise. The file is removed
   * once read: its token is gone, so it would never be trusted again.
   */
  rows(): Generator<string[]> | null {
    const file = this.token && `${PREFIX}${this.token}${SUFFIX}`;
    const files = this.files();
    if (!file || !files.includes(file)) {
      this.remove(files);
      return null;
    }
    const path = join(this.dir, file);
    return (function* () {
      try {
        yield* pieces(path);
      } finally {
        rmSync(path, { force: true });
      }
    })();
  }

  /**
   * Writes `rows` (each a `LoadedRow` as JSON) and gives the database their token: call
   * when nothing can be written after, just before closing.
   */
  async save(rows: Iterable<string>): Promise<void> {
    this.remove(this.files());
    const token = randomUUID();
    const file = join(this.dir, `${PREFIX}${token}${SUFFIX}`);
    const fd = openSync(`${file}.tmp`, 'w');
    try {
      let lines: string[] = [];
      const flush = () => {
        // Text outside ASCII is escaped, so the file reads back as one-byte strings
        // (latin1): twice as fast as UTF-8 for the same JSON.
        writeSync(fd, lines.join('\n').replace(/[\u0080-\uffff]/g, escape) + '\n', null, 'latin1');
        lines = [];
      };
      for (const row of rows) {
        lines.push(row);
        if (lines.length === WRITE_ROWS) flush();
      }
      if (lines.length) flush();
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(`${file}.tmp`, file);
    await this.sql.query(
      `INSERT INTO settings (key, value) VALUES ('snapshot', $1)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
      [token],
    );
  }

  private remove(files: readonly string[]): void {
    for (const file of files) rmSync(join(this.dir, file), { force: true });
  }

  private files(): string[] {
    return readdirSync(this.dir).filter((file) => file.startsWith(PREFIX) && file.includes(SUFFIX));
  }
}

/** A character as a JSON escape (`\u00e9`). */
function escape(character: string): string {
  return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/** The file's lines, a piece at a time (one string could not hold a million rows). */
function* pieces(path: string): Generator<string[]> {
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.allocUnsafe(PIECE);
    let kept = '';
    for (;;) {
      const read = readSync(fd, buffer, 0, PIECE, null);
      if (!read) break;
      const text = kept + buffer.toString('latin1', 0, read);
      const end = text.lastIndexOf('\n');
      kept = text.slice(end + 1);
      if (end >= 0) yield text.slice(0, end).split('\n');
    }
    if (kept) yield [kept];
  } finally {
    closeSync(fd);
  }
}
