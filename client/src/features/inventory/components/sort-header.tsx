// A sortable column's header: a button that sorts by the column (ascending first, again
// for descending), and aria-sort on the header cell saying how the table is sorted.
import { Button } from '@chakra-ui/react';
import ChevronDownIcon from '@heroicons/react/20/solid/ChevronDownIcon';
import ChevronUpDownIcon from '@heroicons/react/20/solid/ChevronUpDownIcon';
import ChevronUpIcon from '@heroicons/react/20/solid/ChevronUpIcon';
import type { ReactNode } from 'react';
import { Table } from '../../../components/ui/table';
import type { SortField, SortOrder } from '../api/list-params';

interface SortHeaderProps {
  field: SortField;
  sort: SortField;
  order: SortOrder;
  onSort: (field: SortField, order: SortOrder) => void;
  align?: 'start' | 'end' | 'center';
  children: ReactNode;
  hideBelow?: 'sm' | 'md' | 'lg';
  width?: string | Record<string, string>;
}

export function SortHeader({
  field,
  sort,
  order,
  onSort,
  align = 'start',
  children,
  hideBelow,
  width,
}: SortHeaderProps) {
  const active = sort === field;
  const Icon = !active ? ChevronUpDownIcon : order === 'asc' ? ChevronUpIcon : ChevronDownIcon;
  return (
    <Table.ColumnHeader
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
      textAlign={align}
      hideBelow={hideBelow}
      w={width}
      px={{ base: 0, md: 2 }}
    >
      <Button
        variant="ghost"
        size="xs"
        fontWeight="semibold"
        color={active ? 'fg' : 'fg.muted'}
        flexDirection={align === 'end' ? 'row-reverse' : 'row'}
        gap={1}
        px={2}
        onClick={() => onSort(field, active && order === 'asc' ? 'desc' : 'asc')}
      >
        {children}
        <Icon width={16} aria-hidden style={{ opacity: active ? 1 : 0.5 }} />
      </Button>
    </Table.ColumnHeader>
  );
}
