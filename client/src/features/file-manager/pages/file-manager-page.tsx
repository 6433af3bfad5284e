// The file manager (/apps/file-manager and /apps/file-manager/folders/:folderId): a
// folder's subfolders and files as a grid or a list (?view=), filtered by name
// (?search=), with a breadcrumb from the root and the open item's details (?item=) beside
// them from lg, in a drawer below. An unknown folder says so, with the way back.
import { Box, Button, Grid, Group, IconButton, Stack, useBreakpointValue } from '@chakra-ui/react';
import FolderIcon from '@heroicons/react/24/outline/FolderIcon';
import FolderOpenIcon from '@heroicons/react/24/outline/FolderOpenIcon';
import ListBulletIcon from '@heroicons/react/24/outline/ListBulletIcon';
import Squares2X2Icon from '@heroicons/react/24/outline/Squares2X2Icon';
import ArrowUturnLeftIcon from '@heroicons/react/24/outline/ArrowUturnLeftIcon';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { useRouteQuery } from '../../../apollo/route-query';
import { isNotFound } from '../../../apollo/error-codes';
import { EmptyList } from '../../../components/page/empty-list';
import { LoadError } from '../../../components/page/load-error';
import { NoMatch } from '../../../components/page/no-match';
import { PageHeader } from '../../../components/page/page-header';
import { SearchParamInput } from '../../../components/page/search-param-input';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tooltip } from '../../../components/ui/tooltip';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { foldText } from '../../../lib/fold';
import { searchIn } from '../../../lib/url-state';
import { folderQuery } from '../api/queries';
import { DetailsPanel } from '../components/details-panel';
import { FolderBreadcrumb } from '../components/folder-breadcrumb';
import { FolderSkeleton } from '../components/folder-skeleton';
import { ItemGrid } from '../components/item-grid';
import { ItemTable } from '../components/item-table';
import { DETAILS_TRIGGER, type Item } from '../item-links';
import {
  ITEM_PARAM,
  VIEW_PARAM,
  folderLink,
  readView,
  withParam,
  type FileManagerView,
} from '../url-state';

/** A new search closes the open item's details (it may no longer be listed). */
const SEARCH_RESETS = [ITEM_PARAM] as const;

/** The folder's items whose name holds the search (accents and case aside). */
function filterItems(items: readonly Item[], search: string): readonly Item[] {
  if (!search) return items;
  const wanted = foldText(search);
  return items.filter((item) => foldText(item.name).includes(wanted));
}

export function FileManagerPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const view = readView(params);
  return (
    <Box maxW="8xl" mx="auto">
      <PageHeader
        title={t('file-manager.title')}
        description={
          <Suspense fallback={<Skeleton as="span" display="inline-block" h="3" w="32" />}>
            <FolderSummary />
          </Suspense>
        }
        actions={
          <>
            <SearchParamInput label={t('file-manager.search')} resets={SEARCH_RESETS} />
            <ViewSwitch view={view} />
          </>
        }
      />
      <Suspense fallback={<FolderSkeleton view={view} />}>
        <Folder view={view} />
      </Suspense>
    </Box>
  );
}

function FolderSummary() {
  const { t } = useTranslation();
  const { data } = useRouteQuery(folderQuery);
  const [params] = useSearchParams();
  const contents = data?.fileManagerContents;
  if (!contents) return null;
  const search = searchIn(params) ?? '';
  if (search) {
    const count =
      filterItems(contents.folders, search).length + filterItems(contents.files, search).length;
    return (
      <Box as="span" aria-live="polite">
        {t('file-manager.matches', { count, search })}
      </Box>
    );
  }
  return (
    <Box as="span" aria-live="polite">
      {t('file-manager.folderCount', { count: contents.folders.length })}
      {' · '}
      {t('file-manager.fileCount', { count: contents.files.length })}
    </Box>
  );
}

/** Grid or list, kept in the address (?view=list; the grid is the default). */
function ViewSwitch({ view }: { view: FileManagerView }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const choose = (next: FileManagerView) => {
    if (next !== view) setParams(new URLSearchParams(withParam(params, VIEW_PARAM, next)));
  };
  const options = [
    { value: 'grid', label: t('file-manager.view.grid'), icon: <Squares2X2Icon /> },
    { value: 'list', label: t('file-manager.view.list'), icon: <ListBulletIcon /> },
  ] as const;
  return (
    <Group attached role="group" aria-label={t('file-manager.view.label')}>
      {options.map((option) => (
        <Tooltip.Root key={option.value} openDelay={400} positioning={{ placement: 'bottom' }}>
          <Tooltip.Trigger asChild>
            <IconButton
              size="sm"
              variant={view === option.value ? 'solid' : 'outline'}
              colorPalette={view === option.value ? 'brand' : 'gray'}
              aria-label={option.label}
              aria-pressed={view === option.value}
              onClick={() => choose(option.value)}
            >
              {option.icon}
            </IconButton>
          </Tooltip.Trigger>
          <Tooltip.Positioner>
            <Tooltip.Content>{option.label}</Tooltip.Content>
          </Tooltip.Positioner>
        </Tooltip.Root>
      ))}
    </Group>
  );
}

