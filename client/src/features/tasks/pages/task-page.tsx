// /apps/tasks/:id: the open task's panel, read from the list's query (the list route's
// loader holds it), so a change shows in the panel and the list at once.
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import ArrowLeftIcon from '@heroicons/react/20/solid/ArrowLeftIcon';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useRouteQuery } from '../../../apollo/route-query';
import { paths } from '../../../config/paths';
import { tasksQuery } from '../api/queries';
import { PanelFrame, TaskPanel } from '../components/task-panel';

export function TaskPage() {
  const { id } = useParams();
  const { data } = useRouteQuery(tasksQuery);
  if (!data) return null;
  const task = data.tasks.find((item) => item.id === id);
  if (!task) return <TaskNotFound />;
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
