// The list view: one table of folders, then files, with the type, how many files a
// folder holds, the last change and the size. A row's name opens its folder or its
// file's details (a click anywhere on the row does too); a folder's details open from
// its (i) button. Narrow screens keep the name, with the type and size under it.
import { Box, Flex, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import InformationCircleIcon from '@heroicons/react/24/outline/InformationCircleIcon';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { Table } from '../../../components/ui/table';
import { DATE_TIME_FORMAT, formatDate } from '../../../lib/format';
import type { FileManagerView } from '../url-state';
import { DETAILS_TRIGGER, itemLinks, type Item } from '../item-links';
import { useItemText } from '../item-text';
import { ItemTypeBadge, ItemTypeIcon } from './item-type';

interface ItemTableProps {
  items: readonly Item[];
  selectedId: string | null;
  view: FileManagerView;
  /** The details panel is beside the table: fewer columns fit. */
  narrow: boolean;
}

/** Columns shown from a width on, fewer while the details panel takes room. */
export function columnDisplay(narrow: boolean) {
  return {
    type: { base: 'none', md: 'table-cell' },
    contents: narrow ? { base: 'none', xl: 'table-cell' } : { base: 'none', md: 'table-cell' },
    modified: narrow ? { base: 'none', '2xl': 'table-cell' } : { base: 'none', lg: 'table-cell' },
    size: { base: 'none', sm: 'table-cell' },
  } as const;
}

const SELECTED_BG = { _light: 'brand.subtle', _dark: 'brand.subtle/50' };

export function ItemTable({ items, selectedId, view, narrow }: ItemTableProps) {
  const { t } = useTranslation();
  const show = columnDisplay(narrow);
  return (
    <Table.ScrollArea borderWidth="1px" rounded="l3" bg="bg.panel">
      <Table.Root size="sm" aria-label={t('file-manager.listLabel')}>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader ps={4} py={3}>
              {t('file-manager.columns.name')}
            </Table.ColumnHeader>
            <Table.ColumnHeader display={show.type} w="28">
              {t('file-manager.columns.type')}
            </Table.ColumnHeader>
            <Table.ColumnHeader display={show.contents} w="32">
              {t('file-manager.columns.contents')}
            </Table.ColumnHeader>
            <Table.ColumnHeader display={show.modified} w="40">
              {t('file-manager.columns.modified')}
            </Table.ColumnHeader>
            <Table.ColumnHeader display={show.size} textAlign="end" w="24">
              {t('file-manager.columns.size')}
            </Table.ColumnHeader>
            <Table.ColumnHeader w="12" pe={3}>
              <Box srOnly>{t('file-manager.columns.details')}</Box>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((item) => (
            <ItemRow
              key={item.id}
              item={item}
              selected={item.id === selectedId}
              view={view}
              narrow={narrow}
            />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function ItemRow({
  item,
  selected,
  view,
  narrow,
}: {
  item: Item;
  selected: boolean;
  view: FileManagerView;
  narrow: boolean;
}) {
  const { t } = useTranslation();
  const text = useItemText();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const show = columnDisplay(narrow);
  const links = itemLinks(item, params, view);
  const folder = item.type === 'folder';
  // A click on the row's free space does what its name's link does (the pointer's
  // shortcut; keyboards use the link).
  const onRowClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a, button')) return;
    void navigate(links.open);
  };
  return (
    <Table.Row
      onClick={onRowClick}
      cursor="pointer"
      bg={selected ? SELECTED_BG : undefined}
      _hover={{ bg: selected ? SELECTED_BG : 'bg.muted' }}
    >
      <Table.Cell ps={4} py={2.5}>
        <Flex align="center" gap={3} minW={0}>
          <ItemTypeIcon type={item.type} size="sm" />
          <Stack gap={0.5} minW={0}>
            <Link
              asChild
              fontWeight="medium"
              color="fg"
              lineClamp={2}
              _hover={{ color: 'brand.fg', textDecoration: 'underline' }}
            >
              <RouterLink
                to={links.open}
                aria-current={selected && !folder ? 'true' : undefined}
                {...(folder ? {} : { [DETAILS_TRIGGER]: item.id })}
              >
                {item.name}
              </RouterLink>
            </Link>
            <Text fontSize="xs" color="fg.muted" hideFrom="md">
              {[text.typeName(item.type), text.contents(item.contents), text.size(item.size)]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
        </Flex>
      </Table.Cell>
      <Table.Cell display={show.type}>
        <ItemTypeBadge type={item.type} />
      </Table.Cell>
      <Table.Cell display={show.contents} color="fg.muted">
        {text.contents(item.contents) ?? <NoValue />}
      </Table.Cell>
      <Table.Cell display={show.modified} color="fg.muted" whiteSpace="nowrap">
        <time dateTime={item.modifiedAt}>{formatDate(item.modifiedAt, DATE_TIME_FORMAT)}</time>
      </Table.Cell>
      <Table.Cell
        display={show.size}
        textAlign="end"
        whiteSpace="nowrap"
        fontVariantNumeric="tabular-nums"
      >
        {text.size(item.size)}
      </Table.Cell>
      <Table.Cell pe={3} textAlign="end">
        {folder && (
          <IconButton
            asChild
            size="xs"
            variant="ghost"
            aria-label={t('file-manager.detailsOf', { name: item.name })}
          >
            <RouterLink
              to={links.details}
              aria-current={selected ? 'true' : undefined}
              {...{ [DETAILS_TRIGGER]: item.id }}
            >
              <InformationCircleIcon />
            </RouterLink>
          </IconButton>
        )}
      </Table.Cell>
    </Table.Row>
  );
}

/** A dash for a value a file does not have, read out as "None". */
export function NoValue() {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden>—</span>
      <Box as="span" srOnly>
        {t('file-manager.none')}
      </Box>
    </>
  );
}
