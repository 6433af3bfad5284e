// The dashboards' selections kept in the address, so a reload, back and forward and a
// shared link show the same: a chart's range (?visitors=last-year) and a table's sort
// (?transactions=amount.desc). Each change is a new history entry; the page keeps its
// scroll position, and no data loads again (routes.tsx).
import { useSearchParams } from 'react-router';
import type { SortState } from '../../../components/page/sort-header';

/** A choice among `values` kept in `?param=`, the first value when absent or unknown. */
export function useChoiceParam<T extends string>(param: string, values: readonly T[]) {
  const [params, setParams] = useSearchParams();
  const raw = params.get(param);
  const value = values.find((candidate) => candidate === raw) ?? values[0]!;
  const set = (next: T) =>
    void setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next === values[0]) updated.delete(param);
        else updated.set(param, next);
        return updated;
      },
      { preventScrollReset: true },
    );
  return [value, set] as const;
}

/** A table's sort kept in `?param=field.order`, `initial` when absent or unknown. */
export function useSortParam<F extends string>(
  param: string,
  fields: readonly F[],
  initial: SortState<F>,
) {
  const [params, setParams] = useSearchParams();
  const [field, order] = (params.get(param) ?? '').split('.');
  const known = fields.find((candidate) => candidate === field);
  const sort: SortState<F> =
    known && (order === 'asc' || order === 'desc') ? { field: known, order } : initial;
  const set = (next: SortState<F>) =>
    void setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next.field === initial.field && next.order === initial.order) updated.delete(param);
        else updated.set(param, `${next.field}.${next.order}`);
        return updated;
      },
      { preventScrollReset: true },
    );
  return [sort, set] as const;
}

/** `rows` sorted by `sort` (text in the reader's language, numbers and dates by value). */
export function sortRows<R, F extends string>(
  rows: readonly R[],
  sort: SortState<F>,
  value: (row: R, field: F) => string | number,
  language: string,
): R[] {
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  const sign = sort.order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = value(a, sort.field);
    const right = value(b, sort.field);
    const compared =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : collator.compare(String(left), String(right));
    return compared * sign;
  });
}
