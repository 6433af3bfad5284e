// The dashboards' selections kept in the address, so a reload, back and forward and a
// shared link show the same: a chart's range (?visitors=last-year), the project
// dashboard's tab (?tab=budget) and the sort of the table shown (?sort=amount&order=asc).
// Each change is a new history entry; the page keeps its scroll position, and no data
// loads again (routes.tsx).
import { useSearchParams } from 'react-router';
import { sortIn, withSort, type SortState } from '../../lib/url-state';

/** What a change of the page's section resets: the sort is its table's. */
export const SORT_PARAMS = ['sort', 'order'] as const;

/**
 * A choice among `values` kept in `?param=`, the first value when absent or unknown.
 * Choosing also drops `resets` from the address (a tab's change, its table's sort).
 */
export function useChoiceParam<T extends string>(
  param: string,
  values: readonly T[],
  resets: readonly string[] = [],
) {
  const [params, setParams] = useSearchParams();
  const raw = params.get(param);
  const value = values.find((candidate) => candidate === raw) ?? values[0]!;
  const set = (next: T) =>
    void setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next === values[0]) updated.delete(param);
        else updated.set(param, next);
        for (const name of resets) updated.delete(name);
        return updated;
      },
      { preventScrollReset: true },
    );
  return [value, set] as const;
}

/**
 * A table's sort kept in the address (lib/url-state.ts), `initial` when absent or naming
 * a field the table does not have (one table shows at a time: the project dashboard's
 * tables are on tabs of their own).
 */
export function useSortParam<F extends string>(fields: readonly F[], initial: SortState<F>) {
  const [params, setParams] = useSearchParams();
  const set = (next: SortState<F>) =>
    void setParams((previous) => withSort(previous, next, initial), { preventScrollReset: true });
  return [sortIn(params, fields, initial), set] as const;
}
