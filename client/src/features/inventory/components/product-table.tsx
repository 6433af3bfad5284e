// The product table: thumbnail, name, SKU, price, stock and active, sorted by clicking a
// column. A row opens the product's form (by mouse anywhere on the row, by keyboard
// through the name's link); the active switch saves at once.
import { Box, Flex, Link, Stack } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { Switch } from '../../../components/ui/switch';
import { Table } from '../../../components/ui/table';
import type { InventoryProductRowFragment } from '../../../gql/graphql';
import { formatMoney, formatNumber } from '../../../lib/format';
import { SortHeader } from '../../../components/page/sort-header';
import type { SortState } from '../../../lib/url-state';
import { useToasts } from '../../../components/page/toasts';
import { useSetProductActive } from '../api/use-set-product-active';
import { productLink, type ListState, type SortField, type SortOrder } from '../url-state';
import { ProductThumbnail } from './product-thumbnail';
import { StockLevel } from './stock-level';

interface ProductTableProps {
  products: readonly InventoryProductRowFragment[];
  state: ListState;
  onSort: (field: SortField, order: SortOrder) => void;
}

export function ProductTable({ products, state, onSort }: ProductTableProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { id: openId } = useParams();
  const sortProps = {
    sort: { field: state.sort, order: state.order },
    onSort: ({ field, order }: SortState<SortField>) => onSort(field, order),
  };

  return (
    <Table.ScrollArea borderWidth="1px" rounded="l3" bg="bg.panel">
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader w={{ base: '12', md: '14' }} ps={{ base: 3, md: 4 }} pe={0}>
              <Box srOnly>{t('inventory.columns.image')}</Box>
            </Table.ColumnHeader>
            <SortHeader field="name" {...sortProps}>
              {t('inventory.columns.name')}
            </SortHeader>
            <SortHeader field="sku" {...sortProps} hideBelow="md" width="40">
              {t('inventory.columns.sku')}
            </SortHeader>
            <SortHeader field="price" {...sortProps} align="end" width={{ md: '32' }}>
              {t('inventory.columns.price')}
            </SortHeader>
            <SortHeader field="stock" {...sortProps} align="end" hideBelow="sm" width="36">
              {t('inventory.columns.stock')}
            </SortHeader>
            <SortHeader field="active" {...sortProps} align="center" width={{ md: '24' }}>
              {t('inventory.columns.active')}
            </SortHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {products.map((product) => {
            const to = productLink(product.id, search);
            const open = (event: MouseEvent) => {
              // The link and the switch handle their own clicks; a selection is not a click.
              if ((event.target as HTMLElement).closest('a, button, label, input')) return;
              if (window.getSelection()?.toString()) return;
              void navigate(to);
            };
            return (
              <Table.Row
                key={product.id}
                onClick={open}
                cursor="pointer"
                data-selected={product.id === openId ? '' : undefined}
                _selected={{ bg: 'bg.muted', boxShadow: 'inset 3px 0 0 {colors.brand.solid}' }}
              >
                <Table.Cell ps={{ base: 3, md: 4 }} pe={0} py={2}>
                  <ProductThumbnail src={product.thumbnail} />
                </Table.Cell>
                <Table.Cell px={{ base: 2, md: 4 }} maxW="0" w="full">
                  <Stack gap={0} minW={0}>
                    <Link
                      asChild
                      fontWeight="medium"
                      color="fg"
                      lineClamp={{ base: 2, md: 1 }}
                      display="block"
                      _hover={{ color: 'brand.fg', textDecoration: 'none' }}
                    >
                      <RouterLink to={to}>{product.name || t('inventory.untitled')}</RouterLink>
                    </Link>
                    {/* The hidden columns' values, under the name on narrow screens. */}
                    <Flex
                      hideFrom="md"
                      wrap="wrap"
                      columnGap={2}
                      fontSize="xs"
                      color="fg.muted"
                      whiteSpace="nowrap"
                    >
                      <span>{product.sku || t('inventory.noSku')}</span>
                      <Box
                        as="span"
                        hideFrom="sm"
                        color={product.stock === 0 ? 'fg.error' : undefined}
                      >
                        {product.stock === 0
                          ? t('inventory.stockOut')
                          : t('inventory.inStock', {
                              count: product.stock,
                              units: formatNumber(product.stock, i18n.language),
                            })}
                      </Box>
                    </Flex>
                  </Stack>
                </Table.Cell>
                <Table.Cell px={4} hideBelow="md" color="fg.muted" fontFamily="mono" fontSize="xs">
                  {product.sku || '—'}
                </Table.Cell>
                <Table.Cell
                  px={{ base: 2, md: 4 }}
                  textAlign="end"
                  fontVariantNumeric="tabular-nums"
                >
                  {formatMoney(product.price)}
                </Table.Cell>
                <Table.Cell px={4} hideBelow="sm">
                  <StockLevel stock={product.stock} />
                </Table.Cell>
                <Table.Cell px={{ base: 2, md: 4 }} textAlign="center">
                  <ActiveSwitch product={product} />
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** Flips at once; the server's refusal flips it back and says so. */
function ActiveSwitch({ product }: { product: InventoryProductRowFragment }) {
  const { t } = useTranslation();
  const setActive = useSetProductActive();
  const toasts = useToasts();
  const name = product.name || t('inventory.untitled');
  const change = async (active: boolean) => {
    try {
      await setActive(product.id, active);
    } catch (error) {
      toasts.failed(t('inventory.activeFailed', { name }), error);
    }
  };
  return (
    <Switch.Root
      size="sm"
      colorPalette="brand"
      checked={product.active}
      onCheckedChange={(details) => void change(details.checked)}
    >
      <Switch.HiddenInput aria-label={t('inventory.activeLabel', { name })} />
      <Switch.Control />
    </Switch.Root>
  );
}
