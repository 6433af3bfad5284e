import { Badge, Box, Heading, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { graphql } from '../../../gql';

// A business operation: it goes to BUSINESS_GRAPHQL_URL when one is configured.
const MisProyectosClienteDocument = graphql(`
  query MisProyectosCliente {
    misProyectosCliente {
      id
      nombre
      slug
      estado
      integraciones {
        id
        nombre
        proveedor
        activa
      }
    }
  }
`);

/** The main panel: client projects and their integrations menu. */
export function PanelPrincipalPage() {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(MisProyectosClienteDocument);
  return (
    <Box>
      <Heading as="h1" size="2xl" mb={4}>
        {t('areas.panel-principal')}
      </Heading>
      {loading && !data && <Spinner />}
      {error && <Text color="fg.error">{error.message}</Text>}
      <Stack as="nav" aria-label="Integraciones" gap={4}>
        {data?.misProyectosCliente.map((proyecto) => (
          <Box key={proyecto.id} borderWidth="1px" borderRadius="md" p={4}>
            <Heading as="h2" size="md">
              {proyecto.nombre} <Badge>{proyecto.estado}</Badge>
            </Heading>
            <List.Root mt={2} ps={4}>
              {proyecto.integraciones.map((integracion) => (
                <List.Item key={integracion.id}>
                  <Link to={`/panel-principal/${proyecto.slug}/${integracion.proveedor}`}>
                    {integracion.nombre}
                  </Link>
                </List.Item>
              ))}
            </List.Root>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
