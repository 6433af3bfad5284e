// Where a guide page sits: Help center › Guides › its category (› the guide).
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

export interface Crumb {
  label: string;
  /** None for the current page, the last crumb. */
  to?: string;
}

export function HelpBreadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useTranslation();
  return (
    <Breadcrumb.Root size="sm" mb={4} aria-label={t('help-center.breadcrumb')}>
      <Breadcrumb.List flexWrap="wrap">
        {crumbs.map((crumb, index) => (
          <BreadcrumbItem key={index} crumb={crumb} last={index === crumbs.length - 1} />
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}

function BreadcrumbItem({ crumb, last }: { crumb: Crumb; last: boolean }) {
  return (
    <>
      <Breadcrumb.Item minW={0}>
        {crumb.to ? (
          <Breadcrumb.Link asChild _hover={{ color: 'brand.fg' }}>
            <RouterLink to={crumb.to}>{crumb.label}</RouterLink>
          </Breadcrumb.Link>
        ) : (
          <Breadcrumb.CurrentLink truncate>{crumb.label}</Breadcrumb.CurrentLink>
        )}
      </Breadcrumb.Item>
      {!last && <Breadcrumb.Separator />}
    </>
  );
}
