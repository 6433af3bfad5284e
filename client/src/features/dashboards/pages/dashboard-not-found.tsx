// /dashboards/<a name we do not have>: says so inside the shell and links the four.
import { Box, Button, Flex } from '@chakra-ui/react';
import ChartPieIcon from '@heroicons/react/24/outline/ChartPieIcon';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyList } from '../../../components/page/empty-list';
import { PageHeader } from '../../../components/page/page-header';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { dashboardPath } from '../../../config/paths';
import { DASHBOARDS } from '../route-ids';

export function DashboardNotFound() {
  const { t } = useTranslation();
  const { dashboard = '' } = useParams();
  useDocumentTitle(t('dashboards.notFound.title'));
  return (
    <Box maxW="3xl" mx="auto">
      <PageHeader title={t('dashboards.notFound.title')} />
      <EmptyList
        icon={<ChartPieIcon />}
        title={t('dashboards.notFound.heading', { name: dashboard })}
        description={t('dashboards.notFound.description')}
        action={
          <Flex gap={2} wrap="wrap" justify="center">
            {DASHBOARDS.map((name) => (
              <Button key={name} asChild size="sm" variant="outline">
                <Link to={dashboardPath(name)}>{t(`dashboards.${name}.title`)}</Link>
              </Button>
            ))}
          </Flex>
        }
      />
    </Box>
  );
}
