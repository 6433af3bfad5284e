// Moves one task or section (a drag by mouse, touch or keyboard) just before or after
// another loaded row: shown at once (optimistic), saved with moveTask, which writes that
// row alone, and rolled back if the server refuses (the caller says so).
import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { TaskItem } from './documents';
import { refreshCounts } from './task-counts';
import { loadedRows, placeTask, positionAt, sectionAbove } from './task-list-cache';

const MoveTaskDocument = graphql(`
  mutation MoveTask($id: ID!, $before: ID, $after: ID) {
    moveTask(id: $id, before: $before, after: $after) {
      ...TaskFields
    }
  }
`);

/** Where a dragged row goes: just before or just after another loaded row, by id. */
export type MovePlace = { before: string } | { after: string };

export function useMoveTask() {
  const client = useApolloClient();
  const [mutate] = useMutation(MoveTaskDocument, {
    // Beside the row it was dropped by: the loaded rows reach it even past their end.
    update(cache, { data }) {
      if (data) placeTask(cache, data.moveTask, true);
    },
  });
  return async (task: TaskItem, place: MovePlace) => {
    const before = loadedRows(client.cache);
    const from = sectionAbove(before.rows, task.id, before.hasMore);
    await mutate({
      variables: { id: task.id, ...place },
      // Meanwhile it stands between its new neighbours; the server's answer places it.
      optimisticResponse: {
        moveTask: { ...task, position: positionAt(before.rows, task.id, place) },
      },
    });
    const after = loadedRows(client.cache);
    const to = sectionAbove(after.rows, task.id, after.hasMore);
    // A task moved within its section changes no count; a section takes its tasks along.
    if (from !== to || task.type === 'section') refreshCounts(client, [from, to]);
  };
}
