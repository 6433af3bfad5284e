import { Box, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { integracionPath } from '../../../config/paths';
import { DATE_INPUT_FORMAT, formatDate } from '../../../lib/format';
import { useProyectos } from '../api/menu-integraciones';
import { EstadoBadge } from '../components/estado-badge';

/** The main panel: the client projects with their integrations menu, beside the one chosen. */
export function PanelPrincipalPage() {
  const { t } = useTranslation();
  const proyectos = useProyectos();
  return (
    <Box>
      <Heading as="h1" size="2xl" mb={6}>
        {t('areas.panel-principal')}
      </Heading>
      <Flex direction={{ base: 'column', lg: 'row' }} gap={6} align="flex-start">
        <Stack
          as="nav"
          aria-label={t('panel.integrations')}
          gap={4}
          w={{ base: 'full', lg: '360px' }}
          flexShrink={0}
        >
          {proyectos.length === 0 && <Text color="fg.muted">{t('panel.noProjects')}</Text>}
          {proyectos.map((proyecto) => (
            <Box key={proyecto.id} borderWidth="1px" borderRadius="md" p={4}>
              <Flex justify="space-between" align="center" gap={2}>
                <Heading as="h2" size="md">
                  {proyecto.nombre}
                </Heading>
                <EstadoBadge estado={proyecto.estado} />
              </Flex>
              <Text color="fg.muted" fontSize="sm" mt={1}>
                {proyecto.cliente.razonSocial} ·{' '}
                {t('panel.updated', {
                  date: formatDate(proyecto.actualizadoEn, DATE_INPUT_FORMAT),
                })}
              </Text>
              <Stack as="ul" gap={1} mt={3} ps={0} listStyleType="none">
                {proyecto.integraciones.map((integracion) => (
                  <li key={integracion.id}>
                    <Link asChild colorPalette="brand" _currentPage={{ fontWeight: 'semibold' }}>
                      <NavLink to={integracionPath(proyecto.slug, integracion.proveedor)}>
                        {integracion.nombre}
                      </NavLink>
                    </Link>
                  </li>
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
        <Box flex={1} minW={0} w="full">
          <Outlet />
        </Box>
      </Flex>
    </Box>
  );
}

/** Under the menu's side until an integration is chosen. */
export function ChooseIntegracion() {
  const { t } = useTranslation();
  return <Text color="fg.muted">{t('panel.choose')}</Text>;
}
