// The activities page (/pages/activities): the feed grouped by day, newest first, loaded
// in pages as the user scrolls (or presses "Load more"); how many pages are shown lives
// in the address (`?pages=`), so a reload or a shared link shows as much as before.
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import ArrowPathIcon from '@heroicons/react/24/outline/ArrowPathIcon';
import CheckCircleIcon from '@heroicons/react/24/outline/CheckCircleIcon';
import RssIcon from '@heroicons/react/24/outline/RssIcon';
import { Suspense, useCallback, useEffect, useId, useRef, useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useRouteQuery } from '../../../apollo/route-query';
import { EmptyList } from '../../../components/page/empty-list';
import { LoadError } from '../../../components/page/load-error';
import { LoadMore, focusInLoadMore } from '../../../components/page/load-more';
import { PageHeader } from '../../../components/page/page-header';
import type { ActivityItemFragment } from '../../../gql/graphql';
import { byDay } from '../../../lib/days';
import { formatLocalDate } from '../../../lib/format';
import { activitiesFeedQuery } from '../api/queries';
import { ActivityFeedSkeleton, ActivityRowsSkeleton } from '../components/activity-feed-skeleton';
import { ActivityItem, activityElementId } from '../components/activity-item';
import { useSentinel } from '../use-sentinel';
import { dayName } from '../feed-days';
import { PAGE_SIZE, withPages } from '../url-state';

export function ActivitiesPage() {
  const { t } = useTranslation();
  return (
    <Box maxW="3xl" mx="auto">
      <PageHeader title={t('activities.title')} description={t('activities.subtitle')} />
      <Box
        bg="bg.panel"
        borderWidth="1px"
        rounded="l3"
        shadow="xs"
        px={{ base: 4, sm: 6, md: 8 }}
        py={{ base: 5, md: 7 }}
      >
        <Suspense fallback={<ActivityFeedSkeleton label={t('activities.loading')} />}>
          <ActivityFeed />
        </Suspense>
      </Box>
    </Box>
  );
}

function ActivityFeed() {
  const { t } = useTranslation();
  const { data, error, refetch, fetchMore } = useRouteQuery(activitiesFeedQuery);
  const [, setParams] = useSearchParams();
  // The page's wait is the transition's: it ends in the render that shows the page it
  // brought, so the scroll sentinel only looks again once the feed's end has moved down.
  // (A flag cleared when the answer came would re-arm it while the old feed was still on
  // screen, its end in view: it asked for the same page again, and again.)
  const [loading, startTransition] = useTransition();
  const [failed, setFailed] = useState(false);
  const busy = useRef(false);
  // The feed's end: "Load more", watched to load the next page as it comes into view.
  const end = useRef<HTMLDivElement>(null);
  // After a page loaded while the focus was on "Load more", focus goes to the first entry
  // it brought, so a keyboard user reads on from there instead of from the button under
  // the new entries: at once if the entry is on screen already, else once it renders.
  const focusNext = useRef<string | null>(null);
  const focusPending = useCallback(() => {
    const id = focusNext.current;
    const element = id ? document.getElementById(activityElementId(id)) : null;
    if (element) {
      element.focus();
      focusNext.current = null;
    }
  }, []);

  const items = data?.activities ?? [];
  useEffect(focusPending, [focusPending, items.length]);
  const total = data?.activityCount ?? 0;
  const hasMore = items.length > 0 && items.length < total;

  const loadMore = () => {
    const last = items.at(-1);
    if (busy.current || !last) return;
    // Pressed, or reached by Tab (which scrolls the feed's end into view and so loads the
    // page by itself): the keyboard is at the feed's end.
    const fromKeyboard = focusInLoadMore();
    busy.current = true;
    setFailed(false);
    // In a transition: the feed stays on screen while the page loads (fetchMore would
    // otherwise suspend it back to the skeleton); the row under it shows the wait.
    startTransition(async () => {
      try {
        const result = await fetchMore({
          variables: { after: last.id, first: PAGE_SIZE },
          // A refused page comes back as `error` here, not thrown at the feed's render.
          errorPolicy: 'all',
        });
        if (result.error || !result.data) throw result.error ?? new Error('No answer');
        const added = result.data.activities;
        const shown = items.length + added.length;
        startTransition(() =>
          setParams((previous) => withPages(previous, Math.ceil(shown / PAGE_SIZE)), {
            replace: true,
            preventScrollReset: true,
          }),
        );
        if (fromKeyboard && added[0]) {
          focusNext.current = added[0].id;
          focusPending();
        }
      } catch {
        // The row under the feed says so and offers a retry; the feed stays as it was.
        setFailed(true);
      } finally {
        busy.current = false;
      }
    });
  };

  useSentinel(end, loadMore, hasMore && !loading && !failed);

  if (!data) {
    return <LoadError error={error ?? new Error(t('activities.loadFailed'))} onRetry={refetch} />;
  }
  if (items.length === 0) {
    return (
      <EmptyList
        icon={<RssIcon />}
        title={t('activities.empty.title')}
        description={t('activities.empty.description')}
        action={
          <Button size="sm" variant="outline" onClick={() => void refetch()}>
            <ArrowPathIcon />
            {t('activities.empty.action')}
          </Button>
        }
      />
    );
  }

  return (
    <>
      <Stack gap={10}>
        {byDay(items, (item) => item.date).map(([day, list]) => (
          <ActivityDay key={day} day={day} activities={list} />
        ))}
      </Stack>
      <Box mt={8}>
        {hasMore ? (
          <LoadMore
            ref={end}
            label={t('activities.loadMore')}
            loadingLabel={t('activities.loadingMore')}
            failedText={t('activities.loadMoreFailed')}
            shownText={t('activities.shown', { shown: items.length, count: total })}
            loading={loading}
            failed={failed}
            onLoadMore={loadMore}
            placeholder={
              <Box pb={8}>
                <ActivityRowsSkeleton rows={2} />
              </Box>
            }
          />
        ) : (
          // Where "Load more" stood, in its place and look.
          <Flex
            align="center"
            justify="center"
            gap={2}
            p={4}
            borderTopWidth="1px"
            color="fg.muted"
            fontSize="sm"
          >
            <CheckCircleIcon width={18} aria-hidden />
            <Text>{t('activities.end', { count: total })}</Text>
          </Flex>
        )}
      </Box>
    </>
  );
}

function ActivityDay({ day, activities }: { day: string; activities: ActivityItemFragment[] }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const name = dayName(day);
  const heading =
    name === 'today'
      ? t('activities.today')
      : name === 'yesterday'
        ? t('activities.yesterday')
        : formatLocalDate(activities[0]!.date, i18n.language, { dateStyle: 'full' });
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading
        as="h2"
        id={headingId}
        size="sm"
        mb={5}
        css={{ '&::first-letter': { textTransform: 'uppercase' } }}
      >
        {heading}
      </Heading>
      <Box as="ol" listStyleType="none">
        {activities.map((activity, index) => (
          <ActivityItem
            key={activity.id}
            activity={activity}
            last={index === activities.length - 1}
          />
        ))}
      </Box>
    </Box>
  );
}
