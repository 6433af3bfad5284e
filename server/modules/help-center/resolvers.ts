import { requireSession } from '../../context';
import type { Resolvers } from '../../generated/graphql';

export const resolvers: Resolvers = {
  Query: {
    helpCenterFaqCategories: (_, { slug }, { stores }) => stores.helpCenter.faqCategories(slug),
    helpCenterGuideCategories: (_, { slug, limit }, { stores }) =>
      stores.helpCenter.guideCategories(slug, limit),
    helpCenterGuide: (_, { categorySlug, guideSlug }, { stores }) =>
      stores.helpCenter.guide(categorySlug, guideSlug),
    helpCenterSupportRequests: (_, __, context) =>
      context.stores.helpCenter.supportRequestsOf(requireSession(context).userId),
  },
  Mutation: {
    sendSupportRequest: (_, { request }, context) =>
      context.stores.helpCenter.sendSupportRequest(requireSession(context).userId, request),
  },
};
