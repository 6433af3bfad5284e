// A task or section is kept only with a title. "Add task" makes a blank one on the
// server at once; if its panel closes (another row opened, the panel closed, another
// screen) while it still has no title, it is deleted and a toast says so, with Undo
// bringing it back (with anything else typed in it) and opening it again.
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToasts } from '../../components/page/toasts';
import { taskPath } from '../../config/paths';
import { TasksPageDocument, type TaskItem } from './api/documents';
import { useCreateTask } from './api/use-create-task';
import { useDeleteTask } from './api/use-delete-task';
import { useUpdateTask } from './api/use-update-task';
import type { TaskPanelState } from './components/task-panel';

export function useDiscardUntitled(id: string) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const navigate = useNavigate();
  const remove = useDeleteTask();
  const create = useCreateTask();
  const update = useUpdateTask();
  const toasts = useToasts();
  const open = useRef(false);

  async function restore({ type, notes, completed, dueDate, priority, tags, subTasks }: TaskItem) {
    try {
      const task = await create(type);
      if (!task) return;
      await update(task, { notes, completed, dueDate, priority, tags, subTasks });
      const state: TaskPanelState = { focusTitle: true };
      await navigate(taskPath(task.id), { state, preventScrollReset: true });
    } catch (error) {
      toasts.failed(
        t(type === 'section' ? 'tasks.createSectionFailed' : 'tasks.createFailed'),
        error,
      );
    }
  }

  const discard = useEffectEvent(async () => {
    // What the list shows now: a task deleted from its panel is gone already.
    const page = client.cache.readQuery({ query: TasksPageDocument, optimistic: true });
    const task = page?.tasks.find((item) => item.id === id);
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
      () => void restore(task),
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
