// The catalogue's selection, kept in the address (?category=&search=&hideCompleted=1)
// so a reload, back and forward and a shared link show the same courses; defaults are
// left out. A course's page keeps its step there too (?step=, counted from 1).
import type { AcademyCourseCardFragment } from '../../gql/graphql';
import { foldText } from '../../lib/fold';
import { searchIn } from '../../lib/url-state';
import { isCompleted } from './progress';

export interface CatalogueState {
  /** A category's slug; '' for every category. */
  category: string;
  search: string;
  hideCompleted: boolean;
}

export function readCatalogueState(params: URLSearchParams): CatalogueState {
  return {
    category: params.get('category')?.trim() ?? '',
    search: searchIn(params) ?? '',
    hideCompleted: params.get('hideCompleted') === '1',
  };
}

/** The address parameters with `changes` applied; defaults are dropped. */
export function withCatalogueState(
  params: URLSearchParams,
  changes: Partial<CatalogueState>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const state = { ...readCatalogueState(params), ...changes };
  if (state.category) next.set('category', state.category);
  else next.delete('category');
  if (state.search) next.set('search', state.search);
  else next.delete('search');
  if (state.hideCompleted) next.set('hideCompleted', '1');
  else next.delete('hideCompleted');
  return next;
}

/** The courses the selection shows, in catalogue order. */
export function filterCourses<T extends AcademyCourseCardFragment>(
  courses: readonly T[],
  state: CatalogueState,
): T[] {
  const search = foldText(state.search);
  return courses.filter(
    (course) =>
      (!state.category || course.category === state.category) &&
      (!search || foldText(course.title).includes(search)) &&
      !(state.hideCompleted && isCompleted(course)),
  );
}

/**
 * The step the address names (?step=, from 1) as an index into the course's steps;
 * without one (or with one that is not a step), where the learner stopped.
 */
export function readStepIndex(params: URLSearchParams, totalSteps: number, resume: number) {
  const text = params.get('step');
  const fallback = Math.min(Math.max(resume, 0), Math.max(totalSteps - 1, 0));
  if (!text || !/^\d+$/.test(text)) return fallback;
  const step = Number(text);
  return step >= 1 && step <= totalSteps ? step - 1 : fallback;
}

/** The address of step `index` of the course whose page is open, keeping other parameters. */
export function withStep(params: URLSearchParams, index: number): string {
  const next = new URLSearchParams(params);
  next.set('step', String(index + 1));
  return `?${next}`;
}
