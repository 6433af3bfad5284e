// The icon sets, read from their npm packages: once per process, at start, frozen.
// The packages never change while the process runs, so the cache is not state: it
// holds the same answer a fresh read would give.
import { readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { IconSetName } from '../../generated/graphql';

export interface IconSetRecord {
  namespace: string;
  name: string;
  grid: string;
  list: readonly string[];
  package: string;
  folder: string;
}

type IconSetSource = Omit<IconSetRecord, 'list'>;

/** Where each set comes from; keep in step with the enum's descriptions in icons.graphql. */
export const ICON_SETS: Readonly<Record<IconSetName, IconSetSource>> = {
  feather: {
    namespace: 'feather',
    name: 'Feather',
    grid: 'icon-size-6',
    package: 'feather-icons',
    folder: 'dist/icons',
  },
  heroicons_outline: {
    namespace: 'heroicons_outline',
    name: 'Heroicons Outline',
    grid: 'icon-size-6',
    package: 'heroicons',
    folder: '24/outline',
  },
  heroicons_solid: {
    namespace: 'heroicons_solid',
    name: 'Heroicons Solid',
    grid: 'icon-size-6',
    package: 'heroicons',
    folder: '24/solid',
  },
  heroicons_mini: {
    namespace: 'heroicons_mini',
    name: 'Heroicons Mini',
    grid: 'icon-size-5',
    package: 'heroicons',
    folder: '20/solid',
  },
  material_solid: {
    namespace: 'mat_solid',
    name: 'Material Solid',
    grid: 'icon-size-6',
    package: '@material-design-icons/svg',
    folder: 'filled',
  },
  material_outline: {
    namespace: 'mat_outline',
    name: 'Material Outline',
    grid: 'icon-size-6',
    package: '@material-design-icons/svg',
    folder: 'outlined',
  },
  material_twotone: {
    namespace: 'mat_twotone',
    name: 'Material Twotone',
    grid: 'icon-size-6',
    package: '@material-design-icons/svg',
    folder: 'two-tone',
  },
};

export const ICON_SET_NAMES = Object.keys(ICON_SETS) as IconSetName[];

const require = createRequire(import.meta.url);

/** The folder on disk that holds a set's SVG files. */
export function iconFolder(source: Pick<IconSetRecord, 'package' | 'folder'>): string {
  return join(dirname(require.resolve(`${source.package}/package.json`)), source.folder);
}

const loaded = new Map<IconSetName, Promise<IconSetRecord>>();

/**
 * Reads every set, so the server starts with the lists in memory and a missing
 * package stops the start with its name instead of failing a request later.
 */
export async function loadIconSets(): Promise<void> {
  await Promise.all(ICON_SET_NAMES.map(iconSet));
}

/** A set with its complete, sorted list of icon names; read once, then shared. */
export function iconSet(set: IconSetName): Promise<IconSetRecord> {
  let answer = loaded.get(set);
  if (!answer) {
    answer = readIconSet(set);
    loaded.set(set, answer);
  }
  return answer;
}

async function readIconSet(set: IconSetName): Promise<IconSetRecord> {
  const source = ICON_SETS[set];
  const names =
    set === 'feather'
      ? Object.keys((require('feather-icons') as { icons: Record<string, unknown> }).icons)
      : (await readdir(iconFolder(source)))
          .filter((file) => file.endsWith('.svg'))
          .map((file) => file.slice(0, -'.svg'.length));
  return Object.freeze({ ...source, list: Object.freeze(names.sort()) });
}
