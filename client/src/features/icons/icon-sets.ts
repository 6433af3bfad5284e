// The icon families the browser offers at /ui/icons/:set, each with the variants the API
// serves (IconSetName), the sizes offered and the search over a set's names (the address
// holds the choices: url-state.ts).
import type { IconSetName } from '../../gql/graphql';
import { foldText } from '../../lib/fold';

export interface IconFamily {
  /** The address's :set. */
  slug: string;
  title: string;
  /** The variants, the first being the default; `key` names it in ?variant= and i18n. */
  variants: readonly { key: string; set: IconSetName }[];
}

export const ICON_FAMILIES: readonly IconFamily[] = [
  { slug: 'feather', title: 'Feather', variants: [{ key: 'outline', set: 'feather' }] },
  {
    slug: 'heroicons',
    title: 'Heroicons',
    variants: [
      { key: 'outline', set: 'heroicons_outline' },
      { key: 'solid', set: 'heroicons_solid' },
      { key: 'mini', set: 'heroicons_mini' },
    ],
  },
  {
    slug: 'material',
    title: 'Material',
    variants: [
      { key: 'solid', set: 'material_solid' },
      { key: 'outline', set: 'material_outline' },
      { key: 'twotone', set: 'material_twotone' },
    ],
  },
];

/** The icon sizes offered, in px; ?size= holds one. */
export const ICON_SIZES = [16, 20, 24, 32, 40, 48] as const;

export function findFamily(slug: string | undefined): IconFamily | undefined {
  return ICON_FAMILIES.find((family) => family.slug === slug);
}

/** The variant ?variant= names, or the family's first for none or an unknown one. */
export function pickVariant(family: IconFamily, key: string | null) {
  return family.variants.find((variant) => variant.key === key) ?? family.variants[0]!;
}

/** ?size=, when it is one of the sizes offered; else the set's own (mini: 20, others 24). */
export function pickSize(param: string | null, set: IconSetName): number {
  const asked = Number(param);
  if ((ICON_SIZES as readonly number[]).includes(asked)) return asked;
  return set === 'heroicons_mini' ? 20 : 24;
}

/**
 * Names holding every word of the search ("arrow down" finds "arrow-down-circle"); case
 * and accents do not matter (lib/fold.ts).
 */
export function filterIcons(list: readonly string[], search: string): readonly string[] {
  const words = foldText(search)
    .split(/[\s_-]+/)
    .filter(Boolean);
  if (words.length === 0) return list;
  return list.filter((name) => words.every((word) => name.includes(word)));
}

/** Where the server serves a set's sprite, a symbol per icon (server/modules/icons/sprite.ts). */
export function spriteUrl(source: { package: string; folder: string }): string {
  return `/icon-sets/${source.package}/${source.folder}.svg`;
}
