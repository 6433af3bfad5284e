// The academy's queries and the fragment its cards read: the catalogue (categories and
// courses without their steps) and one course with its steps.
import { graphql } from '../../../gql';

export const AcademyCoursesDocument = graphql(`
  query AcademyCatalogue {
    academyCategories {
      ...AcademyCategoryFields
    }
    academyCourses {
      ...AcademyCourseCard
    }
  }

  fragment AcademyCategoryFields on AcademyCategory {
    id
    title
    slug
  }

  fragment AcademyCourseCard on AcademyCourse {
    id
    title
    slug
    description
    category
    duration
    totalSteps
    updatedAt
    featured
    progress {
      currentStep
      completed
    }
  }
`);

export const AcademyCourseDocument = graphql(`
  query AcademyCoursePage($id: ID!) {
    academyCourse(id: $id) {
      ...AcademyCourseCard
      steps {
        id
        order
        title
        subtitle
        content
      }
    }
    academyCategories {
      ...AcademyCategoryFields
    }
  }
`);
