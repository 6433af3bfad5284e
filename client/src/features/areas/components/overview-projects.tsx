// The administracion overview's client projects: a table of each project's client, status,
// connected integrations and last update, with the way into panel-principal when this host
// may open it. The projects load beside the page, behind a skeleton; a failed load shows
// in the section, with a retry.
import { Box, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteQuery } from '../../../apollo/route-query';
import { LoadError } from '../../../components/page/load-error';
import { Card } from '../../../components/ui/card';
import { Table } from '../../../components/ui/table';
import { currentHost } from '../../../config/env';
import { paths } from '../../../config/paths';
import { DATE_INPUT_FORMAT, formatDate } from '../../../lib/format';
import { canEnter } from '../../../lib/host-rules';
import { proyectosQuery } from '../api/queries';
import { EstadoBadge } from './estado-badge';
import { ListSkeleton, SectionLink, SectionTitle } from './overview-section';

function ProjectsTable() {
  const { t } = useTranslation();
  const { data, error, refetch } = useRouteQuery(proyectosQuery);
  if (!data?.misProyectosCliente) {
    return <LoadError error={error ?? new Error(t('page.loadFailed'))} onRetry={refetch} />;
  }
  const proyectos = data.misProyectosCliente;
  if (proyectos.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted" py={6} textAlign="center">
        {t('panel.noProjects')}
      </Text>
    );
  }
  return (
    // Focusable, so the keyboard can scroll it on a narrow screen.
    <Table.ScrollArea
      tabIndex={0}
      aria-label={t('areas.overview.projects.title')}
      _focusVisible={{
        outline: '2px solid',
        outlineColor: 'brand.focusRing',
        outlineOffset: '-2px',
      }}
    >
      <Table.Root size="sm" aria-label={t('areas.overview.projects.title')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('areas.overview.projects.name')}</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow="lg">
              {t('areas.overview.projects.client')}
            </Table.ColumnHeader>
            <Table.ColumnHeader>{t('areas.overview.projects.status')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" hideBelow="sm">
              {t('areas.overview.projects.integrations')}
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" hideBelow="lg">
              {t('areas.overview.projects.updated')}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {proyectos.map((proyecto) => (
            <Table.Row key={proyecto.id}>
              <Table.Cell>
                <Text fontWeight="medium">{proyecto.nombre}</Text>
                <Text fontSize="xs" color="fg.muted" hideFrom="lg" lineClamp={2}>
                  {proyecto.cliente.razonSocial}
                </Text>
              </Table.Cell>
              <Table.Cell hideBelow="lg">
                <Text lineClamp={2} title={proyecto.cliente.razonSocial}>
                  {proyecto.cliente.razonSocial}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {proyecto.cliente.rut}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <EstadoBadge estado={proyecto.estado} />
              </Table.Cell>
              <Table.Cell textAlign="end" hideBelow="sm" whiteSpace="nowrap">
                {proyecto.integraciones.filter((integracion) => integracion.activa).length} /{' '}
                {proyecto.integraciones.length}
              </Table.Cell>
              <Table.Cell textAlign="end" hideBelow="lg" color="fg.muted" whiteSpace="nowrap">
                {formatDate(proyecto.actualizadoEn, DATE_INPUT_FORMAT)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

export function OverviewProjects() {
  const { t } = useTranslation();
  const panelOpen = canEnter('panel-principal', currentHost());
  return (
    <Box as="section" aria-labelledby="overview-projects">
      <SectionTitle
        action={
          panelOpen && (
            <SectionLink to={paths.area('panel-principal')}>
              {t('areas.overview.projects.open')}
            </SectionLink>
          )
        }
      >
        <span id="overview-projects">{t('areas.overview.projects.title')}</span>
      </SectionTitle>
      <Card.Root variant="outline" bg="bg.panel" overflow="hidden">
        <Suspense
          fallback={
            <Box p={4}>
              <ListSkeleton rows={5} label={t('areas.overview.projects.loading')} />
            </Box>
          }
        >
          <ProjectsTable />
        </Suspense>
      </Card.Root>
    </Box>
  );
}
