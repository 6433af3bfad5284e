// The help center's addresses and what it keeps in them, so a reload, back and a shared
// link show the same thing: the home's search (?search=, read with lib/url-state.ts's
// searchIn), the FAQs' category and open question (?category=, ?question=) and the
// support page's confirmation of a sent request (?sent=). Links are built from
// config/paths.ts.
import { generatePath } from 'react-router';
import { paths } from '../../config/paths';

/** The open question, in the FAQs and in the home's results. */
export const QUESTION_PARAM = 'question';
const CATEGORY_PARAM = 'category';
const SENT_PARAM = 'sent';

/** The FAQ category the address names (?category=); null for the first. */
export function faqCategoryIn(params: URLSearchParams): string | null {
  return params.get(CATEGORY_PARAM);
}

/** The question open in the address (?question=), if any. */
export function openQuestionIn(params: URLSearchParams): string | null {
  return params.get(QUESTION_PARAM);
}

/** The address parameters with `question` open (none for null). */
export function withOpenQuestion(params: URLSearchParams, question: string | null) {
  const next = new URLSearchParams(params);
  if (question) next.set(QUESTION_PARAM, question);
  else next.delete(QUESTION_PARAM);
  return next;
}

/** The sent request whose confirmation the support page shows (?sent=), if any. */
export function sentRequestIn(params: URLSearchParams): string | null {
  return params.get(SENT_PARAM);
}

/** The FAQs page, on a category and with a question open when given. */
export function faqsLink(category?: string, question?: string): string {
  const params = new URLSearchParams();
  if (category) params.set(CATEGORY_PARAM, category);
  if (question) params.set(QUESTION_PARAM, question);
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
    ? `${paths.helpCenterSupport}?${new URLSearchParams({ [SENT_PARAM]: sent })}`
    : paths.helpCenterSupport;
}
