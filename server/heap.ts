// V8's heap for a server that keeps all its data in memory. After each full collection
// V8 lets the old generation grow by a factor it picks from how fast it collects, and
// on a heap of 100,000 products it picked about 1.3: under steady writes a full
// collection, marking every product (about 0.8 s of CPU on this machine), came every
// few seconds and made writes at 100,000 products cost a fifth more than at 100.
// Growing by twice the live heap makes it about three times rarer, for at most as much
// memory again as the data while writes flow (docs/PERFORMANCE.md).
import { setFlagsFromString } from 'node:v8';

/** The old generation may grow to this share of what survived the last full collection. */
export const HEAP_GROWING_PERCENT = 100;

/**
 * Flags the server's Node starts with (`npm start`, and the benchmarks' servers): V8
 * reads them only as the process starts. A young generation of up to 32 MB instead of
 * 16 halves the young collections, and each one walks the list of the old
 * generation's pages, a cache miss a page: at 100,000 products that walk made a
 * rename cost about 10 µs more than at 100 (docs/PERFORMANCE.md).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'] as const;

/** Sets the growth for this process; V8 reads it at each full collection. */
export function tuneHeap(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
