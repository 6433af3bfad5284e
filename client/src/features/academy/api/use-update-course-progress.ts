// Saves the step a learner is on (or, at totalSteps, a finished course). The card list
// and the course page show it at once (optimistic) and go back if the server refuses.
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
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
  return useCallback(
    async (course: Course, currentStep: number) => {
      const finished = currentStep === course.totalSteps;
      const progress = finished
        ? { currentStep: 0, completed: course.progress.completed + 1 }
        : { currentStep, completed: course.progress.completed };
      await mutate({
        variables: { id: course.id, currentStep },
        optimisticResponse: {
          updateAcademyCourseProgress: {
            __typename: 'AcademyCourse',
            id: course.id,
            progress: { __typename: 'AcademyCourseProgress', ...progress },
          },
        },
      });
    },
    [mutate],
  );
}
