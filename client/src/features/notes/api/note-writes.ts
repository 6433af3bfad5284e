// The writes of one note go to the server one after another. A note is saved whole
// (updateNote replaces it), so two saves racing each other could leave the server with
// the older one, or an upload's image overwritten by a save sent before it. Each write
// waits for the note's previous one; what it shows on screen does not (see
// use-update-note.ts).
const queues = new Map<string, Promise<unknown>>();

/** Runs `write` once the note's earlier writes have settled (done or refused). */
export function queueNoteWrite<T>(id: string, write: () => Promise<T>): Promise<T> {
  const previous = queues.get(id) ?? Promise.resolve();
  const run = previous.then(write);
  const settled = run.catch(() => undefined);
  queues.set(id, settled);
  void settled.then(() => {
    if (queues.get(id) === settled) queues.delete(id);
  });
  return run;
}
