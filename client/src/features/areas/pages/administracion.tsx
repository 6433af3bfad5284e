// The administracion area's overview, for the person who lands there: a greeting, the
// figures, the client projects, the unread messages and notifications (live: the panels'
// changes show here at once), the latest activities, and ways into the other areas and the
// apps. Projects and activities load beside the page, behind skeletons.
import { Box, Grid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useFeeds } from '../api/queries';
import { OverviewActivities } from '../components/overview-activities';
import { OverviewHeader } from '../components/overview-header';
import { OverviewInbox } from '../components/overview-inbox';
import { OverviewProjects } from '../components/overview-projects';
import { SectionTitle } from '../components/overview-section';
import { OverviewStats } from '../components/overview-stats';
import { AppCards, AreaCards, enterableAreas } from '../components/ways-in';

export function AdministracionPage() {
  const { t } = useTranslation();
  const { messages, notifications } = useFeeds();
  return (
    <Stack gap={8}>
      <OverviewHeader />
      <OverviewStats messages={messages} notifications={notifications} />
      {/* The activities go beside the projects only from xl: narrower, the projects' five
          columns would not fit their share. */}
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 2fr) minmax(0, 1fr)' }}
        gap={6}
      >
        <Stack gap={6} minW={0}>
          <OverviewProjects />
          <OverviewInbox messages={messages} notifications={notifications} />
        </Stack>
        <OverviewActivities />
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
