// How much one request may carry; past these the client gets 400 or 413, never a crash.

/** Operations in one batched `POST /graphql`. */
export const MAX_BATCH_OPERATIONS = 20;

/** A JSON body, and each text field of a multipart form. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** One uploaded file; stores may allow less. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
