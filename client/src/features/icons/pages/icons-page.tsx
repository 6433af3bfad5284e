// The icon browser (/ui/icons/:set): one family's icons in a virtualised grid, with the
// variant, a search by name and the icons' size kept in the address (?variant=,
// ?search=, ?size=). A click copies the icon's reference and says so in a toast.
import { Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import SparklesIcon from '@heroicons/react/24/outline/SparklesIcon';
import { Suspense, useCallback, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link, useParams, useSearchParams } from 'react-router';
import { useRouteQuery } from '../../../apollo/route-query';
import { EmptyList } from '../../../components/page/empty-list';
import { LoadError } from '../../../components/page/load-error';
import { NoMatch } from '../../../components/page/no-match';
import { PageHeader } from '../../../components/page/page-header';
import { SearchParamInput } from '../../../components/page/search-param-input';
import { useToasts } from '../../../components/page/toasts';
import { NativeSelect } from '../../../components/ui/native-select';
import { SegmentGroup } from '../../../components/ui/segment-group';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import type { IconSetQuery } from '../../../gql/graphql';
import { iconSetQuery } from '../api/queries';
import { IconGrid } from '../components/icon-grid';
import { IconGridSkeleton } from '../components/icon-grid-skeleton';
import { filterIcons, findFamily, ICON_FAMILIES, ICON_SIZES, type IconFamily } from '../icon-sets';
import { readIconState, withSize, withVariant } from '../url-state';

export function IconsPage() {
  const { set } = useParams();
  const family = findFamily(set);
  if (!family) return <IconSetNotFound slug={set ?? ''} />;
  return <IconBrowser family={family} />;
}

function IconBrowser({ family }: { family: IconFamily }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { variant, search, size } = readIconState(family, params);

  return (
    <Box maxW="7xl" mx="auto">
      <PageHeader
        title={family.title}
        description={
          <Suspense fallback={<Skeleton as="span" display="inline-block" h="3" w="24" />}>
            <IconCount search={search} />
          </Suspense>
        }
        actions={
          <>
            <SearchParamInput label={t('icons.search')} />
            <SizeSelect size={size} />
          </>
        }
      />
      <Flex
        direction={{ base: 'column', md: 'row' }}
        align={{ base: 'stretch', md: 'center' }}
        justify="space-between"
        gap={3}
        mb={5}
      >
        {family.variants.length > 1 && <VariantChoice family={family} value={variant.key} />}
        <Text fontSize="sm" color="fg.muted" hideBelow="md">
          {t('icons.hint')}
        </Text>
      </Flex>
      <Suspense fallback={<IconGridSkeleton size={size} />}>
        <IconList search={search} size={size} />
      </Suspense>
    </Box>
  );
}

function IconCount({ search }: { search: string }) {
  const { t, i18n } = useTranslation();
  const { data } = useRouteQuery(iconSetQuery);
  const list = data?.iconSet.list;
  const shown = useMemo(() => (list ? filterIcons(list, search) : []), [list, search]);
  if (!list) return null;
  const number = new Intl.NumberFormat(i18n.language);
  return search
    ? t('icons.countMatching', {
        count: shown.length,
        shown: number.format(shown.length),
        total: number.format(list.length),
      })
    : t('icons.count', { count: list.length, total: number.format(list.length) });
}

function VariantChoice({ family, value }: { family: IconFamily; value: string }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const labelId = useId();
  return (
    <HStack gap={3}>
      <Text id={labelId} fontSize="sm" fontWeight="medium" color="fg.muted">
        {t('icons.variant.label')}
      </Text>
      <SegmentGroup.Root
        size="sm"
        value={value}
        aria-labelledby={labelId}
        onValueChange={({ value: next }) =>
          next && setParams((previous) => withVariant(previous, family, next))
        }
      >
        <SegmentGroup.Indicator />
        {family.variants.map((variant) => (
          <SegmentGroup.Item key={variant.key} value={variant.key}>
            <SegmentGroup.ItemText>
              {t(`icons.variant.${variant.key}` as 'icons.variant.solid')}
            </SegmentGroup.ItemText>
            <SegmentGroup.ItemHiddenInput />
          </SegmentGroup.Item>
        ))}
      </SegmentGroup.Root>
    </HStack>
  );
}

function SizeSelect({ size }: { size: number }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  return (
    <NativeSelect.Root size="sm" width={{ base: 'full', sm: '28' }}>
      <NativeSelect.Field
        aria-label={t('icons.size')}
        value={size}
        onChange={(event) => setParams((previous) => withSize(previous, event.target.value))}
      >
        {ICON_SIZES.map((option) => (
          <option key={option} value={option}>
            {t('icons.sizeOption', { size: option })}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function IconList({ search, size }: { search: string; size: number }) {
  const { t } = useTranslation();
  const { data, error, refetch, stale } = useRouteQuery(iconSetQuery);
  const iconSet = data?.iconSet;
  if (!iconSet) {
    return <LoadError error={error ?? new Error(t('icons.loadFailed'))} onRetry={refetch} />;
  }
  return <IconResults iconSet={iconSet} search={search} size={size} stale={stale} />;
}

interface IconResultsProps {
  iconSet: IconSetQuery['iconSet'];
  search: string;
  size: number;
  /** Another variant is loading: this one stays, dimmed. */
  stale: boolean;
}

function IconResults({ iconSet, search, size, stale }: IconResultsProps) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const { list, namespace } = iconSet;
  const names = useMemo(() => filterIcons(list, search), [list, search]);
  const copy = useCallback(
    async (name: string) => {
      const reference = `${namespace}:${name}`;
      try {
        await navigator.clipboard.writeText(reference);
        // The toast names exactly what is now on the clipboard.
        toasts.done(t('icons.copied', { reference }), t('icons.copiedHint'));
      } catch {
        toasts.failed(t('icons.copyFailed', { reference }), t('icons.copyFailedHint'));
      }
    },
    [namespace, t, toasts],
  );
  // Stable, so the grid's memoised cells do not draw again.
  const onCopy = useCallback((name: string) => void copy(name), [copy]);

  if (names.length === 0) {
    return (
      <NoMatch
        title={t('icons.noMatches.title', { search })}
        description={t('icons.noMatches.description')}
      />
    );
  }
  return (
    <Box aria-busy={stale} opacity={stale ? 0.6 : 1} transition="opacity 0.15s">
      <IconGrid
        names={names}
        source={iconSet}
        size={size}
        label={t('icons.gridLabel', { name: iconSet.name })}
        onCopy={onCopy}
      />
    </Box>
  );
}

function IconSetNotFound({ slug }: { slug: string }) {
  const { t } = useTranslation();
  return (
    <Box maxW="7xl" mx="auto">
      <PageHeader title={t('icons.title')} />
      <EmptyList
        icon={<SparklesIcon />}
        title={t('icons.notFound.title')}
        description={t('icons.notFound.description', { set: slug })}
        action={
          <HStack gap={2} wrap="wrap" justify="center">
            {ICON_FAMILIES.map((family) => (
              <Button key={family.slug} asChild size="sm" variant="outline">
                <Link to={generatePath(paths.icons, { set: family.slug })}>{family.title}</Link>
              </Button>
            ))}
          </HStack>
        }
      />
    </Box>
  );
}
