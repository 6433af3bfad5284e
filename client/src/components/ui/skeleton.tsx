// Loading placeholders shaped like the content. Chakra's Skeleton, SkeletonText, SkeletonCircle with the recipe (see with-recipe.tsx).
import {
  Skeleton as ChakraSkeleton,
  SkeletonText as ChakraSkeletonText,
  SkeletonCircle as ChakraSkeletonCircle,
} from '@chakra-ui/react';
import { skeletonRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

export const Skeleton = withRecipe(ChakraSkeleton, skeletonRecipe);
export const SkeletonText = withRecipe(ChakraSkeletonText, skeletonRecipe);
export const SkeletonCircle = withRecipe(ChakraSkeletonCircle, skeletonRecipe);
