import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useSession } from '../../../lib/session';
import { WayOn } from '../components/way-on';

export type AreaPageName =
  | 'administracion'
  | 'hectareas'
  | 'colectivos'
  | 'pagos'
  | 'proveedor-no-encontrado'
  | 'ajustes'
  | 'home';

/**
 * The pages whose tab the layout does not name, so they name it themselves: home and
 * pagos show without the shell, and the navigation has no entry for
 * proveedor-no-encontrado. The layout names the others after their navigation entry.
 */
const NAMES_ITS_OWN_TAB: ReadonlySet<AreaPageName> = new Set([
  'home',
  'pagos',
  'proveedor-no-encontrado',
]);

/** An area's start page; the areas' own screens are not specified yet. */
export function AreaPage({ area }: { area: AreaPageName }) {
  const { t } = useTranslation();
  const { state } = useSession();
  useDocumentTitle(NAMES_ITS_OWN_TAB.has(area) ? t(`areas.${area}`) : null);
  return (
    <Box>
      <Heading as="h1" size="2xl">
        {t(`areas.${area}`)}
      </Heading>
      {state.user && (
        <Text color="fg.muted" mt={2}>
          {t('areas.welcome', { name: state.user.name })}
        </Text>
      )}
    </Box>
  );
}

/** An area page in the empty layout (home, pagos): no shell around it, so its own room and a way on. */
export function StandaloneAreaPage({ area }: { area: AreaPageName }) {
  return (
    <Container maxW="3xl" py={{ base: 10, md: 16 }} px={6}>
      <AreaPage area={area} />
      <WayOn />
    </Container>
  );
}
