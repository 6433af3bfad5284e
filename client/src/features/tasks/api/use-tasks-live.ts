// Keeps the tasks screen current: tasks and tags created, changed or deleted anywhere
// (another window, the API) arrive over the live connection (apollo/live.ts). Apollo
// writes each record under its id, and the generic helper (apollo/live-cache.ts) adds
// new tags on top and evicts deleted records. The loaded rows are kept here
// (task-list-cache.ts): a task created, moved or deleted changes only its own row, put in
// its place by position, or out of the loaded rows when it now stands past them. The
// counts the changes touch are asked again, once for a burst of events.
import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { applyRecordEvent } from '../../../apollo/live-cache';
import { graphql } from '../../../gql';
import { refreshCounts } from './task-counts';
import { dropTask, loadedRows, placeTask, sectionAbove } from './task-list-cache';

const TasksChangedDocument = graphql(`
  subscription TasksChanged {
    tasksChanged {
      change
      task {
        ...TaskFields
      }
      tag {
        ...TaskTagFields
      }
      deleted {
        id
        type
      }
    }
  }
`);

/** New tags go on top, as the server puts them. */
const NEW_TAG = { field: 'taskTags', at: 'start' } as const;
/** How long the sections a burst of events touches are gathered before their counts are asked. */
const GATHER_MS = 100;

/** Asks again, once a burst of events is over, for the counts they touched. */
function useGatheredRefresh(client: ApolloClient) {
  const touched = useRef<Set<string | undefined> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (sections: readonly (string | undefined)[]) => {
    if (!touched.current) {
      touched.current = new Set();
      timer.current = setTimeout(() => {
        const gathered = touched.current;
        touched.current = null;
        if (gathered) refreshCounts(client, gathered);
      }, GATHER_MS);
    }
    for (const section of sections) touched.current.add(section);
  };
}

export function useTasksLive(): void {
  const client = useApolloClient();
  const touch = useGatheredRefresh(client);
  useSubscription(TasksChangedDocument, {
    // The cache carries the news to the screen; this component need not render.
    ignoreResults: true,
    onData: ({ client: { cache }, data }) => {
      const event = data.data?.tasksChanged;
      if (!event) return;
      const { task, tag, deleted } = event;
      if (tag || deleted?.type === 'TaskTag') {
        applyRecordEvent(cache, event, tag, NEW_TAG);
        return;
      }
      const id = task?.id ?? deleted?.id;
      if (!id) return;
      // Where it stood: the list's rows are not yet in their new order (a new one stood
      // nowhere).
      const before = loadedRows(cache);
      const from = sectionAbove(before.rows, id, before.hasMore && event.change !== 'created');
      if (task) placeTask(cache, task);
      else {
        dropTask(cache, id);
        applyRecordEvent(cache, event, null);
      }
      const after = loadedRows(cache);
      touch([from, task ? sectionAbove(after.rows, id, after.hasMore) : undefined]);
    },
  });
}
