// A table sorted by column: each column names the field it sorts by, its header (a
// SortHeader: ascending first, again for descending, aria-sort on the header cell), the
// value it sorts by and its cell. The table sorts its rows itself (text in the reader's
// language, numbers by value); where the sort is kept (state, or the address as
// ?sort=<field>&order=asc|desc) is the caller's: `sort` and `onSort`.
import type { TableCellProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Table } from '../ui/table';
import type { SortState } from '../../lib/url-state';
import { SortHeader } from './sort-header';

export interface SortableColumn<R, F extends string> {
  field: F;
  header: ReactNode;
  /** What the column sorts by: text (compared in the reader's language) or a number. */
  value: (row: R) => string | number;
  cell: (row: R) => ReactNode;
  /** The header's and the cells' alignment. */
  align?: 'start' | 'end';
  /** Below this width the column is hidden (its cell's content shows elsewhere). */
  hideBelow?: 'md' | 'lg';
  /** The cells' own style, the same for every row or by row. */
  cellProps?: TableCellProps | ((row: R) => TableCellProps);
}

interface SortableTableProps<R extends { id: string }, F extends string> {
  /** The table's name. */
  label: string;
  rows: readonly R[];
  columns: readonly SortableColumn<R, F>[];
  sort: SortState<F>;
  onSort: (sort: SortState<F>) => void;
}

/** `rows` sorted by `sort`'s column: text in `language`, numbers by value. */
export function sortRows<R, F extends string>(
  rows: readonly R[],
  sort: SortState<F>,
  columns: readonly SortableColumn<R, F>[],
  language: string,
): R[] {
  const column = columns.find((candidate) => candidate.field === sort.field);
  if (!column) return [...rows];
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  const sign = sort.order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = column.value(a);
    const right = column.value(b);
    const compared =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : collator.compare(String(left), String(right));
    return compared * sign;
  });
}

export function SortableTable<R extends { id: string }, F extends string>({
  label,
  rows,
  columns,
  sort,
  onSort,
}: SortableTableProps<R, F>) {
  const { i18n } = useTranslation();
  const sorted = sortRows(rows, sort, columns, i18n.language);
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2">
      <Table.Root size="sm" interactive aria-label={label}>
        <Table.Header>
          <Table.Row bg="bg.muted">
            {columns.map((column) => (
              <SortHeader
                key={column.field}
                field={column.field}
                sort={sort}
                onSort={onSort}
                align={column.align}
                hideBelow={column.hideBelow}
              >
                {column.header}
              </SortHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {sorted.map((row) => (
            <Table.Row key={row.id}>
              {columns.map(({ field, align, hideBelow, cell, cellProps }) => (
                <Table.Cell
                  key={field}
                  px={3}
                  textAlign={align}
                  hideBelow={hideBelow}
                  {...(typeof cellProps === 'function' ? cellProps(row) : cellProps)}
                >
                  {cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
