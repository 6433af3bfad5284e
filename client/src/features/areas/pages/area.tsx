// The areas whose business screens are not specified yet (hectareas, colectivos, pagos)
// say what each is for and how the real endpoint will fill it, in a designed empty
// state; home and pagos show without the shell, on a page of their own in the brand's
// style; proveedor-no-encontrado explains that the integration does not exist.
import {
  Box,
  Button,
  Link as ChakraLink,
  Container,
  Flex,
  Heading,
  Stack,
  Text,
} from '@chakra-ui/react';
import { List } from '../../../components/ui/list';
import ArrowLeftIcon from '@heroicons/react/24/outline/ArrowLeftIcon';
import CircleStackIcon from '@heroicons/react/24/outline/CircleStackIcon';
import HomeIcon from '@heroicons/react/24/outline/HomeIcon';
import LinkSlashIcon from '@heroicons/react/24/outline/LinkSlashIcon';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { FramedEmptyState } from '../components/framed-empty-state';
import { Logo } from '../../../components/ui/logo';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { currentHost } from '../../../config/env';
import { paths } from '../../../config/paths';
import { canEnter } from '../../../lib/host-rules';
import { useSession } from '../../../lib/session';
import { WayOn } from '../components/way-on';
import { AREA_ICONS, AppCards, AreaCards, enterableAreas } from '../components/ways-in';

export type AreaPageName =
  | 'administracion'
  | 'hectareas'
  | 'colectivos'
  | 'pagos'
  | 'proveedor-no-encontrado'
  | 'ajustes'
  | 'home';

/** The areas in the shell that wait for the business endpoint. */
type WaitingArea = 'hectareas' | 'colectivos';

