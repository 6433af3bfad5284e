// The shortcuts panel's links. Label, icon and link must hold text, the link an app
// path or http(s) URL; new ones go on top.
import { randomUUID } from 'node:crypto';
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
  private readonly shortcuts: ShortcutRecord[];

  constructor(seed: readonly ShortcutRecord[]) {
    this.shortcuts = structuredClone([...seed]);
  }

  list(): ShortcutRecord[] {
    return this.shortcuts;
  }

  /** The shortcuts as the constructor's seed takes them, newest first. */
  state(): ShortcutRecord[] {
    return this.shortcuts;
  }

  create(input: ShortcutInput): ShortcutRecord {
    const shortcut = checked(randomUUID(), input);
    this.shortcuts.unshift(shortcut);
    return shortcut;
  }

  /** Merges the fields sent; the result must still be a valid shortcut. */
  update(id: string, patch: ShortcutPatch): ShortcutRecord {
    const index = this.indexOf(id);
    rejectNulls(patch, ['useRouter']);
    const shortcut = checked(id, merge(this.shortcuts[index]!, patch));
    this.shortcuts[index] = shortcut;
    return shortcut;
  }

  remove(id: string): ShortcutRecord {
    const [removed] = this.shortcuts.splice(this.indexOf(id), 1);
    return removed!;
  }

  private indexOf(id: string): number {
    const index = this.shortcuts.findIndex((shortcut) => shortcut.id === id);
    if (index < 0) throw new NotFoundError('Shortcut', id);
    return index;
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
