import type { RestRoute } from '../../rest/route';

// Legacy answers, kept: `faqs` and `guides` answer an array of categories with or without
// a slug (with one, the array holds just that category); `guide` answers one category
// whose `guides` holds the one guide, with its content.
const GUIDE = 'id categoryId slug title subtitle';

export const routes: RestRoute[] = [
  {
    method: 'GET',
    path: 'apps/help-center/faqs',
    document:
      'query HelpCenterFaqs($slug: String) { helpCenterFaqCategories(slug: $slug) { id slug title faqs { id categoryId question answer } } }',
    variables: { slug: 'query.slug' },
  },
  {
    method: 'GET',
    path: 'apps/help-center/guides',
    document: `query HelpCenterGuides($slug: String, $limit: Int) { helpCenterGuideCategories(slug: $slug, limit: $limit) { id slug title visibleGuides totalGuides guides { ${GUIDE} } } }`,
    variables: { slug: 'query.slug', limit: 'query.limit' },
  },
  {
    method: 'GET',
    path: 'apps/help-center/guide',
    document: `query HelpCenterGuide($categorySlug: String!, $guideSlug: String!) { helpCenterGuide(categorySlug: $categorySlug, guideSlug: $guideSlug) { id slug title guides { ${GUIDE} content } } }`,
    variables: { categorySlug: 'query.categorySlug', guideSlug: 'query.guideSlug' },
  },
  {
    method: 'POST',
    path: 'apps/help-center/support',
    document:
      'mutation SendSupportRequest($request: HelpCenterSupportRequestInput!) { sendSupportRequest(request: $request) { id name email subject message createdAt } }',
    variables: { request: 'body.request' },
  },
];
