// Under the loaded rows while more follow: how many of the list's rows are loaded, and
// "Load more" for the keyboard (scrolling near the end loads them by itself); task-shaped
// placeholders while a page loads, and what went wrong, with Try again, when it failed.
import { Button, Flex, Text } from '@chakra-ui/react';
import ArrowPathIcon from '@heroicons/react/24/outline/ArrowPathIcon';
import ExclamationTriangleIcon from '@heroicons/react/24/outline/ExclamationTriangleIcon';
import { useTranslation } from 'react-i18next';
import { SkeletonRegion } from '../../../components/ui/skeleton';
import { TaskRowsSkeleton } from './task-list-skeleton';

/** The row, found by: a page asked for while the focus is in it came from the keyboard. */
export const LOAD_MORE_SELECTOR = '[data-load-more]';

interface LoadMoreRowsProps {
  shown: number;
  /** How many rows the whole list holds. */
  rows: number;
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
}

export function LoadMoreRows({ shown, rows, loading, failed, onLoadMore }: LoadMoreRowsProps) {
  const { t } = useTranslation();
  return (
    <>
      {loading && (
        <SkeletonRegion label={t('tasks.loadingMore')}>
          <TaskRowsSkeleton count={3} />
        </SkeletonRegion>
      )}
      <Flex
        data-load-more
        align="center"
        justify="space-between"
        wrap="wrap"
        gap={3}
        px={4}
        py={3}
        bg={failed ? 'red.subtle' : 'bg.subtle'}
      >
        {failed ? (
          <Flex role="alert" align="center" gap={2} color="red.fg" fontSize="sm">
            <ExclamationTriangleIcon width={18} aria-hidden />
            <Text>{t('tasks.loadMoreFailed')}</Text>
          </Flex>
        ) : (
          <Text fontSize="xs" color="fg.muted">
            {t('tasks.shown', { shown, count: rows })}
          </Text>
        )}
        <Button
          size="xs"
          variant="outline"
          bg="bg.panel"
          loading={loading}
          loadingText={t('tasks.loadingMore')}
          onClick={onLoadMore}
        >
          {failed && <ArrowPathIcon />}
          {failed ? t('tasks.retry') : t('tasks.loadMore')}
        </Button>
      </Flex>
    </>
  );
}
