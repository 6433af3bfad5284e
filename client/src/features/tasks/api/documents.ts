// The tasks app's documents: the list a page at a time with its counts and the tasks'
// tags, and one task with the tags for its panel; with the fragments the writes answer.
import { graphql } from '../../../gql';
import type { TasksPageQuery } from '../../../gql/graphql';

// The screen shows the loaded rows in the list's own sequence, a page (the server's 100
// rows) at a time, after the place `after` (the last page's endCursor). Each task's
// `position` is read too: another window's move arrives as an event about the moved task
// only, and the cache keeps the rows in order by it (task-list-cache.ts), as the server
// does. A section's counts come with it; the list's (`taskCounts`) with every page.
export const TasksPageDocument = graphql(`
  query TasksPage($after: TaskCursorInput) {
    tasksPage(after: $after) {
      tasks {
        ...TaskFields
      }
      hasMore
      endCursor {
        __typename
        position
        id
      }
    }
    taskCounts {
      ...TaskListCountsFields
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
    position
    counts {
      __typename
      total
      remaining
    }
  }

  fragment TaskListCountsFields on TaskListCounts {
    __typename
    rows
    total
    remaining
  }

  fragment TaskTagFields on TaskTag {
    __typename
    id
    title
  }
`);

/**
 * The open task's panel: the task (from the loaded rows at once when they hold it, else
 * from the server: a task reached by a link or the search may be far down the list) and
 * the tags to pick from.
 */
export const TaskPageDocument = graphql(`
  query TaskPage($id: ID!) {
    task(id: $id) {
      ...TaskFields
    }
    taskTags {
      ...TaskTagFields
    }
  }
`);

export type TaskItem = TasksPageQuery['tasksPage']['tasks'][number];
export type TaskTagItem = TasksPageQuery['taskTags'][number];
