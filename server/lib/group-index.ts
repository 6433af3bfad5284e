// Ids of a table's records grouped by keys each record gives (a parent's id, the tags it
// carries), kept in step with the table through its watcher: finding a group's members
// costs the group's size, never the table's.
import type { Table } from '../data/table';

export class GroupIndex<T extends { id: string }> {
  private readonly groups = new Map<string, Set<string>>();

  /** @param keysOf the groups a record is in (none, one or several). */
  constructor(
    table: Table<T>,
    private readonly keysOf: (record: T) => readonly string[],
  ) {
    for (const record of table) this.add(record);
    table.watch({
      added: (record) => this.add(record),
      removed: (record) => this.delete(record),
      replaced: (previous, next) => {
        const before = keysOf(previous);
        const after = keysOf(next);
        if (before.length === after.length && before.every((key, at) => key === after[at])) return;
        this.delete(previous);
        this.add(next);
      },
    });
  }

  /** The ids in a group: in table order, then in the order they joined it. */
  of(key: string): string[] {
    return [...(this.groups.get(key) ?? [])];
  }

  /** How many records are in a group. */
  count(key: string): number {
    return this.groups.get(key)?.size ?? 0;
  }

  private add(record: T): void {
    for (const key of this.keysOf(record)) {
      let ids = this.groups.get(key);
      if (!ids) this.groups.set(key, (ids = new Set()));
      ids.add(record.id);
    }
  }

  private delete(record: T): void {
    for (const key of this.keysOf(record)) {
      const ids = this.groups.get(key);
      ids?.delete(record.id);
      if (ids?.size === 0) this.groups.delete(key);
    }
  }
}
