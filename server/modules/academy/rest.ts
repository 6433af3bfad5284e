import type { RestRoute } from '../../rest/route';

const COURSE =
  'id title slug description category duration totalSteps updatedAt featured progress { currentStep completed }';

export const routes: RestRoute[] = [
  {
    method: 'GET',
    path: 'apps/academy/categories',
    document: 'query AcademyCategories { academyCategories { id title slug } }',
  },
  {
    // The legacy list has no steps; the single-course fetch adds them.
    method: 'GET',
    path: 'apps/academy/courses',
    document: `query AcademyCourses { academyCourses { ${COURSE} } }`,
  },
  {
    method: 'GET',
    path: 'apps/academy/courses/course',
    document: `query AcademyCourse($id: ID!) { academyCourse(id: $id) { ${COURSE} steps { id order title subtitle content } } }`,
    variables: { id: 'query.id' },
  },
  {
    // New in this adapter (the legacy app kept progress in the page): saves the step the
    // user is on, or with currentStep = totalSteps a finished course. Answers the course
    // without its steps.
    method: 'PATCH',
    path: 'apps/academy/courses/progress',
    document: `mutation UpdateAcademyCourseProgress($id: ID!, $currentStep: Int!) { updateAcademyCourseProgress(id: $id, currentStep: $currentStep) { ${COURSE} } }`,
    variables: { id: 'body.id', currentStep: 'body.currentStep' },
  },
];
