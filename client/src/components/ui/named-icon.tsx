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
    promise = load();
    loaded.set(set, promise);
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

interface NamedIconProps extends Omit<BoxProps, 'children'> {
  /** "<set>:<icon>"; an unknown set or icon leaves the space empty. */
  name: string;
}

/** A decorative icon: it keeps its box while its set loads, so nothing shifts. */
export function NamedIcon({ name, boxSize = 5, ...box }: NamedIconProps) {
  const [setName = '', icon = ''] = name.split(':');
  const set = iconSet(setName);
  return (
    <Box as="span" display="inline-flex" flexShrink={0} boxSize={boxSize} aria-hidden {...box}>
      {set && (
        <Suspense>
          <LoadedIcon set={set} icon={icon} />
        </Suspense>
      )}
    </Box>
  );
}
