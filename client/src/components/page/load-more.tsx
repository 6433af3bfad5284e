// Under a list loaded a page at a time, while more follow: how many are shown of how many,
// "Load more" for the keyboard (scrolling near the end loads by itself), and what went
// wrong, with Try again, when a page did not come; placeholders shaped like the rows while
// one loads. The screen loads the pages and gives the words about its records.
import { Alert, Box, Button, Stack, Text } from '@chakra-ui/react';
import ArrowPathIcon from '@heroicons/react/24/outline/ArrowPathIcon';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonRegion } from '../ui/skeleton';

interface LoadMoreProps {
  /** The button's words: "Load more", "Load more contacts". */
  label: string;
  /** What is loading, said by the busy button and the placeholders: "Loading more tasks". */
  loadingLabel: string;
  /** Why the list stops here once a page failed. */
  failedText: string;
  /** "Showing 10 of 25", where the screen says it. */
  shownText?: string;
  /** The next page is on its way. */
  loading: boolean;
  /** The last page asked for did not come; the button asks again. */
  failed: boolean;
  onLoadMore: () => void;
  /** Placeholder rows, drawn above the footer while a page loads. */
  placeholder?: ReactNode;
  /** The footer's element, for a screen that watches it come into view. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Whether the focus is in a list's footer: a page asked for then came from the keyboard
 * (pressed, or reached by Tab), so the screen moves the focus to the first row it brought
 * rather than leave the reader under it.
 */
export function focusInLoadMore(): boolean {
  return document.activeElement?.closest('[data-load-more]') != null;
}

export function LoadMore({
  label,
  loadingLabel,
  failedText,
  shownText,
  loading,
  failed,
  onLoadMore,
  placeholder,
  ref,
}: LoadMoreProps) {
  const { t } = useTranslation();
  return (
    <Box ref={ref} data-load-more="">
      {loading && placeholder && (
        <SkeletonRegion label={loadingLabel}>{placeholder}</SkeletonRegion>
      )}
      <Stack align="center" gap={3} p={4} borderTopWidth="1px" textAlign="center">
        {failed && (
          <Alert.Root status="error" role="alert" textAlign="start">
            <Alert.Indicator />
            <Alert.Description>{failedText}</Alert.Description>
          </Alert.Root>
        )}
        <Button
          size="sm"
          variant="outline"
          loading={loading}
          loadingText={loadingLabel}
          onClick={onLoadMore}
        >
          {failed && <ArrowPathIcon />}
          {failed ? t('page.loadMoreRetry') : label}
        </Button>
        {shownText && (
          <Text fontSize="xs" color="fg.muted">
            {shownText}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
