// The shortcuts panel's links. Label, icon and link must hold text, the link an app
// path or http(s) URL; new ones go on top.
import { randomUUID } from 'node:crypto';
import { Table, type Kinds, type TableSeed } from '../../data/table';
import { NotFoundError } from '../../lib/errors';
import { merge, rejectNulls, requireLink, requireText } from '../../lib/input';

export interface ShortcutRecord {
  id: string;
  label: string;
  description: string | null;
  icon: string;
  link: string;
  useRouter: boolean;
}

export interface ShortcutInput {
  id?: string | null;
  label: string;
  description?: string | null;
  icon: string;
  link: string;
  useRouter: boolean;
}

export type ShortcutPatch = { [K in keyof ShortcutInput]?: ShortcutInput[K] | null };

export class ShortcutStore {
  /** Newest first. */
  private readonly shortcuts: Table<ShortcutRecord>;

  constructor(seed: TableSeed<ShortcutRecord>) {
    this.shortcuts = Table.of('items', seed);
  }

  tables(): Kinds {
    return { items: this.shortcuts };
  }

  /** Every shortcut, newest first: the table's own array (read it, never change it). */
  list(): readonly ShortcutRecord[] {
    return this.shortcuts.list();
  }

  create(input: ShortcutInput): ShortcutRecord {
    return this.shortcuts.insert(checked(randomUUID(), input), 'first');
  }

  /** Merges the fields sent; the result must still be a valid shortcut. */
  update(id: string, patch: ShortcutPatch): ShortcutRecord {
    const current = this.require(id);
    rejectNulls(patch, ['useRouter']);
    return this.shortcuts.replace(checked(id, merge(current, patch)));
  }

  remove(id: string): ShortcutRecord {
    this.require(id);
    return this.shortcuts.remove(id)!;
  }

  private require(id: string): ShortcutRecord {
    const shortcut = this.shortcuts.get(id);
    if (!shortcut) throw new NotFoundError('Shortcut', id);
    return shortcut;
  }
}

function checked(id: string, input: ShortcutInput): ShortcutRecord {
  return {
    id,
    label: requireText(input.label, 'label').trim(),
    description: input.description?.trim() || null,
    icon: requireText(input.icon, 'icon').trim(),
    link: requireLink(requireText(input.link, 'link')),
    useRouter: input.useRouter,
  };
}
