// /apps/tasks/:id: the open task's panel, read by its own query: at once from the loaded
// rows when they hold it (a change shows in the panel and the list together), else from
// the server (a task reached by a link or the search may be far down the list).
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import ArrowLeftIcon from '@heroicons/react/20/solid/ArrowLeftIcon';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useRouteQuery } from '../../../apollo/route-query';
import { LoadError } from '../../../components/page/load-error';
import { paths } from '../../../config/paths';
import { taskQuery } from '../api/queries';
import { PanelFrame, TaskPanel } from '../components/task-panel';

export function TaskPage() {
  const { data, error, refetch } = useRouteQuery(taskQuery);
  const task = data?.task;
  if (!task) return error ? <LoadError error={error} onRetry={refetch} /> : <TaskNotFound />;
  return <TaskPanel key={task.id} task={task} tags={data.taskTags} />;
}

function TaskNotFound() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <PanelFrame labelledBy={headingId}>
      <Stack gap={3} p={6} align="flex-start">
        <Heading as="h2" id={headingId} size="md">
          {t('tasks.notFound.title')}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('tasks.notFound.description')}
        </Text>
        <Button asChild size="sm" variant="outline">
          <RouterLink to={paths.tasks}>
            <ArrowLeftIcon />
            {t('tasks.notFound.back')}
          </RouterLink>
        </Button>
      </Stack>
    </PanelFrame>
  );
}
