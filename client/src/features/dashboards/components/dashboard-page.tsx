// A dashboard's page frame: its header (the h1 and what the dashboard is for), then its
// content, which suspends to a skeleton of cards while the query loads and shows the
// error with a retry when it fails.
import { Box, Grid, Stack } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/page/load-error';
import { PageHeader } from '../../../components/page/page-header';
import { Card } from '../../../components/ui/card';
import { Skeleton, SkeletonRegion, SkeletonText } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../components/ui/use-document-title';

interface DashboardPageProps {
  title: string;
  description: string;
  actions?: ReactNode;
  /** The skeleton's rows: how many cards each row of the dashboard has. */
  skeleton: readonly number[];
  children: ReactNode;
}

export function DashboardPage({
  title,
  description,
  actions,
  skeleton,
  children,
}: DashboardPageProps) {
  useDocumentTitle(title);
  return (
    <Box maxW="7xl" mx="auto" pb={8}>
      <PageHeader title={title} description={description} actions={actions} />
      <Suspense fallback={<DashboardSkeleton rows={skeleton} />}>{children}</Suspense>
    </Box>
  );
}

/** The dashboard's query failed: what happened, and a retry. */
export function DashboardLoadError({
  error,
  onRetry,
}: {
  error?: Error;
  onRetry: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  return <LoadError error={error ?? new Error(t('dashboards.loadFailed'))} onRetry={onRetry} />;
}

/** Cards shaped like the dashboard's: a title line, a figure, a chart's area. */
export function DashboardSkeleton({ rows }: { rows: readonly number[] }) {
  const { t } = useTranslation();
  return (
    <SkeletonRegion label={t('dashboards.loading')}>
      <Stack gap={6}>
        {rows.map((cards, row) => (
          <Grid
            key={row}
            gap={6}
            templateColumns={{
              base: '1fr',
              md: cards > 1 ? 'repeat(2, minmax(0, 1fr))' : '1fr',
              lg: `repeat(${cards}, minmax(0, 1fr))`,
            }}
          >
            {Array.from({ length: cards }, (_, card) => (
              <Card.Root key={card} variant="outline" bg="bg.panel" borderRadius="l3">
                <Card.Body gap={4} p={{ base: 4, md: 6 }}>
                  <SkeletonText noOfLines={1} w="40%" />
                  <Skeleton h="8" w="30%" />
                  <Skeleton h={cards > 2 ? '32' : '64'} borderRadius="l2" />
                </Card.Body>
              </Card.Root>
            ))}
          </Grid>
        ))}
      </Stack>
    </SkeletonRegion>
  );
}
