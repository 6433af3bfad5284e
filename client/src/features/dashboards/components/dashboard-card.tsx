// A dashboard's panel: a titled card (the title an h2) with an optional line under it
// and controls at its end (a range switch), then its content.
import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

interface DashboardCardProps {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  /** Grid placement and other box props for the card. */
  gridColumn?: Record<string, string> | string;
}

export function DashboardCard({
  title,
  subtitle,
  actions,
  children,
  gridColumn,
}: DashboardCardProps) {
  return (
    <Card.Root
      as="section"
      aria-label={title}
      variant="outline"
      bg="bg.panel"
      borderRadius="l3"
      boxShadow="xs"
      gridColumn={gridColumn}
      minW={0}
    >
      <Card.Body gap={4} p={{ base: 4, md: 6 }}>
        <Flex gap={3} align="flex-start" justify="space-between" wrap="wrap">
          <Stack gap={0.5} minW={0}>
            <Heading as="h2" size="md" lineHeight="short">
              {title}
            </Heading>
            {subtitle && (
              <Text color="fg.muted" fontSize="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
          {actions}
        </Flex>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** A headline figure: its name above, the value large, an optional note below. */
export function Figure({
  label,
  value,
  note,
  size = 'lg',
}: {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  size?: 'md' | 'lg' | 'xl';
}) {
  const fontSize = { md: 'lg', lg: '2xl', xl: '4xl' }[size];
  return (
    <Stack gap={0.5} minW={0}>
      <Text color="fg.muted" fontSize="sm" fontWeight="medium">
        {label}
      </Text>
      <Text fontSize={fontSize} fontWeight="bold" lineHeight="short" letterSpacing="tight">
        {value}
      </Text>
      {note && (
        <Text color="fg.muted" fontSize="xs">
          {note}
        </Text>
      )}
    </Stack>
  );
}
