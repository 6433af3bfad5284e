// A sortable column's header: a button that sorts by the column (ascending first, again
// for descending), and aria-sort on the header cell saying how the table is sorted.
import { Button } from '@chakra-ui/react';
import ChevronDownIcon from '@heroicons/react/20/solid/ChevronDownIcon';
import ChevronUpDownIcon from '@heroicons/react/20/solid/ChevronUpDownIcon';
import ChevronUpIcon from '@heroicons/react/20/solid/ChevronUpIcon';
import type { ReactNode } from 'react';
import type { SortState } from '../../lib/url-state';
import { Table } from '../ui/table';

interface SortHeaderProps<F extends string> {
  field: F;
  sort: SortState<F>;
  onSort: (sort: SortState<F>) => void;
  align?: 'start' | 'end' | 'center';
  hideBelow?: 'sm' | 'md' | 'lg';
  width?: string | Record<string, string>;
  children: ReactNode;
}

export function SortHeader<F extends string>({
  field,
  sort,
  onSort,
  align = 'start',
  hideBelow,
  width,
  children,
}: SortHeaderProps<F>) {
  const active = sort.field === field;
  const Icon = !active ? ChevronUpDownIcon : sort.order === 'asc' ? ChevronUpIcon : ChevronDownIcon;
  return (
    <Table.ColumnHeader
      aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none'}
      textAlign={align}
      hideBelow={hideBelow}
      w={width}
      px={{ base: 0, md: 1 }}
      whiteSpace="nowrap"
    >
      <Button
        variant="ghost"
        size="xs"
        fontWeight="semibold"
        color={active ? 'fg' : 'fg.muted'}
        flexDirection={align === 'end' ? 'row-reverse' : 'row'}
        gap={1}
        px={2}
        onClick={() => onSort({ field, order: active && sort.order === 'asc' ? 'desc' : 'asc' })}
      >
        {children}
        <Icon width={16} aria-hidden style={{ opacity: active ? 1 : 0.5 }} />
      </Button>
    </Table.ColumnHeader>
  );
}
