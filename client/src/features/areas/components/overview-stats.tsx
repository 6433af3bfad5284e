// The administracion overview's figures: the unread messages and notifications (from the
// shell's cache, so they follow the panels at once), and the active projects and connected
// integrations, which wait for the client projects behind a skeleton.
import { Box, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import BellIcon from '@heroicons/react/24/outline/BellIcon';
import BriefcaseIcon from '@heroicons/react/24/outline/BriefcaseIcon';
import EnvelopeIcon from '@heroicons/react/24/outline/EnvelopeIcon';
import LinkIcon from '@heroicons/react/24/outline/LinkIcon';
import { Suspense, type ComponentType, type ReactNode, type SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteQuery } from '../../../apollo/route-query';
import type { FeedItem } from '../../../components/feed/feed-entry';
import { Card } from '../../../components/ui/card';
import { Skeleton, SkeletonRegion } from '../../../components/ui/skeleton';
import { proyectosQuery } from '../api/queries';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

const GAP = { base: 3, md: 4 };

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
  const { data } = useRouteQuery(proyectosQuery);
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
    <Card.Root size="sm" variant="outline" bg="bg.panel">
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

/** The projects' two figures while they load: one region over the two columns they take. */
function ProjectStatsSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonRegion
      label={t('areas.overview.stats.loading')}
      gridColumn="span 2"
      display="grid"
      gridTemplateColumns="repeat(2, minmax(0, 1fr))"
      gap={GAP}
    >
      <StatSkeleton />
      <StatSkeleton />
    </SkeletonRegion>
  );
}

export function OverviewStats({
  messages,
  notifications,
}: {
  messages: readonly FeedItem[];
  notifications: readonly FeedItem[];
}) {
  const { t } = useTranslation();
  const unread = (items: readonly FeedItem[]) => items.filter((item) => !item.read).length;
  return (
    <SimpleGrid columns={{ base: 2, xl: 4 }} gap={GAP}>
      <StatCard
        icon={EnvelopeIcon}
        label={t('areas.overview.stats.messages')}
        value={unread(messages)}
        hint={t('areas.overview.stats.ofTotal', { count: messages.length })}
      />
      <StatCard
        icon={BellIcon}
        palette="red"
        label={t('areas.overview.stats.notifications')}
        value={unread(notifications)}
        hint={t('areas.overview.stats.ofTotal', { count: notifications.length })}
      />
      <Suspense fallback={<ProjectStatsSkeleton />}>
        <ProjectStats />
      </Suspense>
    </SimpleGrid>
  );
}
