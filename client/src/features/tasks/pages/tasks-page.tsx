// The tasks app (/apps/tasks): the tasks and sections in their order, loaded a page at a
// time as the list is scrolled (or "Load more" pressed), with how many tasks remain of
// all (the server counts); add a task or a section (on top); drag to reorder; tick a
// task off from the list. A task's panel (/apps/tasks/:id) opens beside the list on wide
// screens and in its place on narrow ones.
import { Box, Button, Grid, Text } from '@chakra-ui/react';
import ClipboardDocumentCheckIcon from '@heroicons/react/24/outline/ClipboardDocumentCheckIcon';
import PlusIcon from '@heroicons/react/20/solid/PlusIcon';
import QueueListIcon from '@heroicons/react/20/solid/QueueListIcon';
import { Suspense, useCallback, useEffect, useRef, useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatch } from 'react-router';
import { useRouteQuery } from '../../../apollo/route-query';
import { EmptyList } from '../../../components/page/empty-list';
import { LoadError } from '../../../components/page/load-error';
import { LoadMore, focusInLoadMore } from '../../../components/page/load-more';
import { PageHeader } from '../../../components/page/page-header';
import { Skeleton, SkeletonRegion } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import type { TaskType } from '../../../gql/graphql';
import { tasksQuery } from '../api/queries';
import { useTasksLive } from '../api/use-tasks-live';
import { TaskList } from '../components/task-list';
import {
  TaskListSkeleton,
  TaskPanelSkeleton,
  TaskRowsSkeleton,
} from '../components/task-list-skeleton';
import { rowLinkSelector } from '../components/task-row';
import { useAddTask } from '../use-add-task';

/** The list beside the open panel on wide screens; one or the other on narrow ones. */
function columns(open: boolean) {
  return { base: '1fr', lg: open ? 'minmax(0, 1fr) minmax(22rem, 28rem)' : '1fr' };
}

export function TasksPage() {
  const { t } = useTranslation();
  const addTask = useAddTask();
  const [adding, setAdding] = useState<TaskType | null>(null);
  const openId = useMatch(paths.task)?.params.id;
  useTasksLive();

  async function add(type: TaskType) {
    setAdding(type);
    try {
      await addTask(type);
    } finally {
      setAdding(null);
    }
  }

  const actions = (
    <>
      <Button
        size="sm"
        variant="outline"
        loading={adding === 'section'}
        disabled={adding !== null}
        onClick={() => void add('section')}
      >
        <QueueListIcon />
        {t('tasks.addSection')}
      </Button>
      <Button
        size="sm"
        colorPalette="brand"
        loading={adding === 'task'}
        disabled={adding !== null}
        onClick={() => void add('task')}
      >
        <PlusIcon />
        {t('tasks.addTask')}
      </Button>
    </>
  );

  return (
    <Box>
      <Box display={{ base: openId ? 'none' : 'block', lg: 'block' }}>
        <PageHeader
          title={t('tasks.title')}
          description={
            <Suspense fallback={<Skeleton as="span" display="inline-block" h={3.5} w={40} />}>
              <TaskCounts />
            </Suspense>
          }
          actions={actions}
        />
      </Box>
      <Suspense
        fallback={
          <SkeletonRegion
            label={t('tasks.loading')}
            display="grid"
            gridTemplateColumns={columns(!!openId)}
            gap={6}
            alignItems="start"
          >
            <Box display={{ base: openId ? 'none' : 'block', lg: 'block' }}>
              <TaskListSkeleton />
            </Box>
            {openId && <TaskPanelSkeleton />}
          </SkeletonRegion>
        }
      >
        <TasksContent openId={openId} onAdd={() => void add('task')} adding={adding !== null} />
      </Suspense>
    </Box>
  );
}

function TaskCounts() {
  const { t } = useTranslation();
  const { data } = useRouteQuery(tasksQuery);
  if (!data) return null;
  const { remaining, total } = data.taskCounts;
  // An empty list says so itself.
  if (total === 0) return null;
  return (
    <Text as="span" aria-live="polite">
      {t('tasks.counts', { remaining, count: total })}
    </Text>
  );
}

