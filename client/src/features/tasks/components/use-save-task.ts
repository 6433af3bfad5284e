// A change to a task, saved at once: the screen shows it before the server answers, and
// a refusal rolls it back and says so in a toast. Answers whether it was saved.
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../components/ui/toaster';
import type { TaskItem } from '../api/tasks-page';
import { useUpdateTask, type TaskChanges } from '../api/use-update-task';

/** Says a write was refused: what failed (a save unless told), and the server's reason. */
export function useWriteFailed() {
  const { t } = useTranslation();
  return (error: unknown, title: string = t('tasks.saveFailed')) =>
    toaster.create({
      type: 'error',
      title,
      description: error instanceof Error ? error.message : undefined,
    });
}

export function useSaveTask() {
  const update = useUpdateTask();
  const failed = useWriteFailed();
  return async (task: TaskItem, changes: TaskChanges): Promise<boolean> => {
    try {
      await update(task, changes);
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  };
}
