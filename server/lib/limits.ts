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
 * After a refusal answered before the body was read (413, 401, 415), how much more of
 * the body is read and thrown away, and how long the connection stays open
 * (closeIfUnread): a client still sending reads the answer only if the server has not
 * reset the connection. `bytes`: reading a refused body costs at most about what one
 * accepted upload (6 MB) does; past it reading stops and the client's sending stalls.
 * `ms`: time for any client to read the answer and close, and far below the 30 s a
 * slow request may take anyway, so lingering gives no new way to hold a socket.
 */
export const LINGERING_CLOSE = { bytes: 8 * 1024 * 1024, ms: 5_000 };

/**
 * Levels of objects and lists within one another in a request's JSON: a body (a batch's
 * list is a level), GET /graphql's `variables` and `extensions`. JSON.parse takes any
 * depth, but the recursive walks after it do not: JSON.stringify overflows the stack
 * between 4,000 and 5,000 levels, and a 25 kB body of 5,000 answered 500. The deepest
 * input of the schema is updateScrumboardBoard's `board`, its lists of cards with their
 * labels: 9 levels with a label sent as an object, 12 as a batch's variables (the tests
 * check it stays within half the limit); 64 is far above that and far below any overflow.
 */
export const MAX_INPUT_DEPTH = 64;

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
