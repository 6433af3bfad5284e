// The inventory: the product table, its search, sort and paging kept in the address,
// and the open product's form over it (the child route, at the product's own address).
import { Box, Button, Flex } from '@chakra-ui/react';
import CubeIcon from '@heroicons/react/24/outline/CubeIcon';
import PlusIcon from '@heroicons/react/24/outline/PlusIcon';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useRouteQuery } from '../../../apollo/route-query';
import { EmptyList } from '../../../components/page/empty-list';
import { LoadError } from '../../../components/page/load-error';
import { NoMatch } from '../../../components/page/no-match';
import { PageHeader } from '../../../components/page/page-header';
import { SearchParamInput } from '../../../components/page/search-param-input';
import { useToasts } from '../../../components/page/toasts';
import { Skeleton } from '../../../components/ui/skeleton';
import { productsQuery } from '../api/queries';
import { useCreateProduct } from '../api/use-create-product';
import { PaginationBar } from '../components/pagination-bar';
import { ProductTable } from '../components/product-table';
import { ProductTableSkeleton } from '../components/product-table-skeleton';
import { SortSelect } from '../components/sort-select';
import {
  listVariables,
  productLink,
  readListState,
  withListState,
  type ListState,
  type SortField,
  type SortOrder,
} from '../url-state';

/** A new search starts at the first page. */
const RESETS_PAGE = ['page'] as const;

/** Changes the table's selection in the address (a new history entry: back undoes it). */
function useListNavigation() {
  const [params, setParams] = useSearchParams();
  return (changes: Partial<ListState>) => setParams(withListState(params, changes));
}

export function InventoryPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const state = readListState(params);
  const change = useListNavigation();
  const onSort = (sort: SortField, order: SortOrder) => change({ sort, order, page: 1 });

  return (
    <Box maxW="7xl" mx="auto">
      <PageHeader
        title={t('inventory.title')}
        description={
          <Suspense fallback={<Skeleton as="span" display="inline-block" h="3" w="24" />}>
            <ProductCount />
          </Suspense>
        }
        actions={
          <>
            <SearchParamInput label={t('inventory.search')} resets={RESETS_PAGE} />
            <AddProductButton state={state} />
          </>
        }
      />
      <Flex hideFrom="md" mb={3}>
        <SortSelect sort={state.sort} order={state.order} onSort={onSort} />
      </Flex>
      <Suspense fallback={<ProductTableSkeleton rows={state.size} />}>
        <ProductList state={state} onSort={onSort} />
      </Suspense>
      <Outlet />
    </Box>
  );
}

function ProductCount() {
  const { t } = useTranslation();
  const { data } = useRouteQuery(productsQuery);
  const length = data?.inventoryProducts.pagination.length;
  if (length == null) return null;
  return <>{t('inventory.count', { count: length })}</>;
}

function AddProductButton({ state }: { state: ListState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const create = useCreateProduct(listVariables(state));
  const toasts = useToasts();
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    try {
      const product = await create();
      await navigate(productLink(product.id, search));
    } catch (error) {
      toasts.failed(t('inventory.createFailed'), error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" colorPalette="brand" loading={busy} onClick={() => void add()}>
      <PlusIcon />
      {t('inventory.add')}
    </Button>
  );
}

function ProductList({
  state,
  onSort,
}: {
  state: ListState;
  onSort: (field: SortField, order: SortOrder) => void;
}) {
  const { t } = useTranslation();
  const { data, error, refetch, stale } = useRouteQuery(productsQuery);
  const change = useListNavigation();

  const page = data?.inventoryProducts;
  if (!page) {
    return <LoadError error={error ?? new Error(t('inventory.loadFailed'))} onRetry={refetch} />;
  }
  const { products, pagination } = page;

  if (!products) {
    // Past the last page (a shared link, rows deleted since): the way back.
    return (
      <EmptyList
        icon={<CubeIcon />}
        title={t('inventory.pastLastPage.title', { page: state.page })}
        description={t('inventory.pastLastPage.description', { lastPage: pagination.lastPage })}
        action={
          <Button size="sm" variant="outline" onClick={() => change({ page: pagination.lastPage })}>
            {t('inventory.pastLastPage.action', { lastPage: pagination.lastPage })}
          </Button>
        }
      />
    );
  }

  if (products.length === 0) {
    return state.search ? (
      <NoMatch
        title={t('inventory.noMatches.title', { search: state.search })}
        description={t('inventory.noMatches.description')}
        resets={RESETS_PAGE}
      />
    ) : (
      <EmptyList
        icon={<CubeIcon />}
        title={t('inventory.empty.title')}
        description={t('inventory.empty.description')}
        action={<AddProductButton state={state} />}
      />
    );
  }

  return (
    <Box aria-busy={stale} opacity={stale ? 0.6 : 1} transition="opacity 0.15s">
      <ProductTable products={products} state={state} onSort={onSort} />
      <PaginationBar
        page={state.page}
        lastPage={pagination.lastPage}
        size={state.size}
        length={pagination.length ?? 0}
        startIndex={pagination.startIndex ?? 0}
        endIndex={pagination.endIndex ?? 0}
        onPage={(next) => change({ page: next })}
        onSize={(size) => change({ size, page: 1 })}
      />
    </Box>
  );
}
