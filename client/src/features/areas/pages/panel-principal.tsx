// The main panel: the client projects as cards, each with its integrations menu (name,
// kind, connection, a way in), beside the integration chosen; until one is chosen the
// side says what to do and sums the projects up. Below lg the two stack.
import {
  Box,
  Flex,
  Grid,
  Heading,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import BriefcaseIcon from '@heroicons/react/24/outline/BriefcaseIcon';
import ChevronRightIcon from '@heroicons/react/24/outline/ChevronRightIcon';
import CursorArrowRaysIcon from '@heroicons/react/24/outline/CursorArrowRaysIcon';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { useRouteQuery } from '../../../apollo/route-query';
import { EmptyList } from '../../../components/page/empty-list';
import { LoadError } from '../../../components/page/load-error';
import { PageHeader } from '../../../components/page/page-header';
import { Card } from '../../../components/ui/card';
import { integracionPath } from '../../../config/paths';
import { DATE_INPUT_FORMAT, formatDate } from '../../../lib/format';
import type { Proyecto } from '../api/documents';
import { menuIntegracionesQuery } from '../api/queries';
import { EstadoBadge } from '../components/estado-badge';
import { FramedEmptyState } from '../components/framed-empty-state';
import { ConexionBadge, TipoIcon } from '../components/integracion-parts';

/** One integration in a project's menu: the whole tile leads to its page. */
function IntegracionTile({
  proyecto,
  integracion,
}: {
  proyecto: Proyecto;
  integracion: Proyecto['integraciones'][number];
}) {
  const { t } = useTranslation();
  return (
    <LinkBox
      as="li"
      display="flex"
      alignItems="center"
      gap={3}
      px={3}
      py={2.5}
      rounded="l2"
      borderWidth="1px"
      colorPalette="brand"
      transition="border-color 0.15s, background 0.15s"
      _hover={{ borderColor: 'colorPalette.muted', bg: 'bg.subtle' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
      css={{
        // The chosen one: outlined in the brand's colour, its name too.
        '&:has([aria-current=page])': {
          borderColor: 'colorPalette.solid',
          boxShadow: 'inset 0 0 0 1px {colors.colorPalette.solid}',
          '& a': { color: 'colorPalette.fg' },
        },
      }}
    >
      <TipoIcon tipo={integracion.tipo} />
      <Box flex={1} minW={0}>
        <LinkOverlay
          asChild
          fontWeight="semibold"
          fontSize="sm"
          _focusVisible={{ outline: 'none' }}
        >
          <NavLink to={integracionPath(proyecto.slug, integracion.proveedor)}>
            {integracion.nombre}
          </NavLink>
        </LinkOverlay>
        <Text fontSize="xs" color="fg.muted">
          {t(`panel.tipo.${integracion.tipo}`)}
        </Text>
      </Box>
      <ConexionBadge activa={integracion.activa} />
      <Box color="fg.subtle" aria-hidden>
        <ChevronRightIcon width={16} />
      </Box>
    </LinkBox>
  );
}

function ProyectoCard({ proyecto }: { proyecto: Proyecto }) {
  const { t } = useTranslation();
  return (
    <Card.Root variant="outline" bg="bg.panel" size="sm">
      <Card.Header gap={1}>
        <Flex justify="space-between" align="flex-start" gap={3}>
          <Heading as="h2" size="md">
            {proyecto.nombre}
          </Heading>
          <EstadoBadge estado={proyecto.estado} />
        </Flex>
        <Text fontSize="sm" color="fg.muted" lineClamp={1} title={proyecto.cliente.razonSocial}>
          {proyecto.cliente.razonSocial}
        </Text>
        <Flex fontSize="xs" color="fg.muted" gap={1.5} wrap="wrap">
          <Text>{proyecto.cliente.rut}</Text>
          <Text aria-hidden>·</Text>
          <Text>
            {t('panel.updated', { date: formatDate(proyecto.actualizadoEn, DATE_INPUT_FORMAT) })}
          </Text>
        </Flex>
      </Card.Header>
      <Card.Body pt={3}>
        <Stack as="ul" gap={2} listStyleType="none" ps={0}>
          {proyecto.integraciones.map((integracion) => (
            <IntegracionTile key={integracion.id} proyecto={proyecto} integracion={integracion} />
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function PanelPrincipalPage() {
  const { t } = useTranslation();
  const { data, error, refetch } = useRouteQuery(menuIntegracionesQuery);
  const proyectos = data?.misProyectosCliente ?? [];
  return (
    <Box>
      <PageHeader title={t('areas.panel-principal')} description={t('panel.subtitle')} />
      {error && proyectos.length === 0 ? (
        <LoadError error={error} onRetry={refetch} />
      ) : proyectos.length === 0 ? (
        <EmptyList
          icon={<BriefcaseIcon />}
          title={t('panel.noProjects')}
          description={t('panel.noProjectsHint')}
        />
      ) : (
        <Grid
          templateColumns={{
            base: 'minmax(0, 1fr)',
            lg: '380px minmax(0, 1fr)',
            xl: '420px minmax(0, 1fr)',
          }}
          gap={6}
          alignItems="start"
        >
          <Stack as="nav" aria-label={t('panel.integrations')} gap={4}>
            {proyectos.map((proyecto) => (
              <ProyectoCard key={proyecto.id} proyecto={proyecto} />
            ))}
          </Stack>
          <Box minW={0} position={{ lg: 'sticky' }} top={{ lg: 24 }}>
            <Outlet />
          </Box>
        </Grid>
      )}
    </Box>
  );
}

/** Beside the menu until an integration is chosen (on a phone the menu says enough). */
export function ChooseIntegracion() {
  const { t } = useTranslation();
  const proyectos = useRouteQuery(menuIntegracionesQuery).data?.misProyectosCliente ?? [];
  const integraciones = proyectos.flatMap((proyecto) => proyecto.integraciones);
  const figures = [
    [t('panel.summary.projects'), proyectos.length],
    [t('panel.summary.integrations'), integraciones.length],
    [t('panel.summary.enabled'), integraciones.filter((integracion) => integracion.activa).length],
  ] as const;
  return (
    <FramedEmptyState
      hideBelow="lg"
      icon={CursorArrowRaysIcon}
      title={t('panel.choose')}
      description={t('panel.chooseHint')}
      contentWidth="md"
    >
      <SimpleGrid as="dl" columns={3} gap={3} w="full" mt={2}>
        {figures.map(([label, value]) => (
          // The term first, as <dl> wants it; the figure shows above it.
          <Flex
            key={label}
            direction="column-reverse"
            bg="bg.subtle"
            rounded="l2"
            px={3}
            py={2.5}
            textAlign="center"
          >
            <Text as="dt" fontSize="xs" color="fg.muted">
              {label}
            </Text>
            <Text as="dd" fontSize="xl" fontWeight="bold">
              {value}
            </Text>
          </Flex>
        ))}
      </SimpleGrid>
    </FramedEmptyState>
  );
}
