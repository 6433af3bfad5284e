// A course's category over its picture: a light chip with the category's colour as a dot,
// legible on any picture and in both schemes.
import { Badge, Circle } from '@chakra-ui/react';
import type { AcademyCategoryFieldsFragment } from '../../../gql/graphql';
import { categoryPalette } from '../category-palette';

interface CategoryBadgeProps {
  categories: readonly AcademyCategoryFieldsFragment[];
  slug: string;
}

export function CategoryBadge({ categories, slug }: CategoryBadgeProps) {
  const title = categories.find((category) => category.slug === slug)?.title ?? slug;
  return (
    <Badge
      size="md"
      bg="bg.panel"
      color="fg"
      shadow="sm"
      gap={1.5}
      maxW="full"
      colorPalette={categoryPalette(categories, slug)}
    >
      <Circle size="2" bg="colorPalette.solid" flexShrink={0} aria-hidden />
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{title}</span>
    </Badge>
  );
}
