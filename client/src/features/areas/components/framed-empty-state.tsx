// The areas' large empty state: a dashed frame, the icon in a tinted tile, a title and a
// line of text, and whatever the page adds below (panel-principal's totals).
import { Flex, Stack, type EmptyStateRootProps } from '@chakra-ui/react';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';

interface FramedEmptyStateProps extends Omit<EmptyStateRootProps, 'title'> {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: ReactNode;
  description: ReactNode;
  /** The text column's width. */
  contentWidth?: 'md' | 'xl';
  children?: ReactNode;
}

export function FramedEmptyState({
  icon: Icon,
  title,
  description,
  contentWidth = 'xl',
  children,
  ...root
}: FramedEmptyStateProps) {
  return (
    <EmptyState.Root
      size="lg"
      bg="bg.panel"
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="l3"
      {...root}
    >
      <EmptyState.Content maxW={contentWidth} mx="auto">
        <EmptyState.Indicator>
          <Flex
            boxSize={16}
            align="center"
            justify="center"
            rounded="2xl"
            bg="brand.subtle"
            color="brand.fg"
          >
            <Icon width={32} aria-hidden />
          </Flex>
        </EmptyState.Indicator>
        <Stack textAlign="center" gap={2}>
          <EmptyState.Title fontSize="lg">{title}</EmptyState.Title>
          <EmptyState.Description>{description}</EmptyState.Description>
        </Stack>
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
