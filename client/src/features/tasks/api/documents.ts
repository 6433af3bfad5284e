// The tasks app's documents: every task and section in their order, and the tasks'
// tags, with the fragments the writes answer.
import { graphql } from '../../../gql';
import type { TasksPageQuery } from '../../../gql/graphql';

// The screen shows `tasks` in the list's own sequence. Each task's `position` is read
// too: another window's reorder arrives as one event per moved task, and the live
// updates (use-tasks-live.ts) sort the list by it, as the server does.
export const TasksPageDocument = graphql(`
  query TasksPage {
    tasks {
      ...TaskFields
    }
    taskTags {
      ...TaskTagFields
    }
  }

  fragment TaskFields on Task {
    __typename
    id
    type
    title
    notes
    completed
    dueDate
    priority
    tags
    subTasks {
      __typename
      id
      title
      completed
    }
    order
    position
  }

  fragment TaskTagFields on TaskTag {
    __typename
    id
    title
  }
`);

export type TaskItem = TasksPageQuery['tasks'][number];
export type TaskTagItem = TasksPageQuery['taskTags'][number];
