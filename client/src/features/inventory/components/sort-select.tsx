// On phones, where the SKU and stock columns are hidden, the sort is chosen here.
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../components/ui/native-select';
import { SORT_FIELDS, type SortField, type SortOrder } from '../url-state';

interface SortSelectProps {
  sort: SortField;
  order: SortOrder;
  onSort: (field: SortField, order: SortOrder) => void;
}

export function SortSelect({ sort, order, onSort }: SortSelectProps) {
  const { t } = useTranslation();
  return (
    <NativeSelect.Root size="sm" hideFrom="md" flex={1} minW="40">
      <NativeSelect.Field
        aria-label={t('inventory.sortBy')}
        value={`${sort}:${order}`}
        onChange={(event) => {
          const [field, direction] = event.target.value.split(':') as [SortField, SortOrder];
          onSort(field, direction);
        }}
      >
        {SORT_FIELDS.flatMap((field) =>
          (['asc', 'desc'] as const).map((direction) => (
            <option key={`${field}:${direction}`} value={`${field}:${direction}`}>
              {t(`inventory.sortOptions.${field}.${direction}`)}
            </option>
          )),
        )}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
