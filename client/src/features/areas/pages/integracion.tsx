import { Box, Flex, Grid, Heading, Text } from '@chakra-ui/react';
import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useRouteQuery } from '../../../apollo/route-query';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { DATE_TIME_FORMAT, formatDate } from '../../../lib/format';
import { prefersReducedMotion } from '../../../lib/motion';
import { menuIntegracionesQuery } from '../api/queries';
import { EstadoBadge } from '../components/estado-badge';
import { ConexionBadge, TipoIcon } from '../components/integracion-parts';

/** Below lg the panel's menu and details stack (panel-principal.tsx). */
const STACKED = '(max-width: 63.99em)';

/** One project's integration, from the projects panel-principal loaded; unknown ones are not found. */
export function IntegracionPage() {
  const { t } = useTranslation();
  const params = useParams();
  const proyectos = useRouteQuery(menuIntegracionesQuery).data?.misProyectosCliente ?? [];
  const proyecto = proyectos.find((item) => item.slug === params.proyecto);
  const integracion = proyecto?.integraciones.find((item) => item.proveedor === params.proveedor);
  const box = useRef<HTMLDivElement>(null);
  const id = integracion?.id;
  // On a phone the menu stacks above the details: bring the chosen one into view.
  useEffect(() => {
    if (!id || !box.current || !window.matchMedia(STACKED).matches) return;
    const behavior = prefersReducedMotion() ? 'auto' : 'smooth';
    box.current.scrollIntoView({ behavior, block: 'start' });
  }, [id]);
  if (!proyecto || !integracion) return <Navigate to={paths.providerNotFound} replace />;

  const details: [string, ReactNode][] = [
    [t('panel.integration.client'), `${proyecto.cliente.razonSocial} (${proyecto.cliente.rut})`],
    [t('panel.integration.projectStatus'), <EstadoBadge key="estado" estado={proyecto.estado} />],
    [t('panel.integration.provider'), integracion.proveedor],
    [t('panel.integration.type'), t(`panel.tipo.${integracion.tipo}`)],
    [t('panel.integration.status'), <ConexionBadge key="conexion" activa={integracion.activa} />],
    [
      t('panel.integration.lastSync'),
      integracion.ultimaSincronizacion
        ? formatDate(integracion.ultimaSincronizacion, DATE_TIME_FORMAT)
        : t('panel.integration.neverSynced'),
    ],
  ];
  return (
    <Card.Root ref={box} variant="outline" bg="bg.panel" scrollMarginTop={20}>
      <Card.Header>
        <Flex gap={4} align="center">
          <TipoIcon tipo={integracion.tipo} boxSize={14} rounded="xl" />
          <Box minW={0}>
            <Text color="fg.muted" fontSize="sm">
              {proyecto.nombre}
            </Text>
            <Heading as="h2" size="xl">
              {integracion.nombre}
            </Heading>
          </Box>
        </Flex>
        <Text color="fg.muted" mt={3}>
          {t(`panel.tipoDescription.${integracion.tipo}`)}
        </Text>
      </Card.Header>
      <Card.Body>
        <Grid
          as="dl"
          templateColumns={{
            base: 'minmax(0, 1fr)',
            sm: 'minmax(9rem, max-content) minmax(0, 1fr)',
          }}
          columnGap={8}
          rowGap={{ base: 1, sm: 4 }}
          alignItems="center"
          borderTopWidth="1px"
          pt={5}
          fontSize="sm"
        >
          {details.map(([label, value]) => (
            <Fragment key={label}>
              <Text as="dt" color="fg.muted" mt={{ base: 2, sm: 0 }}>
                {label}
              </Text>
              <Box as="dd">{value}</Box>
            </Fragment>
          ))}
        </Grid>
      </Card.Body>
    </Card.Root>
  );
}
