// What the screens keep in the address, read and written one way: the search
// (?search=, trimmed; compared accent-insensitively with lib/fold.ts where the browser
// filters) and the sort (?sort=<field>&order=asc|desc, the initial sort left out).

/** The search in the address, trimmed; null for none. */
export function searchIn(params: URLSearchParams): string | null {
  return params.get('search')?.trim() || null;
}

/** The search of a loader's request, as a query's variable. */
export function searchOf(request: Request): string | null {
  return searchIn(new URL(request.url).searchParams);
}

export type SortOrder = 'asc' | 'desc';

/** How a list or table is sorted: by which field, which way. */
export interface SortState<F extends string> {
  field: F;
  order: SortOrder;
}

/** The sort in the address; `initial` for what it leaves out or names wrongly. */
export function sortIn<F extends string>(
  params: URLSearchParams,
  fields: readonly F[],
  initial: SortState<F>,
): SortState<F> {
  const field = fields.find((candidate) => candidate === params.get('sort'));
  const order = params.get('order');
  return {
    field: field ?? initial.field,
    order: order === 'asc' || order === 'desc' ? order : field ? 'asc' : initial.order,
  };
}

/** `params` sorted by `sort`; the initial sort leaves the address. */
export function withSort<F extends string>(
  params: URLSearchParams,
  sort: SortState<F>,
  initial: SortState<F>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (sort.field === initial.field && sort.order === initial.order) {
    next.delete('sort');
    next.delete('order');
  } else {
    next.set('sort', sort.field);
    next.set('order', sort.order);
  }
  return next;
}
