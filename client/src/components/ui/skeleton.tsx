// Loading placeholders shaped like the content. Chakra's Skeleton, SkeletonText, SkeletonCircle with the recipe (see with-recipe.tsx).
import {
  Box,
  Skeleton as ChakraSkeleton,
  SkeletonText as ChakraSkeletonText,
  SkeletonCircle as ChakraSkeletonCircle,
  type BoxProps,
} from '@chakra-ui/react';
import { skeletonRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

export const Skeleton = withRecipe(ChakraSkeleton, skeletonRecipe);
export const SkeletonText = withRecipe(ChakraSkeletonText, skeletonRecipe);
export const SkeletonCircle = withRecipe(ChakraSkeletonCircle, skeletonRecipe);

/**
 * What wraps a screen's skeleton: a busy status region, so a screen reader says what is
 * loading (`label`) instead of the placeholders' nothing. Every screen's skeleton is one.
 */
export function SkeletonRegion({ label, ...box }: BoxProps & { label: string }) {
  return <Box role="status" aria-busy="true" aria-label={label} {...box} />;
}
