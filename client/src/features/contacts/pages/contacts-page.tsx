// The contacts app: the list, grouped by first letter, with the count and a search kept
// in the address; beside it (below lg: instead of it) the open contact, the form for a
// new one, or a word on what to do.
import { Box, Button, Flex, Grid, Text } from '@chakra-ui/react';
import PlusIcon from '@heroicons/react/24/outline/PlusIcon';
import UserGroupIcon from '@heroicons/react/24/outline/UserGroupIcon';
import { Suspense } from 'react';
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
          <Box maxH={{ lg: 'calc(100dvh - 8rem)' }} overflowY={{ lg: 'auto' }}>
            <Suspense fallback={<ContactListSkeleton />}>
              <ContactsList />
            </Suspense>
          </Box>
        </Box>
        <Box display={{ base: listOnly ? 'none' : 'block', lg: 'block' }} minW={0}>
          <Outlet />
        </Box>
      </Grid>
    </Box>
  );
}

function ContactCount() {
  const { t } = useTranslation();
  const { data } = useRouteQuery(contactsQuery);
  const [params] = useSearchParams();
  if (!data) return null;
  const count = data.contacts.length;
  const search = searchIn(params);
  return (
    <Text as="span" aria-live="polite">
      {search ? t('contacts.found', { count, search }) : t('contacts.count', { count })}
    </Text>
  );
}

function ContactsList() {
  const { t } = useTranslation();
  const { data, error, refetch, stale } = useRouteQuery(contactsQuery);
  const [params] = useSearchParams();
  const { search } = useLocation();
  const searched = searchIn(params);

  if (error && !data) {
    return (
      <Box p={4}>
        <LoadError error={error} onRetry={refetch} />
      </Box>
    );
  }
  const contacts = data?.contacts ?? [];
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
      <ContactList contacts={contacts} />
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
