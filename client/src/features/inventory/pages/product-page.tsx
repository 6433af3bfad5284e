// One product at its own address (/apps/ecommerce/inventory/:id), its form in a drawer
// over the table (the whole screen on phones). Closing it (Escape, Cancel, the close
// button, a click beside it) returns to the table with its search, sort and page.
import { Button, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import CubeIcon from '@heroicons/react/24/outline/CubeIcon';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useRouteQuery } from '../../../apollo/route-query';
import { EmptyList } from '../../../components/page/empty-list';
import { LoadError } from '../../../components/page/load-error';
import { productQuery } from '../api/queries';
import { ProductForm } from '../components/product-form';
import { ProductFormSkeleton } from '../components/product-form-skeleton';
import { listLink } from '../url-state';

export function ProductPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const close = () => void navigate(listLink(search));

  return (
    <Drawer.Root
      open
      onOpenChange={(details) => !details.open && close()}
      placement="end"
      size={{ base: 'full', md: 'lg' }}
      // The name, where editing starts (a new product has none yet); the close button
      // while the product loads.
      initialFocusEl={() => document.querySelector<HTMLElement>('[data-initial-focus]')}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Suspense fallback={<ProductFormSkeleton />}>
              <ProductPanel onClose={close} />
            </Suspense>
            <Drawer.CloseTrigger asChild top={3} insetEnd={3}>
              <CloseButton size="sm" aria-label={t('inventory.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function ProductPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useRouteQuery(productQuery);

  if (error && !data?.inventoryProduct) {
    return (
      <Message title={t('inventory.productLoadFailed')}>
        <LoadError error={error} onRetry={refetch} />
      </Message>
    );
  }
  const product = data?.inventoryProduct;
  if (!product || !data) {
    return (
      <Message title={t('inventory.notFound.title')}>
        <EmptyList
          icon={<CubeIcon />}
          title={t('inventory.notFound.title')}
          description={t('inventory.notFound.description')}
          action={
            <Button size="sm" variant="outline" onClick={onClose}>
              {t('inventory.notFound.action')}
            </Button>
          }
        />
      </Message>
    );
  }
  return <ProductForm key={product.id} product={product} lookups={data} onClose={onClose} />;
}

function Message({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <>
      <Drawer.Header borderBottomWidth="1px">
        <Drawer.Title>{title}</Drawer.Title>
      </Drawer.Header>
      <Drawer.Body py={6}>{children}</Drawer.Body>
    </>
  );
}
