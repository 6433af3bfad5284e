// The folder while it loads, in the view the address asks for: the breadcrumb, then
// cards (grid) or rows (list) of placeholders shaped like the items.
import { Box, Flex, SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Skeleton, SkeletonRegion } from '../../../components/ui/skeleton';
import { Table } from '../../../components/ui/table';
import type { FileManagerView } from '../url-state';
import { GRID_COLUMNS } from './item-grid';
import { columnDisplay } from './item-table';

export function BreadcrumbSkeleton() {
  return (
    <Flex gap={2} align="center" mb={5} h={5}>
      <Skeleton h={3.5} w={20} />
      <Skeleton h={3.5} w={28} />
    </Flex>
  );
}

export function FolderSkeleton({ view }: { view: FileManagerView }) {
  const { t } = useTranslation();
  return (
    <SkeletonRegion label={t('file-manager.loading')}>
      <BreadcrumbSkeleton />
      {view === 'grid' ? <GridSkeleton /> : <TableSkeleton />}
    </SkeletonRegion>
  );
}

function GridSkeleton() {
  return (
    <Stack gap={8}>
      {[4, 6].map((count, section) => (
        <Box key={section}>
          <Skeleton h={3.5} w={24} mb={3} />
          <SimpleGrid templateColumns={GRID_COLUMNS} gap={4}>
            {Array.from({ length: count }, (_, index) => (
              <Box key={index} borderWidth="1px" rounded="l3" overflow="hidden" bg="bg.panel">
                <Skeleton h={28} rounded="none" />
                <Stack gap={2.5} px={3.5} pt={3} pb={3.5}>
                  <Skeleton h={3.5} w={`${55 + ((index * 19) % 40)}%`} />
                  <Flex gap={2}>
                    <Skeleton h={4} w={10} />
                    <Skeleton h={4} w={14} />
                  </Flex>
                </Stack>
              </Box>
            ))}
          </SimpleGrid>
        </Box>
      ))}
    </Stack>
  );
}

function TableSkeleton() {
  const { t } = useTranslation();
  const show = columnDisplay(false);
  return (
    <Table.ScrollArea borderWidth="1px" rounded="l3" bg="bg.panel">
      <Table.Root size="sm">
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
            <Table.ColumnHeader w="12" />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {Array.from({ length: 8 }, (_, index) => (
            <Table.Row key={index}>
              <Table.Cell ps={4} py={2.5}>
                <Flex align="center" gap={3}>
                  <Skeleton boxSize={9} rounded="md" flexShrink={0} />
                  <Skeleton h={3.5} w={`${40 + ((index * 23) % 45)}%`} />
                </Flex>
              </Table.Cell>
              <Table.Cell display={show.type}>
                <Skeleton h={4} w={12} />
              </Table.Cell>
              <Table.Cell display={show.contents}>
                <Skeleton h={3} w={14} />
              </Table.Cell>
              <Table.Cell display={show.modified}>
                <Skeleton h={3} w={28} />
              </Table.Cell>
              <Table.Cell display={show.size}>
                <Flex justify="flex-end">
                  <Skeleton h={3} w={12} />
                </Flex>
              </Table.Cell>
              <Table.Cell />
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
