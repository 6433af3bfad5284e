// What the screens keep in the address, read and written one way: the search
// (?search=, trimmed; compared accent-insensitively with lib/fold.ts where the browser
// filters) and the sort (?sort=<field>&order=asc|desc).

/** The search in the address, trimmed; null for none. */
export function searchIn(params: URLSearchParams): string | null {
  return params.get('search')?.trim() || null;
}

/** The search of a loader's request, as a query's variable. */
export function searchOf(request: Request): string | null {
  return searchIn(new URL(request.url).searchParams);
}
