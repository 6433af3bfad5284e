import type { Resolvers } from '../../generated/graphql';

export const resolvers: Resolvers = {
  Query: {
    helpCenterFaqCategories: (_, { slug }, { stores }) => stores.helpCenter.faqCategories(slug),
    helpCenterGuideCategories: (_, { slug, limit }, { stores }) =>
      stores.helpCenter.guideCategories(slug, limit),
    helpCenterGuide: (_, { categorySlug, guideSlug }, { stores }) =>
      stores.helpCenter.guide(categorySlug, guideSlug),
  },
};
