// How much one request may carry; past these the client gets 400 or 413, never a crash.

/** Operations in one batched `POST /graphql`. */
export const MAX_BATCH_OPERATIONS = 20;

/** A JSON body, and each text field of a multipart form. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** One uploaded file; stores may allow less. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** A multipart upload: one file and its text fields. */
export const MAX_MULTIPART_BYTES = MAX_UPLOAD_BYTES + MAX_BODY_BYTES;

/**
 * One answer's body. The largest real one, the explorer's full introspection, is
 * about 260 kB; the operation limits keep every answer far below this.
 */
export const MAX_RESPONSE_BYTES = 4 * 1024 * 1024;

/** How long a socket may stall (see applyTimeouts). */
export const TIMEOUTS = {
  headersMs: 10_000,
  /** Receiving the whole request: a 6 MB upload at 200 kB/s. */
  requestMs: 30_000,
  keepAliveMs: 5_000,
  /** Silence in either direction: longer than the longest mock delay at DELAY_SCALE 100 (150 s). */
  idleMs: 180_000,
  /** How often Node checks the first two (its default is 30 s). */
  checkEveryMs: 1_000,
};
