// Adds a task or section and opens its panel with the title focused; a refused create says
// so. Undoing a discard adds it back this way too, with what was typed in it.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToasts } from '../../components/page/toasts';
import { taskPath } from '../../config/paths';
import type { TaskType } from '../../gql/graphql';
import { useCreateTask } from './api/use-create-task';
import { useUpdateTask, type TaskChanges } from './api/use-update-task';
import type { TaskPanelState } from './components/task-panel';

export function useAddTask() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateTask();
  const update = useUpdateTask();
  const toasts = useToasts();
  return async (type: TaskType, filled?: TaskChanges) => {
    try {
      const task = await create(type);
      if (!task) return;
      if (filled) await update(task, filled);
      const state: TaskPanelState = { focusTitle: true };
      await navigate(taskPath(task.id), { state, preventScrollReset: true });
    } catch (error) {
      toasts.failed(
        t(type === 'section' ? 'tasks.createSectionFailed' : 'tasks.createFailed'),
        error,
      );
    }
  };
}
