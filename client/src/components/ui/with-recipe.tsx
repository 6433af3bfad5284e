// Chakra components whose recipe is handed to them here instead of registered in the
// theme (app/theme.ts): the theme is part of the sign-in page's JavaScript budget, so
// only the first screens' recipes live there; a screen's own parts (tables, tags,
// skeletons...) bring theirs with the screen's code. Import those parts from their
// module here (components/ui/table.tsx, ...), never from '@chakra-ui/react'.
import type { ComponentType } from 'react';

export function withRecipe<P extends object>(
  Component: ComponentType<P & { recipe?: never }>,
  recipe: object,
): ComponentType<P> {
  const Styled = Component as ComponentType<P & { recipe: object }>;
  function WithRecipe(props: P) {
    return <Styled recipe={recipe} {...props} />;
  }
  WithRecipe.displayName = `WithRecipe(${Component.displayName ?? Component.name})`;
  return WithRecipe;
}
