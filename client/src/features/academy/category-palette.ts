// Each category keeps one colour wherever it shows (its badge on cards and on the course
// page): the theme's palettes in turn, by the category's place in the sorted list.
import type { AcademyCategoryFieldsFragment } from '../../gql/graphql';

const PALETTES = ['blue', 'green', 'orange', 'red'] as const;

export function categoryPalette(
  categories: readonly AcademyCategoryFieldsFragment[],
  slug: string,
): (typeof PALETTES)[number] | 'gray' {
  const index = categories.findIndex((category) => category.slug === slug);
  return index < 0 ? 'gray' : PALETTES[index % PALETTES.length]!;
}

/** The banner picture of a course (drawn by the server from the course's slug). */
export function courseImage(slug: string): string {
  return `/images/backgrounds/academy-${slug}.jpg`;
}
