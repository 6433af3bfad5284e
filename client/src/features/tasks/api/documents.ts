// The tasks screen's query: every task and section in their order, and the tasks' tags.
// The list route's loader starts it; the list and the detail panel both read it, so a
// write's cache update shows in both at once.
import type { ApolloClient } from '@apollo/client';
import { queryLoader, useRouteQuery } from '../../../apollo/query-loader';
import { graphql } from '../../../gql';
import type { TasksPageQuery, TasksPageQueryVariables } from '../../../gql/graphql';
import { TASKS_ROUTE } from '../route-ids';

export const TaskFieldsFragment = graphql(`
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
  }
`);

export const TaskTagFieldsFragment = graphql(`
  fragment TaskTagFields on TaskTag {
    __typename
    id
    title
  }
`);

// The screen shows `tasks` in the list's own sequence. Each task's `order` is read too:
// another window's reorder arrives as one event per renumbered task, and the live
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
`);

export type TaskItem = TasksPageQuery['tasks'][number];
export type TaskTagItem = TasksPageQuery['taskTags'][number];

export function tasksLoader(client: ApolloClient) {
  return queryLoader(client, TasksPageDocument, undefined, { wait: false });
}

export function useTasksPage() {
  return useRouteQuery<TasksPageQuery, TasksPageQueryVariables>(TASKS_ROUTE);
}
