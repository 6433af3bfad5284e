// The administracion area's overview, for the person who lands there: a greeting, the
// unread messages and notifications (live: the panels' changes show here at once), the
// latest activities, the client projects with their status, and ways into the other
// areas and the apps. Projects and activities load beside the page, behind skeletons.
import {
  Avatar,
  Badge,
  Box,
  Button,
  Circle,
  Flex,
  Grid,
  Heading,
  Link as ChakraLink,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import ArrowRightIcon from '@heroicons/react/24/outline/ArrowRightIcon';
import BellIcon from '@heroicons/react/24/outline/BellIcon';
import BriefcaseIcon from '@heroicons/react/24/outline/BriefcaseIcon';
import EnvelopeIcon from '@heroicons/react/24/outline/EnvelopeIcon';
import LinkIcon from '@heroicons/react/24/outline/LinkIcon';
import UserIcon from '@heroicons/react/24/solid/UserIcon';
import { Suspense, use, type ComponentType, type ReactNode, type SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteQuery } from '../../../apollo/query-loader';
import { LoadError } from '../../../components/page/load-error';
import { Card } from '../../../components/ui/card';
import { iconSetsLoaded, NamedIcon } from '../../../components/ui/named-icon';
import { SanitizedHtml } from '../../../components/ui/sanitized-html';
import { Skeleton, SkeletonCircle } from '../../../components/ui/skeleton';
import { Table } from '../../../components/ui/table';
import { currentHost } from '../../../config/env';
import { paths } from '../../../config/paths';
import type {
  AdministracionActividadesQuery,
  AdministracionActividadesQueryVariables,
  MisProyectosClienteQuery,
  MisProyectosClienteQueryVariables,
} from '../../../gql/graphql';
import { DATE_INPUT_FORMAT, FEED_TIME_FORMAT, formatDate } from '../../../lib/format';
import { canEnter } from '../../../lib/host-rules';
import { safeLink } from '../../../lib/links';
import { useSession } from '../../../lib/session';
import { useFeeds } from '../api/administracion';
import { EstadoBadge } from '../components/estado-badge';
import { DataLink } from '../components/data-link';
import { AppCards, AreaCards, enterableAreas } from '../components/ways-in';
import { ADMINISTRACION_ACTIVIDADES_ROUTE, ADMINISTRACION_PROYECTOS_ROUTE } from '../route-ids';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;
const SHOWN_FEED_ITEMS = 4;
const SHOWN_ACTIVITIES = 5;

function useProyectosQuery() {
  return useRouteQuery<MisProyectosClienteQuery, MisProyectosClienteQueryVariables>(
    ADMINISTRACION_PROYECTOS_ROUTE,
  );
}

function useActividadesQuery() {
  return useRouteQuery<AdministracionActividadesQuery, AdministracionActividadesQueryVariables>(
    ADMINISTRACION_ACTIVIDADES_ROUTE,
  );
}

/** Morning until noon, afternoon until 19:00, evening after, in Santiago's time. */
function greetingKey(now: Date) {
  const hour = Number(formatDate(now, 'H'));
  if (hour >= 5 && hour < 12) return 'morning' as const;
  if (hour >= 12 && hour < 19) return 'afternoon' as const;
  return 'evening' as const;
}

function SectionTitle({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Flex align="center" justify="space-between" gap={3} mb={3}>
      <Heading as="h2" size="md">
        {children}
      </Heading>
      {action}
    </Flex>
  );
}

function StatCard({
  icon: Icon,
  label,
  value,
  hint,
  palette = 'brand',
}: {
  icon: Icon;
  label: string;
  value: ReactNode;
  hint: string;
  palette?: string;
}) {
  return (
    <Card.Root size="sm" variant="outline" bg="bg.panel" as="section" aria-label={label}>
      <Card.Body>
        <Flex
          align={{ base: 'flex-start', md: 'center' }}
          direction={{ base: 'column', md: 'row' }}
          gap={{ base: 2, md: 4 }}
        >
          <Flex
            boxSize={{ base: 10, md: 12 }}
            flexShrink={0}
            align="center"
            justify="center"
            rounded="xl"
            colorPalette={palette}
            bg="colorPalette.subtle"
            color="colorPalette.fg"
          >
            <Icon width={24} aria-hidden />
          </Flex>
          {/* No wider than the card when stacked on a phone: the label and hint wrap inside it. */}
          <Box minW={0} maxW="full">
            <Text fontSize="sm" color="fg.muted" fontWeight="medium" lineClamp={2}>
              {label}
            </Text>
            <Text fontSize="2xl" fontWeight="bold" lineHeight="short">
              {value}
            </Text>
            <Text fontSize="xs" color="fg.muted" lineClamp={2}>
              {hint}
            </Text>
          </Box>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

function ProjectStats() {
  const { t } = useTranslation();
  const { data } = useProyectosQuery();
  const proyectos = data?.misProyectosCliente ?? [];
  const activos = proyectos.filter((proyecto) => proyecto.estado === 'activo').length;
  const integraciones = proyectos.flatMap((proyecto) => proyecto.integraciones);
  const conectadas = integraciones.filter((integracion) => integracion.activa).length;
  return (
    <>
      <StatCard
        icon={BriefcaseIcon}
        palette="green"
        label={t('areas.overview.stats.projects')}
        value={activos}
        hint={t('areas.overview.stats.projectsHint', { count: proyectos.length })}
      />
      <StatCard
        icon={LinkIcon}
        palette="orange"
        label={t('areas.overview.stats.integrations')}
        value={conectadas}
        hint={t('areas.overview.stats.integrationsHint', { count: integraciones.length })}
      />
    </>
  );
}

function StatSkeleton() {
  return (
    <Card.Root size="sm" variant="outline" bg="bg.panel" aria-hidden>
      <Card.Body>
        <Flex align="center" gap={4}>
          <Skeleton boxSize={12} rounded="xl" />
          <Stack flex={1} gap={2}>
            <Skeleton h={3} w="60%" />
            <Skeleton h={6} w="30%" />
            <Skeleton h={2.5} w="50%" />
          </Stack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

interface FeedEntry {
  id: string;
  title?: string | null;
  description?: string | null;
  image?: string | null;
  icon?: string | null;
  link?: string | null;
  useRouter: boolean;
  time: string;
}

function FeedList({
  title,
  entries,
  unread,
  empty,
}: {
  title: string;
  entries: FeedEntry[];
  unread: number;
  empty: string;
}) {
  const { t } = useTranslation();
  return (
    <Card.Root variant="outline" bg="bg.panel" size="sm">
      <Card.Header>
        <Flex align="center" justify="space-between">
          <Heading as="h3" size="sm">
            {title}
          </Heading>
          <Badge colorPalette={unread > 0 ? 'brand' : 'gray'} variant="subtle">
            {t('areas.overview.inbox.unread', { count: unread })}
          </Badge>
        </Flex>
      </Card.Header>
      <Card.Body pt={2}>
        {entries.length === 0 ? (
          <Text fontSize="sm" color="fg.muted" py={4} textAlign="center">
            {empty}
          </Text>
        ) : (
          <Stack as="ul" gap={0} listStyleType="none" ps={0}>
            {entries.map((entry) => (
              <Flex
                as="li"
                key={entry.id}
                gap={3}
                py={2.5}
                borderTopWidth="1px"
                _first={{ borderTopWidth: 0 }}
              >
                {entry.image ? (
                  <Avatar.Root size="sm" colorPalette="brand" flexShrink={0} aria-hidden>
                    <Avatar.Fallback name={entry.title ?? undefined} />
                    <Avatar.Image src={entry.image} alt="" />
                  </Avatar.Root>
                ) : (
                  <Flex
                    boxSize={8}
                    flexShrink={0}
                    align="center"
                    justify="center"
                    rounded="full"
                    bg="brand.subtle"
                    color="brand.fg"
                  >
                    {entry.icon ? (
                      <NamedIcon name={entry.icon} boxSize={4} />
                    ) : (
                      <BellIcon width={16} aria-hidden />
                    )}
                  </Flex>
                )}
                <Box minW={0} flex={1}>
                  {entry.title && (
                    <DataLink
                      link={entry.link}
                      useRouter={entry.useRouter}
                      fontWeight="medium"
                      fontSize="sm"
                    >
                      <Text as="span" fontWeight="medium" fontSize="sm" lineClamp={1}>
                        {entry.title}
                      </Text>
                    </DataLink>
                  )}
                  {entry.description && (
                    <SanitizedHtml
                      html={entry.description}
                      fontSize="xs"
                      color="fg.muted"
                      lineClamp={1}
                    />
                  )}
                  <Text fontSize="xs" color="fg.muted">
                    {formatDate(entry.time, FEED_TIME_FORMAT)}
                  </Text>
                </Box>
              </Flex>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function Activities() {
  const { t } = useTranslation();
  const { data, error, refetch } = useActividadesQuery();
  if (!data?.activities) {
    return <LoadError error={error ?? new Error(t('page.loadFailed'))} onRetry={refetch} />;
  }
  const activities = data.activities.slice(0, SHOWN_ACTIVITIES);
  // The entries wait for their icons' set, so none shows as an empty circle first.
  use(iconSetsLoaded(activities.map((activity) => activity.icon)));
  if (activities.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted" py={6} textAlign="center">
        {t('areas.overview.activities.empty')}
      </Text>
    );
  }
  return (
    <Stack as="ol" gap={0} listStyleType="none" ps={0}>
      {activities.map((activity) => (
        <Flex
          as="li"
          key={activity.id}
          gap={3}
          py={3}
          borderTopWidth="1px"
          _first={{ borderTopWidth: 0 }}
        >
          {activity.image ? (
            <Avatar.Root size="sm" colorPalette="brand" flexShrink={0} aria-hidden>
              <Avatar.Fallback>
                <UserIcon width={16} />
              </Avatar.Fallback>
              <Avatar.Image src={activity.image} alt="" />
            </Avatar.Root>
          ) : (
            <Circle
              size={8}
              flexShrink={0}
              colorPalette="brand"
              bg="colorPalette.subtle"
              color="colorPalette.fg"
              aria-hidden
            >
              {activity.icon && <NamedIcon name={activity.icon} boxSize={4} />}
            </Circle>
          )}
          <Box minW={0} flex={1} fontSize="sm">
            <SanitizedHtml html={activity.description} lineClamp={2} />
            <Flex
              wrap="wrap"
              align="center"
              columnGap={1.5}
              fontSize="xs"
              color="fg.muted"
              mt={0.5}
            >
              <time dateTime={activity.date}>{formatDate(activity.date, FEED_TIME_FORMAT)}</time>
              {safeLink(activity.link) && (
                <>
                  <span aria-hidden>·</span>
                  <DataLink
                    link={activity.link}
                    useRouter={activity.useRouter}
                    colorPalette="brand"
                    color="colorPalette.fg"
                    fontWeight="medium"
                    minW={0}
                  >
                    <Text as="span" truncate>
                      {activity.linkedContent ?? t('areas.overview.activities.open')}
                    </Text>
                  </DataLink>
                </>
              )}
            </Flex>
          </Box>
        </Flex>
      ))}
    </Stack>
  );
}

function ListSkeleton({ rows }: { rows: number }) {
  return (
    <Stack gap={4} aria-hidden py={2}>
      {Array.from({ length: rows }, (_, index) => (
        <Flex key={index} gap={3} align="center">
          <SkeletonCircle size={8} />
          <Stack flex={1} gap={1.5}>
            <Skeleton h={3} w={`${60 + ((index * 13) % 30)}%`} />
            <Skeleton h={2.5} w="30%" />
          </Stack>
        </Flex>
      ))}
    </Stack>
  );
}

function Projects() {
  const { t } = useTranslation();
  const { data, error, refetch } = useProyectosQuery();
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

export function AdministracionPage() {
  const { t } = useTranslation();
  const { state } = useSession();
  const { messages, notifications } = useFeeds();
  const unreadMessages = messages.filter((message) => !message.read);
  const unreadNotifications = notifications.filter((notification) => !notification.read);
  const name = state.user?.name.split(' ')[0] ?? '';
  const panelOpen = canEnter('panel-principal', currentHost());

  return (
    <Stack gap={8}>
      <Flex
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', md: 'flex-end' }}
        gap={4}
      >
        <Box>
          <Text color="brand.fg" fontWeight="semibold" fontSize="sm">
            {t(`areas.overview.greeting.${greetingKey(new Date())}`, { name })}
          </Text>
          <Heading as="h1" size="2xl" mt={1}>
            {t('areas.administracion')}
          </Heading>
          <Text color="fg.muted" mt={1}>
            {t('areas.overview.subtitle')}
          </Text>
        </Box>
        <Button asChild variant="outline" size="sm" alignSelf={{ base: 'flex-start', md: 'auto' }}>
          <Link to={paths.settings}>{t('areas.overview.settings')}</Link>
        </Button>
      </Flex>

      <SimpleGrid columns={{ base: 2, xl: 4 }} gap={{ base: 3, md: 4 }}>
        <StatCard
          icon={EnvelopeIcon}
          label={t('areas.overview.stats.messages')}
          value={unreadMessages.length}
          hint={t('areas.overview.stats.ofTotal', { count: messages.length })}
        />
        <StatCard
          icon={BellIcon}
          palette="red"
          label={t('areas.overview.stats.notifications')}
          value={unreadNotifications.length}
          hint={t('areas.overview.stats.ofTotal', { count: notifications.length })}
        />
        <Suspense
          fallback={
            <>
              <StatSkeleton />
              <StatSkeleton />
            </>
          }
        >
          <ProjectStats />
        </Suspense>
      </SimpleGrid>

      {/* The activities go beside the projects only from xl: narrower, the projects' five
          columns would not fit their share. */}
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 2fr) minmax(0, 1fr)' }}
        gap={6}
      >
        <Stack gap={6} minW={0}>
          <Box as="section" aria-labelledby="overview-projects">
            <SectionTitle
              action={
                panelOpen && (
                  <ChakraLink asChild colorPalette="brand" fontSize="sm" fontWeight="medium">
                    <Link to={paths.area('panel-principal')}>
                      {t('areas.overview.projects.open')}
                      <ArrowRightIcon width={14} aria-hidden />
                    </Link>
                  </ChakraLink>
                )
              }
            >
              <span id="overview-projects">{t('areas.overview.projects.title')}</span>
            </SectionTitle>
            <Card.Root variant="outline" bg="bg.panel" overflow="hidden">
              <Suspense
                fallback={
                  <Box p={4}>
                    <ListSkeleton rows={5} />
                  </Box>
                }
              >
                <Projects />
              </Suspense>
            </Card.Root>
          </Box>
          <Box as="section" aria-labelledby="overview-inbox">
            <SectionTitle>
              <span id="overview-inbox">{t('areas.overview.inbox.title')}</span>
            </SectionTitle>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
              <FeedList
                title={t('areas.overview.inbox.messages')}
                entries={unreadMessages.slice(0, SHOWN_FEED_ITEMS)}
                unread={unreadMessages.length}
                empty={t('areas.overview.inbox.noMessages')}
              />
              <FeedList
                title={t('areas.overview.inbox.notifications')}
                entries={unreadNotifications.slice(0, SHOWN_FEED_ITEMS)}
                unread={unreadNotifications.length}
                empty={t('areas.overview.inbox.noNotifications')}
              />
            </SimpleGrid>
          </Box>
        </Stack>
        <Box as="section" aria-labelledby="overview-activities" minW={0}>
          <SectionTitle
            action={
              <ChakraLink asChild colorPalette="brand" fontSize="sm" fontWeight="medium">
                <Link to={paths.activities}>
                  {t('areas.overview.activities.all')}
                  <ArrowRightIcon width={14} aria-hidden />
                </Link>
              </ChakraLink>
            }
          >
            <span id="overview-activities">{t('areas.overview.activities.title')}</span>
          </SectionTitle>
          <Card.Root variant="outline" bg="bg.panel">
            <Card.Body py={2}>
              <Suspense fallback={<ListSkeleton rows={SHOWN_ACTIVITIES} />}>
                <Activities />
              </Suspense>
            </Card.Body>
          </Card.Root>
        </Box>
      </Grid>

      {enterableAreas('administracion').length > 0 && (
        <Box as="section" aria-labelledby="overview-areas">
          <SectionTitle>
            <span id="overview-areas">{t('areas.overview.areasTitle')}</span>
          </SectionTitle>
          <AreaCards except="administracion" />
        </Box>
      )}
      <Box as="section" aria-labelledby="overview-apps">
        <SectionTitle>
          <span id="overview-apps">{t('areas.overview.appsTitle')}</span>
        </SectionTitle>
        <AppCards />
      </Box>
    </Stack>
  );
}
