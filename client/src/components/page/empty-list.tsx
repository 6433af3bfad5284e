// What an empty list says: why it is empty and the next step (add the first one, clear
// the search), instead of a blank area.
import { VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { EmptyState } from '../ui/empty-state';

interface EmptyListProps {
  /** A heroicon, drawn large above the title. */
  icon?: ReactNode;
  title: string;
  description?: string;
  /** The next step: a button or a link. */
  action?: ReactNode;
  /** The title's element, when the empty state is the page's own heading (a not-found page). */
  titleAs?: 'h1' | 'h2';
}

export function EmptyList({ icon, title, description, action, titleAs }: EmptyListProps) {
  return (
    <EmptyState.Root size="md" borderWidth="1px" borderStyle="dashed" borderRadius="l3">
      <EmptyState.Content>
        {icon && <EmptyState.Indicator>{icon}</EmptyState.Indicator>}
        <VStack textAlign="center" gap={1}>
          <EmptyState.Title as={titleAs}>{title}</EmptyState.Title>
          {description && <EmptyState.Description>{description}</EmptyState.Description>}
        </VStack>
        {action}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