function Folder({ view }: { view: FileManagerView }) {
  const { t } = useTranslation();
  const { folderId } = useParams();
  const { data, error, refetch, stale } = useRouteQuery(folderQuery);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const beside = useBreakpointValue({ base: false, lg: true }, { ssr: false }) ?? false;
  const contents = data?.fileManagerContents;
  const path = contents?.path ?? [];
  useDocumentTitle(path.at(-1)?.name ?? (contents ? t('file-manager.title') : undefined));

  if (!contents) {
    if (isNotFound(error)) {
      return (
        <>
          <FolderBreadcrumb path={[]} view={view} trailing={<MissingCrumb />} />
          <EmptyList
            icon={<FolderIcon />}
            title={t('file-manager.notFound.title')}
            description={t('file-manager.notFound.description', { id: folderId ?? '' })}
            action={
              <Button asChild size="sm" colorPalette="brand">
                <RouterLink to={folderLink(null, view)}>
                  <ArrowUturnLeftIcon />
                  {t('file-manager.notFound.action')}
                </RouterLink>
              </Button>
            }
          />
        </>
      );
    }
    return (
      <>
        <FolderBreadcrumb path={[]} view={view} />
        <LoadError error={error ?? new Error(t('file-manager.loadFailed'))} onRetry={refetch} />
      </>
    );
  }

  const search = searchIn(params) ?? '';
  const folders = filterItems(contents.folders, search);
  const files = filterItems(contents.files, search);
  const selectedId = params.get(ITEM_PARAM);
  const selected =
    selectedId === null
      ? null
      : ([...contents.folders, ...contents.files].find((item) => item.id === selectedId) ?? null);

  const closeDetails = async () => {
    if (selectedId === null) return;
    await navigate({ search: withParam(params, ITEM_PARAM, null) });
    document
      .querySelector<HTMLElement>(`[${DETAILS_TRIGGER}="${CSS.escape(selectedId)}"]`)
      ?.focus();
  };

  const parent = path.length > 1 ? path[path.length - 2]! : null;
  let body;
  if (contents.folders.length + contents.files.length === 0) {
    body = (
      <EmptyList
        icon={<FolderOpenIcon />}
        title={t('file-manager.empty.title')}
        description={
          path.length
            ? t('file-manager.empty.description')
            : t('file-manager.empty.rootDescription')
        }
        action={
          path.length > 0 && (
            <Button asChild size="sm" variant="outline">
              <RouterLink to={folderLink(parent?.id ?? null, view)}>
                <ArrowUturnLeftIcon />
                {t('file-manager.empty.up', { name: parent?.name ?? t('file-manager.root') })}
              </RouterLink>
            </Button>
          )
        }
      />
    );
  } else if (folders.length + files.length === 0) {
    body = (
      <NoMatch
        title={t('file-manager.noMatches.title', { search })}
        description={t('file-manager.noMatches.description')}
      />
    );
  } else if (view === 'grid') {
    body = <ItemGrid folders={folders} files={files} selectedId={selectedId} view={view} />;
  } else {
    body = (
      <ItemTable
        items={[...folders, ...files]}
        selectedId={selectedId}
        view={view}
        narrow={beside && selectedId !== null}
      />
    );
  }

  return (
    <Box aria-busy={stale} opacity={stale ? 0.6 : 1} transition="opacity 0.15s">
      <FolderBreadcrumb path={path} view={view} />
      {error && (
        <Box mb={4}>
          <LoadError error={error} onRetry={refetch} />
        </Box>
      )}
      <Grid
        templateColumns={
          beside && selectedId !== null ? 'minmax(0, 1fr) minmax(18rem, 22rem)' : 'minmax(0, 1fr)'
        }
        gap={6}
        alignItems="start"
      >
        <Stack minW={0}>{body}</Stack>
        {selectedId !== null && (
          <DetailsPanel
            itemId={selectedId}
            item={selected}
            view={view}
            beside={beside}
            onClose={() => void closeDetails()}
          />
        )}
      </Grid>
    </Box>
  );
}

/** The breadcrumb's last step for a folder that is not there. */
function MissingCrumb() {
  const { t } = useTranslation();
  return (
    <Box as="span" aria-current="page" color="fg.muted" fontStyle="italic">
      {t('file-manager.notFound.crumb')}
    </Box>
  );
}
