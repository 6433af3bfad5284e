// Saves the step a learner has reached (or, at totalSteps, a finished course). The card
// list and the course page show it at once (optimistic) and go back if the server refuses.
// One course's writes go one after another, in the order the learner made them: a step
// saved as a course opens and a Finish pressed right after could otherwise reach the
// server in either order, and the step, arriving last, would take the finish back.
import { useMutation } from '@apollo/client/react';
import { useCallback, useRef } from 'react';
import { graphql } from '../../../gql';
import type { AcademyCourseCardFragment } from '../../../gql/graphql';

const UpdateAcademyCourseProgressDocument = graphql(`
  mutation UpdateAcademyCourseProgress($id: ID!, $currentStep: Int!) {
    updateAcademyCourseProgress(id: $id, currentStep: $currentStep) {
      __typename
      id
      progress {
        __typename
        currentStep
        completed
      }
    }
  }
`);

type Course = Pick<AcademyCourseCardFragment, 'id' | 'totalSteps' | 'progress'>;

export function useUpdateCourseProgress() {
  const [mutate] = useMutation(UpdateAcademyCourseProgressDocument);
  // The last write asked for, per course: the next one starts once it has settled.
  const queue = useRef(new Map<string, Promise<unknown>>());
  return useCallback(
    (course: Course, currentStep: number) => {
      const finished = currentStep === course.totalSteps;
      const progress = finished
        ? { currentStep: 0, completed: course.progress.completed + 1 }
        : { currentStep, completed: course.progress.completed };
      const write = () =>
        mutate({
          variables: { id: course.id, currentStep },
          optimisticResponse: {
            updateAcademyCourseProgress: {
              __typename: 'AcademyCourse',
              id: course.id,
              progress: { __typename: 'AcademyCourseProgress', ...progress },
            },
          },
        });
      const previous = queue.current.get(course.id) ?? Promise.resolve();
      // Whether the previous write went through or not, this one is the learner's latest.
      const next = previous.catch(() => undefined).then(write);
      queue.current.set(course.id, next);
      return next.then(() => undefined);
    },
    [mutate],
  );
}
