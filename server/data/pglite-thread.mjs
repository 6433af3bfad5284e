// The embedded database's own thread (data/database.ts, openEmbedded): PGlite's
// WebAssembly runs here, so opening it (about half a second), reading 100,000s of rows
// at start and every commit use the other core, never the event loop that answers
// requests. Plain JavaScript, so the thread starts alike under tsx, Vitest and a
// compiled server, with no loader. Requests are answered one at a time, in order.
import { PGlite } from '@electric-sql/pglite';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * PostgreSQL's shared buffers. Every start clears them, about 7 ms per MB; the operating
 * system caches the files anyway, and the server reads from memory, not from here.
 */
const SHARED_BUFFERS = '16MB';

const opening = PGlite.create(workerData.folder, {
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
});
let turn = opening.then(() => undefined);

parentPort.on('message', (request) => {
  turn = turn.then(() => answer(request));
});

/** @param {{ id: number, text: string, params?: unknown[], array?: boolean, exec?: boolean, close?: boolean }} request */
async function answer({ id, text, params, array, exec, close }) {
  try {
    const db = await opening;
    if (close) {
      await db.close();
      parentPort.postMessage({ id });
      parentPort.close();
      return;
    }
    if (exec) {
      await db.exec(text);
      parentPort.postMessage({ id, rows: [], affected: 0 });
      return;
    }
    const result = await db.query(text, params, array ? { rowMode: 'array' } : undefined);
    parentPort.postMessage({ id, rows: result.rows, affected: result.affectedRows ?? 0 });
  } catch (error) {
    // Only plain fields cross threads: PostgreSQL's code and detail are kept by name.
    const { message, code, detail } = /** @type {Record<string, string>} */ (error);
    parentPort.postMessage({ id, error: { message, code, detail } });
  }
}
