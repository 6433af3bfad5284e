// The legacy tasks paths under api/apps/tasks.
import type { RestRoute } from '../../rest/route';

const BASE = 'apps/tasks';
const TASK = `id type title notes completed dueDate priority tags assignedTo
  subTasks { id title completed } order`;

export const routes: RestRoute[] = [
  {
    method: 'GET',
    path: `${BASE}/tags`,
    document: 'query TaskTags { taskTags { id title } }',
  },
  {
    method: 'POST',
    path: `${BASE}/tag`,
    document:
      'mutation CreateTaskTag($tag: TaskTagInput!) { createTaskTag(tag: $tag) { id title } }',
    variables: { tag: 'body.tag' },
  },
  {
    method: 'PATCH',
    path: `${BASE}/tag`,
    document: `mutation UpdateTaskTag($id: ID!, $tag: TaskTagInput!) {
      updateTaskTag(id: $id, tag: $tag) { id title }
    }`,
    variables: { id: 'body.id', tag: 'body.tag' },
  },
  {
    method: 'DELETE',
    path: `${BASE}/tag`,
    document: 'mutation DeleteTaskTag($id: ID!) { deleteTaskTag(id: $id) }',
    variables: { id: 'query.id' },
  },
  {
    method: 'GET',
    path: `${BASE}/all`,
    document: `query Tasks { tasks { ${TASK} } }`,
  },
  {
    method: 'GET',
    path: `${BASE}/search`,
    document: `query TaskSearch($query: String) { taskSearch(query: $query) { ${TASK} } }`,
    variables: { query: 'query.query' },
  },
  {
    method: 'PATCH',
    path: `${BASE}/order`,
    document: `mutation ReorderTasks($tasks: [TaskInput!]!) { reorderTasks(tasks: $tasks) { ${TASK} } }`,
    variables: { tasks: 'body.tasks' },
  },
  {
    method: 'GET',
    path: `${BASE}/task`,
    document: `query Task($id: ID!) { task(id: $id) { ${TASK} } }`,
    variables: { id: 'query.id' },
  },
  {
    method: 'POST',
    path: `${BASE}/task`,
    document: `mutation CreateTask($type: TaskType!) { createTask(type: $type) { ${TASK} } }`,
    variables: { type: 'body.type' },
  },
  {
    method: 'PATCH',
    path: `${BASE}/task`,
    document: `mutation UpdateTask($id: ID!, $task: TaskInput!) { updateTask(id: $id, task: $task) { ${TASK} } }`,
    variables: { id: 'body.id', task: 'body.task' },
  },
  {
    method: 'DELETE',
    path: `${BASE}/task`,
    document: 'mutation DeleteTask($id: ID!) { deleteTask(id: $id) }',
    variables: { id: 'query.id' },
  },
];
