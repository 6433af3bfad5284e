import type { Resolvers } from '../../generated/graphql';

export const resolvers: Resolvers = {
  Query: {
    academyCategories: (_, __, { stores }) => stores.academy.categories(),
    academyCourses: (_, __, { stores }) => stores.academy.courses(),
    academyCourse: (_, { id }, { stores }) => stores.academy.course(id),
  },
  Mutation: {
    updateAcademyCourseProgress: (_, { id, currentStep }, { stores }) =>
      stores.academy.updateProgress(id, currentStep),
  },
};
