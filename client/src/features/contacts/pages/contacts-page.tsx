// The contacts app: the list, grouped by first letter and loaded a page at a time as it
// scrolls, with the count and a search kept in the address; beside it (below lg: instead
// of it) the open contact, the form for a new one, or a word on what to do.
import { Box, Button, Flex, Grid, Text } from '@chakra-ui/react';
import PlusIcon from '@heroicons/react/24/outline/PlusIcon';
import UserGroupIcon from '@heroicons/react/24/outline/UserGroupIcon';
import { Suspense, useRef, useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useMatch, useSearchParams } from 'react-router';
import { useRouteQuery } from '../../../apollo/route-query';
import { EmptyList } from '../../../components/page/empty-list';
import { LoadError } from '../../../components/page/load-error';
import { NoMatch } from '../../../components/page/no-match';
import { PageHeader } from '../../../components/page/page-header';
import { SearchParamInput } from '../../../components/page/search-param-input';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { formatNumber } from '../../../lib/format';
import { searchIn } from '../../../lib/url-state';
import { contactsQuery } from '../api/queries';
import { useContactsLive } from '../api/use-contacts-live';
import { ContactList } from '../components/contact-list';
import { ContactListSkeleton } from '../components/contact-skeletons';

export function ContactsPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  // Below lg the list and an open contact (or form) take turns.
  const listOnly = !!useMatch({ path: paths.contacts, end: true });
  // The list, the open contact and the tags follow every window's writes.
  useContactsLive();
  return (
    <Box>
      <PageHeader
        title={t('contacts.title')}
        description={
          <Suspense fallback={<Skeleton as="span" display="inline-block" h={3.5} w={24} />}>
            <ContactCount />
          </Suspense>
        }
        actions={
          // Below lg an open contact has the screen to itself: the list's tools wait.
          <Flex gap={2} wrap="wrap" display={{ base: listOnly ? 'flex' : 'none', lg: 'flex' }}>
            <SearchParamInput label={t('contacts.search')} />
            <Button asChild colorPalette="brand" size="sm">
              <Link to={paths.contactNew + search}>
                <PlusIcon />
                {t('contacts.add')}
              </Link>
            </Button>
          </Flex>
        }
      />
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(18rem, 24rem) minmax(0, 1fr)' }}
        gap={6}
        alignItems="start"
      >
        <Box
          display={{ base: listOnly ? 'block' : 'none', lg: 'block' }}
          bg="bg.panel"
          borderWidth="1px"
          rounded="l3"
          overflow="hidden"
          position={{ lg: 'sticky' }}
          top={{ lg: '6rem' }}
        >
          <Suspense fallback={<ContactListSkeleton />}>
            <ContactsList />
          </Suspense>
        </Box>
        <Box display={{ base: listOnly ? 'none' : 'block', lg: 'block' }} minW={0}>
          <Outlet />
        </Box>
      </Grid>
    </Box>
  );
}

function ContactCount() {
  const { t, i18n } = useTranslation();
  const { data } = useRouteQuery(contactsQuery);
  const [params] = useSearchParams();
  if (!data) return null;
  // Every contact the search matches, loaded or not.
  const count = data.contactsPage.total;
  const total = formatNumber(count, i18n.language);
  const search = searchIn(params);
  return (
    <Text as="span" aria-live="polite">
      {search
        ? t('contacts.found', { count, total, search })
        : t('contacts.count', { count, total })}
    </Text>
  );
}

function ContactsList() {
  const { t } = useTranslation();
  const { data, error, refetch, fetchMore, stale } = useRouteQuery(contactsQuery);
  const [params] = useSearchParams();
  const { search } = useLocation();
  const searched = searchIn(params);
  // The next page's wait is the transition's: it ends in the render that shows the page,
  // so the list asks for another only once this one is drawn.
  const [loading, startTransition] = useTransition();
  // Where the page that did not come was to start, so another search's list starts afresh.
  const [failedAfter, setFailedAfter] = useState<string | null>(null);
  const busy = useRef(false);
  const list = data?.contactsPage;
  const failed = !!list?.endCursor && failedAfter === list.endCursor;

  const loadMore = () => {
    if (busy.current || !list?.hasMore) return;
    busy.current = true;
    setFailedAfter(null);
    // In a transition: the list stays on screen while the page loads (fetchMore would
    // otherwise suspend it back to the skeleton); the row under it shows the wait.
    startTransition(async () => {
      try {
        const result = await fetchMore({
          variables: { after: list.endCursor },
          // A refused page comes back as `error` here, not thrown at the list's render.
          errorPolicy: 'all',
        });
        if (result.error || !result.data) throw result.error ?? new Error('No answer');
      } catch {
        // The row under the list says so and offers a retry; the list stays as it was.
        setFailedAfter(list.endCursor);
      } finally {
        busy.current = false;
      }
    });
  };

  if (error && !data) {
    return (
      <Box p={4}>
        <LoadError error={error} onRetry={refetch} />
      </Box>
    );
  }
  const contacts = list?.contacts ?? [];
  if (contacts.length === 0) {
    return (
      <Box p={4}>
        {searched ? (
          <NoMatch
            title={t('contacts.noMatchTitle', { search: searched })}
            description={t('contacts.noMatchText')}
          />
        ) : (
          <EmptyList
            icon={<UserGroupIcon />}
            title={t('contacts.emptyTitle')}
            description={t('contacts.emptyText')}
            action={
              <Button asChild size="sm" colorPalette="brand">
                <Link to={paths.contactNew + search}>
                  <PlusIcon />
                  {t('contacts.add')}
                </Link>
              </Button>
            }
          />
        )}
      </Box>
    );
  }
  return (
    <Box opacity={stale ? 0.6 : 1} transition="opacity 0.2s" aria-busy={stale}>
      <ContactList
        // Another search is another list, read from its top.
        key={searched}
        contacts={contacts}
        hasMore={list?.hasMore ?? false}
        loading={loading}
        failed={failed}
        onLoadMore={loadMore}
      />
    </Box>
  );
}

/** With no contact open (wide screens): what the empty side is for. */
export function NoContactSelected() {
  const { t } = useTranslation();
  return (
    <Box hideBelow="lg">
      <EmptyList
        icon={<UserGroupIcon />}
        title={t('contacts.noneOpenTitle')}
        description={t('contacts.noneOpenText')}
      />
    </Box>
  );
}
