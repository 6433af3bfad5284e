// Icons named in data, such as "heroicons_outline:home" in the navigation. Each icon
// set loads once, on first use, so the main bundle carries none of the hundreds of
// icons the data may name.
import { Box, type BoxProps } from '@chakra-ui/react';
import { Suspense, use, type ComponentType, type SVGProps } from 'react';

/** An icon package's module: its exports are the icon components, by name. */
type IconSet = Readonly<Record<string, unknown>>;
type IconComponent = ComponentType<SVGProps<SVGSVGElement>>;

const SETS: Record<string, () => Promise<IconSet>> = {
  heroicons_outline: () => import('@heroicons/react/24/outline'),
  heroicons_solid: () => import('@heroicons/react/24/solid'),
};

const loaded = new Map<string, Promise<IconSet>>();

function iconSet(set: string): Promise<IconSet> | null {
  const load = SETS[set];
  if (!load) return null;
  let promise = loaded.get(set);
  if (!promise) {
    const loading = load();
    // Marked the way React's `use` reads a settled promise, so an icon whose set is in
    // draws in the same render instead of suspending for a tick.
    loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(loading, { status: 'rejected', reason }),
    );
    promise = loading;
    loaded.set(set, promise);
  }
  return promise;
}

/**
 * Starts loading every icon set, for a page whose data names icons: the sets then load
 * beside its query instead of after it.
 */
export function preloadIconSets(): void {
  for (const set of Object.keys(SETS)) void iconSet(set);
}

const ready = new Map<string, Promise<void>>();

/**
 * Settles once the sets the named icons use have loaded (a failed load too: its icons
 * stay empty). A list that suspends on it (`use(iconSetsLoaded(names))`) shows its
 * entries with their icons drawn, rather than as empty boxes that fill in later.
 */
export function iconSetsLoaded(names: readonly (string | null | undefined)[]): Promise<void> {
  const sets = [...new Set(names.map((name) => name?.split(':')[0] ?? ''))].sort();
  const key = sets.join(' ');
  let promise = ready.get(key);
  if (!promise) {
    promise = Promise.allSettled(sets.map(iconSet)).then(() => undefined);
    ready.set(key, promise);
  }
  return promise;
}

/**
 * "building-office" → "BuildingOfficeIcon", the package's export name; a letter after
 * a digit is a word's start too ("squares-2x2" → "Squares2X2Icon").
 */
export function componentName(icon: string): string {
  return `${icon
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')
    .replace(
      /(\d)([a-z])/g,
      (_, digit: string, letter: string) => digit + letter.toUpperCase(),
    )}Icon`;
}

function LoadedIcon({ set, icon }: { set: Promise<IconSet>; icon: string }) {
  const Icon = use(set)[componentName(icon)] as IconComponent | undefined;
  return Icon ? <Icon width="100%" height="100%" /> : null;
}

/**
 * The drawing alone, filling its parent: for a list that sizes and colours the box
 * itself (the navigation menu's rows). Nothing while its set loads; an unknown set or
 * icon stays empty.
 */
export function NamedIconDrawing({ name }: { name: string }) {
  const [setName = '', icon = ''] = name.split(':');
  const set = iconSet(setName);
  return (
    set && (
      <Suspense>
        <LoadedIcon set={set} icon={icon} />
      </Suspense>
    )
  );
}

interface NamedIconProps extends Omit<BoxProps, 'children'> {
  /** "<set>:<icon>"; an unknown set or icon leaves the space empty. */
  name: string;
}

/** A decorative icon: it keeps its box while its set loads, so nothing shifts. */
export function NamedIcon({ name, boxSize = 5, ...box }: NamedIconProps) {
  return (
    <Box as="span" display="inline-flex" flexShrink={0} boxSize={boxSize} aria-hidden {...box}>
      <NamedIconDrawing name={name} />
    </Box>
  );
}
