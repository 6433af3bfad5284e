// The open mail: its actions, subject and labels, sender and recipients, date, content
// (sanitized HTML) and attachments with their previews. Opening an unread mail reads it.
import { Box, Button, Flex, Heading, Stack } from '@chakra-ui/react';
import ArrowLeftIcon from '@heroicons/react/24/outline/ArrowLeftIcon';
import ExclamationTriangleIcon from '@heroicons/react/24/outline/ExclamationTriangleIcon';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useRouteQuery } from '../../../apollo/route-query';
import { isNotFound } from '../../../apollo/error-codes';
import { EmptyList } from '../../../components/page/empty-list';
import { LoadError } from '../../../components/page/load-error';
import { Skeleton, SkeletonRegion, SkeletonText } from '../../../components/ui/skeleton';
import { mailboxListPath } from '../../../config/paths';
import { mailQuery } from '../api/queries';
import { MailDetail } from '../components/mail-detail';
import { useMailChanges } from '../use-mail-changes';
import { useMailboxNav } from '../mailbox-context';
import { useSelection } from '../url-state';

export function MailViewPage() {
  return (
    <Suspense fallback={<MailSkeleton />}>
      <OpenMail />
    </Suspense>
  );
}

/** Back to the list: shown where the mail takes the list's place. */
function BackToList() {
  const { t } = useTranslation();
  const selection = useSelection();
  const beside = useMailboxNav().mailboxSettings.messageLayout === 'right';
  return (
    <Button
      asChild
      variant="ghost"
      size="sm"
      display={{ base: 'inline-flex', xl: beside ? 'none' : 'inline-flex' }}
    >
      <Link to={mailboxListPath(selection.kind, selection.slug, selection.page)}>
        <ArrowLeftIcon aria-hidden />
        {t('mailbox.backToList')}
      </Link>
    </Button>
  );
}

function OpenMail() {
  const { t } = useTranslation();
  const { mailId } = useParams();
  const navigate = useNavigate();
  const selection = useSelection();
  const changes = useMailChanges(selection);
  const { data, error, refetch } = useRouteQuery(mailQuery);
  const mail = data?.mailboxMail;
  // Opening an unread mail reads it, once: marking it unread again afterwards stays.
  const read = useRef<string | null>(null);
  useEffect(() => {
    if (!mail || read.current === mail.id) return;
    read.current = mail.id;
    if (mail.unread) void changes.setRead([mail], true);
    // Only a newly opened mail is read; `changes` is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mail?.id, mail?.unread]);

  if (!mail) {
    return (
      <Stack flex={1} p={4} gap={4}>
        <Box>
          <BackToList />
        </Box>
        {error && !isNotFound(error) ? (
          <LoadError error={error} onRetry={refetch} />
        ) : (
          <EmptyList
            icon={<ExclamationTriangleIcon />}
            title={t('mailbox.notFound')}
            description={t('mailbox.notFoundHint', { id: mailId })}
          />
        )}
      </Stack>
    );
  }
  return (
    <MailDetail
      key={mail.id}
      mail={mail}
      selection={selection}
      back={<BackToList />}
      onMoved={() => void navigate(mailboxListPath(selection.kind, selection.slug, selection.page))}
    />
  );
}

function MailSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonRegion
      label={t('mailbox.loadingMail')}
      flex={1}
      display="flex"
      flexDirection="column"
      gap={0}
    >
      <Flex h={16} px={4} align="center" gap={2} borderBottomWidth="1px">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} boxSize={8} rounded="md" />
        ))}
      </Flex>
      <Stack p={6} gap={6}>
        <Heading as="div">
          <Skeleton h={7} w="60%" />
        </Heading>
        <Flex gap={3} align="center">
          <Skeleton boxSize={10} rounded="full" />
          <Stack flex={1} gap={2}>
            <Skeleton h={4} w="35%" />
            <Skeleton h={3} w="25%" />
          </Stack>
        </Flex>
        <SkeletonText noOfLines={6} gap={3} />
      </Stack>
    </SkeletonRegion>
  );
}
