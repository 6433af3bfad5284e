// The settings page (/ajustes): the account (saved through the API), the appearance
// (the settings drawer's own choices, handed over by the app (routes.tsx), so both stay in
// step) and the language. The section lives in the address (?section=), so reload,
// back and forward and a shared link open the same one; every section stays mounted,
// so unsaved account changes survive a look at another section.
import { Box, Flex, Grid, Heading, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import LanguageIcon from '@heroicons/react/24/outline/LanguageIcon';
import SwatchIcon from '@heroicons/react/24/outline/SwatchIcon';
import UserCircleIcon from '@heroicons/react/24/outline/UserCircleIcon';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useRouteQuery } from '../../../apollo/route-query';
import { LoadError } from '../../../components/page/load-error';
import { PageHeader } from '../../../components/page/page-header';
import { Card } from '../../../components/ui/card';
import {
  SETTINGS_SECTIONS as SECTIONS,
  type SettingsSection as Section,
} from '../../../config/paths';
import { Skeleton, SkeletonCircle, SkeletonRegion } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { accountQuery } from '../api/queries';
import { AccountForm } from '../components/account-form';
import { LanguageSettings } from '../components/language-settings';

const SECTION_PARAM = 'section';

const ICONS: Record<Section, typeof UserCircleIcon> = {
  account: UserCircleIcon,
  appearance: SwatchIcon,
  language: LanguageIcon,
};

function readSection(value: string | null): Section {
  return SECTIONS.find((section) => section === value) ?? 'account';
}

function AccountSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonRegion label={t('settings.account.loading')}>
      <Stack gap={6} aria-hidden>
        <Flex gap={5} align="center">
          <SkeletonCircle size={24} />
          <Stack gap={2} flex={1}>
            <Skeleton h={8} w="40" />
            <Skeleton h={3} w="56" />
          </Stack>
        </Flex>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={5}>
          {Array.from({ length: 3 }, (_, index) => (
            <Stack key={index} gap={2}>
              <Skeleton h={3.5} w="24" />
              <Skeleton h={10} />
            </Stack>
          ))}
        </Grid>
        <Stack gap={2}>
          <Skeleton h={3.5} w="24" />
          <Skeleton h={24} />
        </Stack>
      </Stack>
    </SkeletonRegion>
  );
}

function Account() {
  const { t } = useTranslation();
  const { data, error, refetch } = useRouteQuery(accountQuery);
  if (!data?.user) {
    return <LoadError error={error ?? new Error(t('page.loadFailed'))} onRetry={refetch} />;
  }
  return <AccountForm user={data.user} />;
}

function SectionCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Header borderBottomWidth="1px" pb={4}>
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {description}
        </Text>
      </Card.Header>
      <Card.Body pt={6}>{children}</Card.Body>
    </Card.Root>
  );
}

export interface AppearanceProps {
  columns?: number;
  layoutColumns?: number;
  name?: string;
}

export function SettingsPage({
  appearance: Appearance,
}: {
  appearance: ComponentType<AppearanceProps>;
}) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const section = readSection(searchParams.get(SECTION_PARAM));
  const vertical = useBreakpointValue({ base: false, md: true }) ?? false;
  const choiceColumns = useBreakpointValue({ base: 3, sm: 6, md: 3, lg: 6 }) ?? 3;
  const layoutColumns = useBreakpointValue({ base: 3, sm: 4, lg: 6 }) ?? 3;

  const choose = (next: string) => {
    const params = new URLSearchParams(searchParams);
    if (next === 'account') params.delete(SECTION_PARAM);
    else params.set(SECTION_PARAM, next);
    setSearchParams(params);
  };

  return (
    <Box>
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      <Tabs.Root
        value={section}
        onValueChange={({ value }) => choose(value)}
        orientation={vertical ? 'vertical' : 'horizontal'}
        variant={vertical ? 'subtle' : 'line'}
        colorPalette="brand"
        lazyMount={false}
        gap={6}
      >
        <Tabs.List
          aria-label={t('settings.sections.label')}
          minW={vertical ? '56' : undefined}
          flexShrink={0}
          alignSelf="flex-start"
          overflowX={vertical ? undefined : 'auto'}
          gap={1}
        >
          {SECTIONS.map((id) => {
            const Icon = ICONS[id];
            return (
              <Tabs.Trigger key={id} value={id} justifyContent="flex-start" gap={2.5}>
                <Icon width={18} height={18} style={{ flexShrink: 0 }} aria-hidden />
                {t(`settings.sections.${id}`)}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        <Box flex={1} minW={0}>
          <Tabs.Content value="account" pt={0}>
            <SectionCard
              title={t('settings.sections.account')}
              description={t('settings.account.description')}
            >
              <Suspense fallback={<AccountSkeleton />}>
                <Account />
              </Suspense>
            </SectionCard>
          </Tabs.Content>
          <Tabs.Content value="appearance" pt={0}>
            <SectionCard
              title={t('settings.sections.appearance')}
              description={t('settings.appearance.description')}
            >
              <Appearance name="page" columns={choiceColumns} layoutColumns={layoutColumns} />
            </SectionCard>
          </Tabs.Content>
          <Tabs.Content value="language" pt={0}>
            <SectionCard
              title={t('settings.sections.language')}
              description={t('settings.language.description')}
            >
              <LanguageSettings />
            </SectionCard>
          </Tabs.Content>
        </Box>
      </Tabs.Root>
    </Box>
  );
}
