// The product table's selection, kept in the address (?search=&sort=&order=&page=&size=)
// so a reload, back and forward and a shared link show the same rows; and the links that
// keep it, so closing a product returns to the same rows. Defaults are left out of the
// address. The search is read with lib/url-state.ts's searchIn; the sort is
// ?sort=<field>&order=asc|desc. Pages are counted from 1 there and from 0 by the API.
import { inventoryProductPath, paths } from '../../config/paths';
import type { InventoryProductSort, InventoryProductsQueryVariables } from '../../gql/graphql';
import { searchIn, sortIn, withSort, type SortOrder } from '../../lib/url-state';

export type { SortOrder };

export const SORT_FIELDS = [
  'name',
  'sku',
  'price',
  'stock',
  'active',
] as const satisfies readonly InventoryProductSort[];
export type SortField = (typeof SORT_FIELDS)[number];

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_SORT: SortField = 'name';
export const DEFAULT_ORDER: SortOrder = 'asc';
export const DEFAULT_SIZE = 10;
const MAX_SIZE = 100;

/** The address parameters the table reads; any of them changing reloads the list. */
export const LIST_PARAMS = ['search', 'sort', 'order', 'page', 'size'] as const;

export interface ListState {
  search: string;
  sort: SortField;
  order: SortOrder;
  /** From 1. */
  page: number;
  size: number;
}

function positiveInteger(text: string | null, fallback: number, max = Infinity): number {
  if (!text || !/^\d+$/.test(text)) return fallback;
  const value = Number(text);
  return value >= 1 && value <= max ? value : fallback;
}

const INITIAL_SORT = { field: DEFAULT_SORT, order: DEFAULT_ORDER };

export function readListState(params: URLSearchParams): ListState {
  const { field, order } = sortIn(params, SORT_FIELDS, INITIAL_SORT);
  return {
    search: searchIn(params) ?? '',
    sort: field,
    order,
    page: positiveInteger(params.get('page'), 1),
    size: positiveInteger(params.get('size'), DEFAULT_SIZE, MAX_SIZE),
  };
}

/** The list query's variables for a selection (the API's pages start at 0). */
export function listVariables(state: ListState): InventoryProductsQueryVariables {
  return {
    search: state.search,
    sort: state.sort,
    order: state.order,
    page: state.page - 1,
    size: state.size,
  };
}

/** The address parameters with `changes` applied; defaults are dropped. */
export function withListState(
  params: URLSearchParams,
  changes: Partial<ListState>,
): URLSearchParams {
  const state = { ...readListState(params), ...changes };
  const next = withSort(params, { field: state.sort, order: state.order }, INITIAL_SORT);
  const set = (name: string, value: string, fallback: string) => {
    if (value === fallback) next.delete(name);
    else next.set(name, value);
  };
  set('search', state.search, '');
  set('page', String(state.page), '1');
  set('size', String(state.size), String(DEFAULT_SIZE));
  return next;
}

/** Whether two addresses select different rows (so the list must load again). */
export function listChanged(before: URL, after: URL): boolean {
  return LIST_PARAMS.some((name) => before.searchParams.get(name) !== after.searchParams.get(name));
}

/** A product's address, keeping the table's selection (`search`: the address's query). */
export function productLink(id: string, search: string) {
  return { pathname: inventoryProductPath(id), search };
}

/** The table's address, with its selection. */
export function listLink(search: string) {
  return { pathname: paths.inventory, search };
}
