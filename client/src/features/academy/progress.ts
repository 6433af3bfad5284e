// What a course's progress means to the learner. `currentStep` is the furthest step they
// reached, where they resume (steps before it are done); `completed` counts finished
// runs. A finished course starts again at step 0, so "completed, not started again" is
// completed > 0 at step 0.
import type { AcademyCourseCardFragment } from '../../gql/graphql';

type Course = Pick<AcademyCourseCardFragment, 'totalSteps' | 'progress'>;

/** Finished at least once. */
export function isCompleted(course: Course): boolean {
  return course.progress.completed > 0;
}

/** Finished and not taken up again: the card shows it full. */
export function isFinished(course: Course): boolean {
  return course.progress.completed > 0 && course.progress.currentStep === 0;
}

/** The share of steps done, 0–100. */
export function progressPercent(course: Course): number {
  if (isFinished(course)) return 100;
  return Math.round((course.progress.currentStep / Math.max(course.totalSteps, 1)) * 100);
}

export type CourseStatus = 'new' | 'inProgress' | 'completed';

export function courseStatus(course: Course): CourseStatus {
  if (isFinished(course)) return 'completed';
  return course.progress.currentStep > 0 ? 'inProgress' : 'new';
}
