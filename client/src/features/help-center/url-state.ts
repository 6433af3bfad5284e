// Links inside the help center, built from config/paths.ts. An open question and a FAQ
// category live in the address (?category=, ?question=), so a shared link opens them.
import { generatePath } from 'react-router';
import { paths } from '../../config/paths';

/** The FAQs page, on a category and with a question open when given. */
export function faqsLink(category?: string, question?: string): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (question) params.set('question', question);
  const query = params.toString();
  return query ? `${paths.helpCenterFaqs}?${query}` : paths.helpCenterFaqs;
}

/** One guide category's full list of guides. */
export function guideCategoryLink(category: string): string {
  return generatePath(paths.helpCenterGuideCategory, { category });
}

/** One guide's page. */
export function guideLink(category: string, guide: string): string {
  return generatePath(paths.helpCenterGuide, { category, guide });
}

/** The support page, showing the confirmation of the request `sent` when given. */
export function supportLink(sent?: string): string {
  return sent
    ? `${paths.helpCenterSupport}?${new URLSearchParams({ sent })}`
    : paths.helpCenterSupport;
}
