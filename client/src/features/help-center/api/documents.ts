// The help center's queries and the fragments its components read: the home (every FAQ
// and every guide, searched in the browser), the FAQs, the guide categories, one
// category, one guide (with its category's list for the way around) and the user's
// support requests.
import { graphql } from '../../../gql';

export const HelpCenterHomeDocument = graphql(`
  query HelpCenterHome {
    helpCenterFaqCategories {
      ...HelpCenterFaqCategoryFields
    }
    # Every guide (a category has a handful), so the home's search covers them all.
    helpCenterGuideCategories(limit: 100) {
      ...HelpCenterGuideCategoryFields
    }
  }

  fragment HelpCenterFaqFields on HelpCenterFaq {
    id
    categoryId
    question
    answer
  }

  fragment HelpCenterFaqCategoryFields on HelpCenterFaqCategory {
    id
    slug
    title
    faqs {
      ...HelpCenterFaqFields
    }
  }

  fragment HelpCenterGuideSummary on HelpCenterGuide {
    id
    categoryId
    slug
    title
    subtitle
  }

  fragment HelpCenterGuideCategoryFields on HelpCenterGuideCategory {
    id
    slug
    title
    totalGuides
    visibleGuides
    guides {
      ...HelpCenterGuideSummary
    }
  }
`);

export const HelpCenterFaqsDocument = graphql(`
  query HelpCenterFaqs {
    helpCenterFaqCategories {
      ...HelpCenterFaqCategoryFields
    }
  }
`);

export const HelpCenterGuidesDocument = graphql(`
  query HelpCenterGuides {
    helpCenterGuideCategories {
      ...HelpCenterGuideCategoryFields
    }
  }
`);

export const HelpCenterGuideCategoryDocument = graphql(`
  query HelpCenterGuideCategory($slug: String!) {
    helpCenterGuideCategories(slug: $slug) {
      ...HelpCenterGuideCategoryFields
    }
  }
`);

export const HelpCenterGuideDocument = graphql(`
  query HelpCenterGuide($category: String!, $guide: String!) {
    helpCenterGuide(categorySlug: $category, guideSlug: $guide) {
      id
      slug
      title
      totalGuides
      guides {
        ...HelpCenterGuideSummary
        content
      }
    }
    # The category's other guides: the side list and the previous and next links.
    helpCenterGuideCategories(slug: $category) {
      ...HelpCenterGuideCategoryFields
    }
  }
`);

export const HelpCenterSupportDocument = graphql(`
  query HelpCenterSupport {
    helpCenterSupportRequests {
      ...HelpCenterSupportRequestFields
    }
  }

  fragment HelpCenterSupportRequestFields on HelpCenterSupportRequest {
    id
    name
    email
    subject
    message
    createdAt
  }
`);
