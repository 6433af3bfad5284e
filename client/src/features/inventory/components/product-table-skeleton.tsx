// The table while its first page loads: the same columns, rows of placeholders.
import { Flex, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Skeleton, SkeletonRegion } from '../../../components/ui/skeleton';
import { Table } from '../../../components/ui/table';

export function ProductTableSkeleton({ rows = 10 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <SkeletonRegion label={t('inventory.loading')}>
      <Table.ScrollArea borderWidth="1px" rounded="l3" bg="bg.panel">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader w={{ base: '12', md: '14' }} ps={{ base: 3, md: 4 }} pe={0} />
              <Table.ColumnHeader px={{ base: 2, md: 4 }} py={3.5}>
                {t('inventory.columns.name')}
              </Table.ColumnHeader>
              <Table.ColumnHeader px={4} hideBelow="md" w="40">
                {t('inventory.columns.sku')}
              </Table.ColumnHeader>
              <Table.ColumnHeader px={{ base: 2, md: 4 }} textAlign="end" w={{ md: '32' }}>
                {t('inventory.columns.price')}
              </Table.ColumnHeader>
              <Table.ColumnHeader px={4} textAlign="end" hideBelow="sm" w="36">
                {t('inventory.columns.stock')}
              </Table.ColumnHeader>
              <Table.ColumnHeader px={{ base: 2, md: 4 }} textAlign="center" w={{ md: '24' }}>
                {t('inventory.columns.active')}
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {Array.from({ length: Math.min(rows, 10) }, (_, index) => (
              <Table.Row key={index}>
                <Table.Cell ps={{ base: 3, md: 4 }} pe={0} py={2}>
                  <Skeleton boxSize="10" rounded="md" />
                </Table.Cell>
                <Table.Cell px={{ base: 2, md: 4 }}>
                  <Stack gap={1.5}>
                    <Skeleton h="3.5" w={`${45 + ((index * 17) % 35)}%`} />
                    <Skeleton h="2.5" w="20" hideFrom="md" />
                  </Stack>
                </Table.Cell>
                <Table.Cell px={4} hideBelow="md">
                  <Skeleton h="3" w="24" />
                </Table.Cell>
                <Table.Cell px={{ base: 2, md: 4 }}>
                  <Flex justify="flex-end">
                    <Skeleton h="3.5" w="16" />
                  </Flex>
                </Table.Cell>
                <Table.Cell px={4} hideBelow="sm">
                  <Flex justify="flex-end">
                    <Skeleton h="3.5" w="8" />
                  </Flex>
                </Table.Cell>
                <Table.Cell px={{ base: 2, md: 4 }}>
                  <Flex justify="center">
                    <Skeleton h="5" w="9" rounded="full" />
                  </Flex>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </SkeletonRegion>
  );
}