function TasksContent({
  openId,
  onAdd,
  adding,
}: {
  openId?: string;
  onAdd: () => void;
  adding: boolean;
}) {
  const { t } = useTranslation();
  const { data, error, refetch, fetchMore, stale } = useRouteQuery(tasksQuery);
  // The next page's wait is the transition's: it ends in the render that shows the rows
  // it brought, so the list only asks again once its end has moved down.
  const [loading, startTransition] = useTransition();
  const [failed, setFailed] = useState(false);
  const busy = useRef(false);
  // After a page asked for from "Load more", the focus goes to the first row it brought,
  // so a keyboard user reads on from there: once that row is in the page.
  const focusNext = useRef<string | null>(null);
  const focusPending = useCallback(() => {
    const id = focusNext.current;
    const link = id ? document.querySelector<HTMLElement>(rowLinkSelector(id)) : null;
    if (link) {
      link.focus();
      focusNext.current = null;
    }
  }, []);
  useEffect(focusPending, [focusPending, data?.tasksPage.tasks.length]);

  if (!data) {
    return error ? <LoadError error={error} onRetry={refetch} /> : null;
  }
  const { tasks, hasMore, endCursor } = data.tasksPage;

  const loadMore = () => {
    if (busy.current || !hasMore || !endCursor) return;
    const fromKeyboard = focusInLoadMore();
    busy.current = true;
    setFailed(false);
    // In a transition: the rows stay on screen while the page loads (fetchMore would
    // otherwise suspend them back to the skeleton); the rows under them show the wait.
    startTransition(async () => {
      try {
        const result = await fetchMore({
          variables: { after: { position: endCursor.position, id: endCursor.id } },
          // A refused page comes back as `error` here, not thrown at the list's render.
          errorPolicy: 'all',
        });
        if (result.error || !result.data) throw result.error ?? new Error('No answer');
        if (fromKeyboard) {
          focusNext.current = result.data.tasksPage.tasks[0]?.id ?? null;
          focusPending();
        }
      } catch {
        // The row under the list says so and offers a retry; the rows stay as they were.
        setFailed(true);
      } finally {
        busy.current = false;
      }
    });
  };

  return (
    <Grid templateColumns={columns(!!openId)} gap={6} alignItems="start">
      <Box display={{ base: openId ? 'none' : 'block', lg: 'block' }} minW={0}>
        {error && (
          <Box mb={4}>
            <LoadError error={error} onRetry={refetch} />
          </Box>
        )}
        {tasks.length === 0 && !hasMore ? (
          <EmptyList
            icon={<ClipboardDocumentCheckIcon />}
            title={t('tasks.empty.title')}
            description={t('tasks.empty.description')}
            action={
              <Button size="sm" colorPalette="brand" loading={adding} onClick={onAdd}>
                <PlusIcon />
                {t('tasks.addTask')}
              </Button>
            }
          />
        ) : (
          <Box
            borderWidth="1px"
            borderRadius="l3"
            bg="bg.panel"
            overflow="hidden"
            shadow="xs"
            opacity={stale ? 0.7 : 1}
          >
            <TaskList
              tasks={tasks}
              tags={data.taskTags}
              rows={data.taskCounts.rows}
              selected={openId}
              canLoadMore={hasMore && !loading && !failed}
              onNearEnd={loadMore}
            />
            {hasMore && (
              <LoadMore
                label={t('tasks.loadMore')}
                loadingLabel={t('tasks.loadingMore')}
                failedText={t('tasks.loadMoreFailed')}
                shownText={t('tasks.shown', { shown: tasks.length, count: data.taskCounts.rows })}
                loading={loading}
                failed={failed}
                onLoadMore={loadMore}
                placeholder={<TaskRowsSkeleton count={3} />}
              />
            )}
          </Box>
        )}
      </Box>
      {openId && (
        <Box minW={0}>
          <Suspense
            fallback={
              <SkeletonRegion label={t('tasks.loadingTask')}>
                <TaskPanelSkeleton />
              </SkeletonRegion>
            }
          >
            <Outlet />
          </Suspense>
        </Box>
      )}
    </Grid>
  );
}
