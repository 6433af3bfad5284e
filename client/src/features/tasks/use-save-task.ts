// A change to a task, saved at once: the screen shows it before the server answers, and
// a refusal rolls it back and says so in a toast. Answers whether it was saved.
import { useTranslation } from 'react-i18next';
import { useToasts } from '../../components/page/toasts';
import type { TaskItem } from './api/documents';
import { useUpdateTask, type TaskChanges } from './api/use-update-task';

export function useSaveTask() {
  const { t } = useTranslation();
  const update = useUpdateTask();
  const toasts = useToasts();
  return async (task: TaskItem, changes: TaskChanges): Promise<boolean> => {
    try {
      await update(task, changes);
      return true;
    } catch (error) {
      toasts.failed(t('tasks.saveFailed'), error);
      return false;
    }
  };
}
