// Paging under the table: how many rows a page shows, which rows these are of how many,
// and buttons to the first, previous, next and last page.
import { Flex, HStack, IconButton, Text, chakra } from '@chakra-ui/react';
import ChevronDoubleLeftIcon from '@heroicons/react/20/solid/ChevronDoubleLeftIcon';
import ChevronDoubleRightIcon from '@heroicons/react/20/solid/ChevronDoubleRightIcon';
import ChevronLeftIcon from '@heroicons/react/20/solid/ChevronLeftIcon';
import ChevronRightIcon from '@heroicons/react/20/solid/ChevronRightIcon';
import { useId, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../components/ui/native-select';
import { PAGE_SIZES } from '../url-state';

interface PaginationBarProps {
  /** From 1. */
  page: number;
  lastPage: number;
  size: number;
  length: number;
  /** Zero-based, inclusive, as the API counts. */
  startIndex: number;
  endIndex: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}

export function PaginationBar({
  page,
  lastPage,
  size,
  length,
  startIndex,
  endIndex,
  onPage,
  onSize,
}: PaginationBarProps) {
  const { t } = useTranslation();
  const sizeId = useId();
  const sizes = (PAGE_SIZES as readonly number[]).includes(size)
    ? PAGE_SIZES
    : [...PAGE_SIZES, size].sort((a, b) => a - b);
  const first = page <= 1;
  const last = page >= lastPage;
  const pageButton = (label: string, icon: ReactElement, to: number, disabled: boolean) => (
    <IconButton
      size="xs"
      variant="ghost"
      aria-label={label}
      disabled={disabled}
      onClick={() => onPage(to)}
    >
      {icon}
    </IconButton>
  );

  return (
    <Flex
      as="nav"
      aria-label={t('inventory.paging.label')}
      align="center"
      justify="space-between"
      wrap="wrap"
      gap={3}
      pt={4}
      fontSize="sm"
      color="fg.muted"
    >
      <HStack gap={2}>
        <chakra.label htmlFor={sizeId} whiteSpace="nowrap">
          {t('inventory.paging.size')}
        </chakra.label>
        <NativeSelect.Root size="xs" w="20">
          <NativeSelect.Field
            id={sizeId}
            value={size}
            onChange={(event) => onSize(Number(event.target.value))}
          >
            {sizes.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {/* The range and the buttons wrap as two blocks: on a narrow phone, two lines. */}
      <HStack gap={1} wrap="wrap" rowGap={2}>
        <Text aria-live="polite" me={2} whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
          {length === 0
            ? t('inventory.paging.none')
            : t('inventory.paging.range', {
                from: startIndex + 1,
                to: endIndex + 1,
                total: length,
              })}
        </Text>
        <HStack gap={1}>
          {pageButton(t('inventory.paging.first'), <ChevronDoubleLeftIcon />, 1, first)}
          {pageButton(t('inventory.paging.previous'), <ChevronLeftIcon />, page - 1, first)}
          <Text px={1} whiteSpace="nowrap" color="fg" fontVariantNumeric="tabular-nums">
            {t('inventory.paging.page', { page, lastPage })}
          </Text>
          {pageButton(t('inventory.paging.next'), <ChevronRightIcon />, page + 1, last)}
          {pageButton(t('inventory.paging.last'), <ChevronDoubleRightIcon />, lastPage, last)}
        </HStack>
      </HStack>
    </Flex>
  );
}