/** What the area will show, and how the real endpoint fills it. */
function AreaIntro({ area }: { area: WaitingArea }) {
  const { t } = useTranslation();
  const Icon = AREA_ICONS[area];
  return (
    <Stack gap={6}>
      <FramedEmptyState
        icon={Icon}
        title={t(`areas.intro.${area}.empty`)}
        description={t(`areas.intro.${area}.purpose`)}
      />
      <Card.Root variant="outline" bg="bg.panel" size="sm">
        <Card.Body>
          <Flex gap={4} align="flex-start">
            <Flex
              boxSize={10}
              flexShrink={0}
              align="center"
              justify="center"
              rounded="lg"
              bg="bg.muted"
              color="fg.muted"
            >
              <CircleStackIcon width={20} aria-hidden />
            </Flex>
            <Box>
              <Heading as="h2" size="sm">
                {t('areas.intro.howTitle')}
              </Heading>
              <Text fontSize="sm" color="fg.muted" mt={1}>
                {t(`areas.intro.${area}.endpoint`)}
              </Text>
              {/* Steps in order, numbered (the list's default draws no markers). */}
              <List.Root
                as="ol"
                listStyleType="decimal"
                fontSize="sm"
                color="fg.muted"
                mt={2}
                ps={5}
                gap={1}
              >
                <List.Item>{t('areas.intro.stepConfigure')}</List.Item>
                <List.Item>{t('areas.intro.stepSession')}</List.Item>
                <List.Item>{t('areas.intro.stepShow')}</List.Item>
              </List.Root>
            </Box>
          </Flex>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

/** hectareas and colectivos, inside the shell (its layout names the tab). */
export function AreaPage({ area }: { area: AreaPageName }) {
  const { t } = useTranslation();
  if (area !== 'hectareas' && area !== 'colectivos') return null;
  const others = enterableAreas(area).length > 0;
  return (
    <Stack gap={8}>
      <Box>
        <Heading as="h1" size="2xl">
          {t(`areas.${area}`)}
        </Heading>
        <Text color="fg.muted" mt={1}>
          {t(`areas.intro.${area}.lead`)}
        </Text>
      </Box>
      <AreaIntro area={area} />
      {others && (
        <Box as="section" aria-labelledby="area-others">
          <Heading as="h2" size="md" mb={3} id="area-others">
            {t('areas.overview.areasTitle')}
          </Heading>
          <AreaCards except={area} />
        </Box>
      )}
      <Box as="section" aria-labelledby="area-apps">
        <Heading as="h2" size="md" mb={3} id="area-apps">
          {t('areas.overview.appsTitle')}
        </Heading>
        <AppCards />
      </Box>
    </Stack>
  );
}

/** The frame of a page without the shell: the logo, a card on the brand's backdrop. */
function StandaloneFrame({ children }: { children: ReactNode }) {
  return (
    <Flex
      minH="100dvh"
      direction="column"
      bg="bg.subtle"
      backgroundImage={[
        'radial-gradient(circle at 90% 0%, {colors.brand.500/18}, transparent 40%)',
        'radial-gradient(circle at 0% 100%, {colors.brand.400/14}, transparent 45%)',
      ].join(', ')}
    >
      <Container maxW="5xl" py={6} px={{ base: 4, md: 8 }}>
        <ChakraLink asChild display="inline-flex" rounded="md">
          <Link to={paths.root}>
            <Logo size={36} />
          </Link>
        </ChakraLink>
      </Container>
      <Container maxW="3xl" flex={1} px={{ base: 4, md: 8 }} pb={{ base: 10, md: 16 }}>
        {children}
      </Container>
    </Flex>
  );
}

/** An area page in the empty layout (home, pagos): its own frame and a way on. */
export function StandaloneAreaPage({ area }: { area: 'home' | 'pagos' }) {
  const { t } = useTranslation();
  const signedIn = useSession().state.status === 'signed-in';
  useDocumentTitle(t(`areas.${area}`));
  return (
    <StandaloneFrame>
      <Box
        bg="bg.panel"
        borderWidth="1px"
        rounded="2xl"
        boxShadow="sm"
        px={{ base: 5, md: 10 }}
        py={{ base: 8, md: 10 }}
      >
        <Flex
          boxSize={14}
          align="center"
          justify="center"
          rounded="2xl"
          bgGradient="to-br"
          gradientFrom="brand.500"
          gradientTo="brand.700"
          color="white"
          mb={6}
        >
          {area === 'pagos' ? (
            <AREA_ICONS.pagos width={28} aria-hidden />
          ) : (
            <HomeIcon width={28} aria-hidden />
          )}
        </Flex>
        <Heading as="h1" size="3xl" letterSpacing="tight">
          {t(`areas.${area}`)}
        </Heading>
        {area === 'pagos' ? (
          <>
            <Text color="fg.muted" fontSize="lg" mt={2}>
              {t('areas.intro.pagos.lead')}
            </Text>
            <Text color="fg.muted" mt={4}>
              {t('areas.intro.pagos.purpose')}
            </Text>
            <Box mt={4} p={4} rounded="lg" bg="bg.muted" fontSize="sm">
              <Text fontWeight="semibold">{t('areas.intro.howTitle')}</Text>
              <Text color="fg.muted" mt={1}>
                {t('areas.intro.pagos.endpoint')}
              </Text>
            </Box>
          </>
        ) : (
          <>
            <Text color="fg.muted" fontSize="lg" mt={2}>
              {t('areas.standalone.home.lead')}
            </Text>
            <Text color="fg.muted" mt={4}>
              {signedIn ? t('areas.standalone.home.bodySignedIn') : t('areas.standalone.home.body')}
            </Text>
          </>
        )}
        <WayOn />
      </Box>
      <Text color="fg.muted" fontSize="sm" textAlign="center" mt={6}>
        {t('areas.standalone.footer')}
      </Text>
    </StandaloneFrame>
  );
}

/** An integration that does not exist: what happened and the way back to panel-principal. */
export function ProviderNotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('areas.proveedor-no-encontrado'));
  const panel = canEnter('panel-principal', currentHost());
  return (
    <EmptyState.Root size="lg" bg="bg.panel" borderWidth="1px" borderRadius="l3" py={16}>
      <EmptyState.Content maxW="lg" mx="auto">
        <EmptyState.Indicator>
          <Flex
            boxSize={16}
            align="center"
            justify="center"
            rounded="2xl"
            bg="orange.subtle"
            color="orange.fg"
          >
            <LinkSlashIcon width={32} aria-hidden />
          </Flex>
        </EmptyState.Indicator>
        <Stack textAlign="center" gap={2}>
          <Heading as="h1" size="2xl">
            {t('areas.proveedor-no-encontrado')}
          </Heading>
          <Text color="fg.muted">{t('areas.providerNotFound.body')}</Text>
          <Text color="fg.muted" fontSize="sm">
            {t('areas.providerNotFound.hint')}
          </Text>
        </Stack>
        <Button asChild colorPalette="brand" mt={2}>
          <Link to={panel ? paths.area('panel-principal') : paths.root}>
            <ArrowLeftIcon aria-hidden />
            {panel ? t('areas.providerNotFound.back') : t('areas.providerNotFound.home')}
          </Link>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
