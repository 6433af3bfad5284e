import type { Resolvers } from '../../generated/graphql';
import { recordEvents } from '../../live/events';

export const resolvers: Resolvers = {
  Query: {
    taskTags: (_, __, { stores }) => stores.tasks.listTags(),
    tasks: (_, __, { stores }) => stores.tasks.list(),
    tasksPage: (_, { after, first }, { stores }) => stores.tasks.page(after, first),
    taskCounts: (_, __, { stores }) => stores.tasks.counts(),
    taskSearch: (_, { query }, { stores }) => stores.tasks.search(query),
    task: (_, { id }, { stores }) => stores.tasks.get(id),
  },
  Mutation: {
    createTaskTag: (_, { tag }, { stores }) => stores.tasks.createTag(tag),
    updateTaskTag: (_, { id, tag }, { stores }) => stores.tasks.updateTag(id, tag),
    deleteTaskTag: (_, { id }, { stores }) => stores.tasks.removeTag(id),
    reorderTasks: (_, { tasks }, { stores }) => stores.tasks.reorder(tasks),
    moveTask: (_, { id, before, after }, { stores }) => stores.tasks.move(id, before, after),
    createTask: (_, { type }, { stores }) => stores.tasks.create(type),
    updateTask: (_, { id, task }, { stores }) => stores.tasks.update(id, task),
    deleteTask: (_, { id }, { stores }) => stores.tasks.remove(id),
  },
  Task: {
    order: (task, _, { stores }) => stores.tasks.orderOf(task.id),
    position: (task, _, { stores }) => stores.tasks.positionOf(task.id),
    counts: (task, _, { stores }) => stores.tasks.sectionCounts(task.id),
  },
  Subscription: {
    tasksChanged: recordEvents('tasks', {
      tasks: { field: 'task', type: 'Task' },
      tags: { field: 'tag', type: 'TaskTag' },
    }),
  },
};
