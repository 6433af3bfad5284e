// A task or section is kept only with a title. "Add task" makes a blank one on the
// server at once; if its panel closes (another row opened, the panel closed, another
// screen) while it still has no title, it is deleted and a toast says so, with Undo
// bringing it back (with anything else typed in it) and opening it again.
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useToasts } from '../../components/page/toasts';
import { TasksPageDocument } from './api/documents';
import { useDeleteTask } from './api/use-delete-task';
import { useAddTask } from './use-add-task';

export function useDiscardUntitled(id: string) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const remove = useDeleteTask();
  const addTask = useAddTask();
  const toasts = useToasts();
  const open = useRef(false);

  const discard = useEffectEvent(async () => {
    // What the list shows now: a task deleted from its panel is gone already.
    const page = client.cache.readQuery({ query: TasksPageDocument, optimistic: true });
    const task = page?.tasksPage.tasks.find((item) => item.id === id);
    if (!task || task.title.trim()) return;
    const section = task.type === 'section';
    try {
      await remove(task.id);
    } catch (error) {
      toasts.failed(t(section ? 'tasks.deleteSectionFailed' : 'tasks.deleteFailed'), error);
      return;
    }
    toasts.undoable(
      t(section ? 'tasks.discardedSection' : 'tasks.discarded'),
      () =>
        void addTask(task.type, {
          notes: task.notes,
          completed: task.completed,
          dueDate: task.dueDate,
          priority: task.priority,
          tags: task.tags,
          subTasks: task.subTasks,
        }),
      t('tasks.discardedHint'),
    );
  });

  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
      // React may take a panel down and put it back at once (StrictMode in development):
      // only one still closed a moment later was left.
      setTimeout(() => {
        if (!open.current) void discard();
      });
    };
  }, []);
}
