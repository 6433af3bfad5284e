// The administracion overview's latest activities, drawn as the activities page draws them
// (components/feed/feed-entry.tsx) at the cards' density, with the way to all of them. They
// load beside the page, behind a skeleton, and show once their icons' sets are in; a
// failed load shows in the section, with a retry.
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteQuery } from '../../../apollo/route-query';
import { ActivityEntry } from '../../../components/feed/feed-entry';
import { LoadError } from '../../../components/page/load-error';
import { Card } from '../../../components/ui/card';
import { iconSetsLoaded } from '../../../components/ui/named-icon';
import { paths } from '../../../config/paths';
import { actividadesQuery } from '../api/queries';
import { ListSkeleton, SectionLink, SectionTitle } from './overview-section';

const SHOWN_ACTIVITIES = 5;

function Activities() {
  const { t } = useTranslation();
  const { data, error, refetch } = useRouteQuery(actividadesQuery);
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
          <ActivityEntry activity={activity} size="sm" />
        </Flex>
      ))}
    </Stack>
  );
}

export function OverviewActivities() {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby="overview-activities" minW={0}>
      <SectionTitle
        action={
          <SectionLink to={paths.activities}>{t('areas.overview.activities.all')}</SectionLink>
        }
      >
        <span id="overview-activities">{t('areas.overview.activities.title')}</span>
      </SectionTitle>
      <Card.Root variant="outline" bg="bg.panel">
        <Card.Body py={2}>
          <Suspense
            fallback={
              <ListSkeleton
                rows={SHOWN_ACTIVITIES}
                label={t('areas.overview.activities.loading')}
              />
            }
          >
            <Activities />
          </Suspense>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
