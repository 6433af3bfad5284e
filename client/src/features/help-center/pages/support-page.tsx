// The support page: the form (name, e-mail, subject, message), its confirmation once a
// request is sent (?sent=<id> in the address, so a reload keeps it) and the user's
// requests so far.
import { Badge, Box, Button, Flex, Grid, Heading, Icon, Link, Stack, Text } from '@chakra-ui/react';
import CheckCircleIcon from '@heroicons/react/24/outline/CheckCircleIcon';
import InboxIcon from '@heroicons/react/24/outline/InboxIcon';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useRouteQuery } from '../../../apollo/route-query';
import { EmptyList } from '../../../components/page/empty-list';
import { LoadError } from '../../../components/page/load-error';
import { PageHeader } from '../../../components/page/page-header';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import type { HelpCenterSupportRequestFieldsFragment } from '../../../gql/graphql';
import { DATE_TIME_FORMAT, formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { supportQuery } from '../api/queries';
import { RequestsSkeleton } from '../components/skeletons';
import { SupportForm } from '../components/support-form';
import { sentRequestIn, supportLink } from '../url-state';

/** A request's short reference, as the confirmation and the list show it. */
const reference = (id: string) => `#${id.slice(0, 8).toUpperCase()}`;

export function SupportPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const sent = sentRequestIn(params);

  return (
    <>
      <PageHeader
        title={t('help-center.support.title')}
        description={t('help-center.support.subtitle')}
      />
      <Grid
        templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 22rem' }}
        gap={{ base: 8, lg: 10 }}
        alignItems="start"
      >
        <Card.Root variant="outline" bg="bg.panel">
          <Card.Body p={{ base: 5, md: 6 }}>
            {sent ? (
              <Suspense fallback={<Skeleton h="48" rounded="l2" />}>
                <Confirmation id={sent} />
              </Suspense>
            ) : (
              <Form />
            )}
          </Card.Body>
        </Card.Root>
        <Stack as="section" aria-labelledby="support-requests" gap={4}>
          <Heading as="h2" size="md" id="support-requests">
            {t('help-center.support.requests')}
          </Heading>
          <Suspense fallback={<RequestsSkeleton />}>
            <Requests />
          </Suspense>
        </Stack>
      </Grid>
    </>
  );
}

function Form() {
  const { state } = useSession();
  const navigate = useNavigate();
  const user = state.user;
  return (
    <SupportForm
      defaults={{ name: user?.name ?? '', email: user?.email ?? '' }}
      onSent={(request) => void navigate(supportLink(request.id))}
    />
  );
}

function Confirmation({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useRouteQuery(supportQuery);
  const heading = useRef<HTMLHeadingElement>(null);
  const request = data?.helpCenterSupportRequests.find((entry) => entry.id === id);
  // The confirmation replaces the form: focus goes to what it says.
  useEffect(() => heading.current?.focus(), [request?.id]);

  if (!data)
    return <LoadError error={error ?? new Error(t('help-center.loadFailed'))} onRetry={refetch} />;
  if (!request) {
    // A request of another session, or a mistyped link: the form, with a word.
    return (
      <EmptyList
        icon={<InboxIcon />}
        title={t('help-center.support.unknownSent.title')}
        description={t('help-center.support.unknownSent.description')}
        action={
          <Button asChild size="sm" variant="outline">
            <RouterLink to={supportLink()}>{t('help-center.support.another')}</RouterLink>
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap={5} align="center" textAlign="center" py={{ base: 4, md: 8 }} role="status">
      <Flex
        align="center"
        justify="center"
        boxSize={14}
        rounded="full"
        bg="green.subtle"
        color="green.fg"
      >
        <Icon as={CheckCircleIcon} boxSize={8} aria-hidden />
      </Flex>
      <Stack gap={2} maxW="md">
        <Heading as="h2" size="xl" ref={heading} tabIndex={-1} outline="none">
          {t('help-center.support.sent.title', { name: request.name })}
        </Heading>
        <Text color="fg.muted">
          {t('help-center.support.sent.description', {
            subject: request.subject,
            email: request.email,
          })}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('help-center.support.sent.reference', {
            reference: reference(request.id),
            date: formatDate(request.createdAt, DATE_TIME_FORMAT),
          })}
        </Text>
      </Stack>
      <Flex gap={2} wrap="wrap" justify="center">
        <Button asChild size="sm" colorPalette="brand">
          <RouterLink to={supportLink()}>{t('help-center.support.another')}</RouterLink>
        </Button>
        <Button asChild size="sm" variant="outline">
          <RouterLink to={paths.helpCenter}>{t('help-center.support.backHome')}</RouterLink>
        </Button>
      </Flex>
    </Stack>
  );
}

function Requests() {
  const { t } = useTranslation();
  const { data, error, refetch } = useRouteQuery(supportQuery);
  const [params] = useSearchParams();
  const shown = sentRequestIn(params);
  if (!data)
    return <LoadError error={error ?? new Error(t('help-center.loadFailed'))} onRetry={refetch} />;
  const requests = data.helpCenterSupportRequests;
  if (requests.length === 0) {
    return (
      <EmptyList
        icon={<InboxIcon />}
        title={t('help-center.support.noRequests.title')}
        description={t('help-center.support.noRequests.description')}
      />
    );
  }
  return (
    <Stack as="ul" gap={3} aria-label={t('help-center.support.requests')}>
      {requests.map((request) => (
        <RequestItem key={request.id} request={request} shown={request.id === shown} />
      ))}
    </Stack>
  );
}

function RequestItem({
  request,
  shown,
}: {
  request: HelpCenterSupportRequestFieldsFragment;
  /** Whether the confirmation beside shows this request. */
  shown: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box
      as="li"
      listStyleType="none"
      p={4}
      borderWidth="1px"
      borderColor={shown ? 'brand.border' : 'border'}
      rounded="l2"
      bg="bg.panel"
    >
      <Flex justify="space-between" gap={3} align="start">
        {/* Opens the request's confirmation: what was sent, where the answer goes. */}
        <Link asChild fontWeight="medium" lineClamp={1} color="fg" _hover={{ color: 'brand.fg' }}>
          <RouterLink
            to={supportLink(request.id)}
            title={request.subject}
            aria-current={shown ? 'page' : undefined}
          >
            {request.subject}
          </RouterLink>
        </Link>
        <Badge size="sm" colorPalette="green" variant="subtle" flexShrink={0}>
          {t('help-center.support.received')}
        </Badge>
      </Flex>
      <Text fontSize="xs" color="fg.muted" mt={1}>
        {reference(request.id)} · {formatDate(request.createdAt, DATE_TIME_FORMAT)}
      </Text>
      <Text fontSize="sm" color="fg.muted" mt={2} lineClamp={2}>
        {request.message}
      </Text>
    </Box>
  );
}
