// A store's state as database rows, and back. A state is what a store's constructor
// takes: an object of collections (arrays of records with string ids) and plain values.
// Each record is a row (kind = the collection's name, its id, its position as `seq`);
// each plain value, and each collection's marker, is one row with the id ''. Positions
// are kept where the order allows, so moving or adding one record writes one row.

export interface Row {
  kind: string;
  id: string;
  seq: number;
  /** The body as JSON text. */
  json: string;
  /** The parsed body, kept for immutable kinds only (they are never parsed twice). */
  body?: unknown;
}

/** Rows by key (`kind`, a NUL, `id`). */
export type Rows = Map<string, Row>;

/** A state: the object a store's constructor takes (an array counts as `{ items }`). */
export type State = object;

export const rowKey = (kind: string, id: string) => `${kind}\u0000${id}`;

const WHOLE = '';

interface Identified {
  id: string;
}

/** An array whose every element is an object with a distinct string id. */
function isCollection(value: unknown): value is Identified[] {
  if (!Array.isArray(value) || value.length === 0) return false;
  const ids = new Set<string>();
  for (const item of value) {
    const id = (item as Partial<Identified> | null)?.id;
    if (typeof id !== 'string' || ids.has(id)) return false;
    ids.add(id);
  }
  return true;
}

/**
 * The rows of a state. `previous` gives the positions records had, kept where they are
 * still in order; `immutable` kinds whose row exists are not serialized again.
 */
export function toRows(state: State, previous: Rows, immutable: ReadonlySet<string>): Rows {
  const rows: Rows = new Map();
  const entries = Array.isArray(state) ? [['items', state] as const] : Object.entries(state);
  for (const [kind, value] of entries) {
    if (!isCollection(value)) {
      rows.set(rowKey(kind, WHOLE), { kind, id: WHOLE, seq: 0, json: JSON.stringify(value) });
      continue;
    }
    rows.set(rowKey(kind, WHOLE), { kind, id: WHOLE, seq: 0, json: '[]' });
    const seqs = positions(value.map((item) => previous.get(rowKey(kind, item.id))?.seq));
    value.forEach((item, index) => {
      const key = rowKey(kind, item.id);
      const seq = seqs[index]!;
      if (!immutable.has(kind)) {
        rows.set(key, { kind, id: item.id, seq, json: JSON.stringify(item) });
        return;
      }
      const kept = previous.get(key);
      rows.set(
        key,
        kept
          ? { ...kept, seq }
          : { kind, id: item.id, seq, json: JSON.stringify(item), body: item },
      );
    });
  }
  return rows;
}

/**
 * The state the rows hold, collections in `seq` order. Bodies are parsed afresh, so the
 * store owns them, except immutable kinds' (parsed once, kept on the row and shared).
 */
export function fromRows(
  rows: Iterable<Row>,
  immutable: ReadonlySet<string>,
): Record<string, unknown> {
  const wholes = new Map<string, unknown>();
  const members = new Map<string, Row[]>();
  for (const row of rows) {
    if (row.id === WHOLE) wholes.set(row.kind, JSON.parse(row.json));
    else if (members.has(row.kind)) members.get(row.kind)!.push(row);
    else members.set(row.kind, [row]);
  }
  const state: Record<string, unknown> = {};
  for (const [kind, whole] of wholes) {
    const items = members.get(kind);
    state[kind] = items
      ? items.sort((a, b) => a.seq - b.seq).map((row) => bodyOf(row, immutable))
      : whole;
  }
  return state;
}

function bodyOf(row: Row, immutable: ReadonlySet<string>): unknown {
  if (!immutable.has(row.kind)) return JSON.parse(row.json);
  return (row.body ??= JSON.parse(row.json));
}

/**
 * Increasing positions for a list whose elements had the positions `old` (undefined
 * for new ones): the longest run still in order keeps its positions, the others get
 * positions between their neighbours; numbered afresh when floats run out of room.
 */
export function positions(old: readonly (number | undefined)[]): number[] {
  const kept = longestIncreasing(old);
  const result: number[] = new Array(old.length);
  let index = 0;
  while (index < old.length) {
    if (kept.has(index)) {
      result[index] = old[index]!;
      index += 1;
      continue;
    }
    let end = index;
    while (end < old.length && !kept.has(end)) end += 1;
    const low = index > 0 ? result[index - 1]! : undefined;
    const high = end < old.length ? old[end]! : undefined;
    const count = end - index;
    for (let step = 1; step <= count; step += 1) {
      result[index + step - 1] =
        low === undefined && high === undefined
          ? step - 1
          : low === undefined
            ? high! - (count - step + 1)
            : high === undefined
              ? low + step
              : low + ((high - low) * step) / (count + 1);
    }
    index = end;
  }
  const increasing = result.every((seq, at) => at === 0 || seq > result[at - 1]!);
  return increasing ? result : old.map((_, at) => at);
}

/** The indexes of a longest strictly increasing run of the defined values (patience sort). */
function longestIncreasing(values: readonly (number | undefined)[]): Set<number> {
  const tails: number[] = [];
  const before: number[] = new Array(values.length).fill(-1);
  values.forEach((value, index) => {
    if (value === undefined) return;
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (values[tails[middle]!]! < value) low = middle + 1;
      else high = middle;
    }
    before[index] = low > 0 ? tails[low - 1]! : -1;
    tails[low] = index;
  });
  const kept = new Set<number>();
  for (let at = tails.length ? tails[tails.length - 1]! : -1; at >= 0; at = before[at]!) {
    kept.add(at);
  }
  return kept;
}
