import { Box, DataList, Heading, Text } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { DATE_TIME_FORMAT, formatDate } from '../../../lib/format';
import { useProyectos } from '../api/menu-integraciones';
import { EstadoBadge } from '../components/estado-badge';

/** Below lg the panel's menu and details stack (panel-principal.tsx). */
const STACKED = '(max-width: 63.99em)';

/** One project's integration, from the projects panel-principal loaded; unknown ones are not found. */
export function IntegracionPage() {
  const { t } = useTranslation();
  const params = useParams();
  const proyecto = useProyectos().find((item) => item.slug === params.proyecto);
  const integracion = proyecto?.integraciones.find((item) => item.proveedor === params.proveedor);
  const box = useRef<HTMLDivElement>(null);
  const id = integracion?.id;
  // On a phone the menu stacks above the details: bring the chosen one into view.
  useEffect(() => {
    if (!id || !box.current || !window.matchMedia(STACKED).matches) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    box.current.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  }, [id]);
  if (!proyecto || !integracion) return <Navigate to={paths.providerNotFound} replace />;

  const details: [string, ReactNode][] = [
    [t('panel.integration.client'), `${proyecto.cliente.razonSocial} (${proyecto.cliente.rut})`],
    [t('panel.integration.projectStatus'), <EstadoBadge key="estado" estado={proyecto.estado} />],
    [t('panel.integration.provider'), integracion.proveedor],
    [t('panel.integration.type'), t(`panel.tipo.${integracion.tipo}`)],
    [
      t('panel.integration.status'),
      integracion.activa ? t('panel.integration.enabled') : t('panel.integration.disabled'),
    ],
    [
      t('panel.integration.lastSync'),
      integracion.ultimaSincronizacion
        ? formatDate(integracion.ultimaSincronizacion, DATE_TIME_FORMAT)
        : t('panel.integration.neverSynced'),
    ],
  ];
  return (
    <Box ref={box} borderWidth="1px" borderRadius="md" p={6} scrollMarginTop={20}>
      <Text color="fg.muted" fontSize="sm">
        {proyecto.nombre}
      </Text>
      <Heading as="h2" size="xl">
        {integracion.nombre}
      </Heading>
      <DataList.Root orientation="horizontal" mt={4}>
        {details.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Box>
  );
}
