// One mail read in full: the actions bar, subject and labels, who sent it to whom (cc
// and bcc too), when, the content as sanitized HTML, and the attachments with previews.
import { Box, Button, Flex, Grid, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import ArrowDownTrayIcon from '@heroicons/react/24/outline/ArrowDownTrayIcon';
import ArrowUturnLeftIcon from '@heroicons/react/24/outline/ArrowUturnLeftIcon';
import ArrowUturnRightIcon from '@heroicons/react/24/outline/ArrowUturnRightIcon';
import PaperClipIcon from '@heroicons/react/24/outline/PaperClipIcon';
import PencilSquareIcon from '@heroicons/react/24/outline/PencilSquareIcon';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TagPicker } from '../../../components/tags/tag-picker';
import { SanitizedHtml } from '../../../components/ui/sanitized-html';
import { UserAvatar } from '../../../components/ui/user-avatar';
import type { MailFieldsFragment } from '../../../gql/graphql';
import { DATE_TIME_FORMAT, formatDate } from '../../../lib/format';
import { safeLink } from '../../../lib/links';
import { useCreateLabel } from '../api/use-create-label';
import { useDeleteLabel } from '../api/use-delete-label';
import { useUpdateLabel } from '../api/use-update-label';
import { labelPalette } from '../label-colors';
import { formatSize, parseContact, recipientsOf } from '../mail-text';
import { useMailboxNav } from '../mailbox-context';
import type { Selection } from '../url-state';
import { useComposeLink } from '../url-state';
import { TooltipIconButton } from '../../../components/ui/tooltip-icon-button';
import { MailActions } from './mail-actions';

import { useMailChanges } from '../use-mail-changes';

type Mail = MailFieldsFragment;
type Attachment = Mail['attachments'][number];

/** Where the server serves an attachment's preview picture. */
export const previewSrc = (preview: string) => `/images/apps/mailbox/${preview}`;

interface MailDetailProps {
  mail: Mail;
  selection: Selection;
  back: ReactNode;
  onMoved: () => void;
}

export function MailDetail({ mail, selection, back, onMoved }: MailDetailProps) {
  const { t } = useTranslation();
  const nav = useMailboxNav();
  const composeLink = useComposeLink();
  const changes = useMailChanges(selection);
  const createLabel = useCreateLabel();
  const updateLabel = useUpdateLabel();
  const deleteLabel = useDeleteLabel();
  const sender = parseContact(mail.from.contact);
  const drafts = nav.mailboxFolders.find((folder) => folder.slug === 'drafts');
  const isDraft = mail.folder === drafts?.id;
  const subject = mail.subject || t('mailbox.noSubject');
  const labels = nav.mailboxLabels.map((label) => ({
    id: label.id,
    title: label.title,
    colorPalette: labelPalette(label.color),
  }));

  return (
    <Flex direction="column" flex={1} minW={0} h="full" minH={0}>
      <Flex
        minH={16}
        px={{ base: 2, sm: 4 }}
        py={2}
        gap={2}
        align="center"
        wrap="wrap"
        borderBottomWidth="1px"
        flexShrink={0}
        role="toolbar"
        aria-label={t('mailbox.mailActions')}
      >
        {back}
        <MailActions mails={[mail]} selection={selection} onMoved={onMoved} />
        <HStack gap={0.5} ms="auto">
          {isDraft ? (
            <Button asChild size="sm" colorPalette="brand">
              <Link to={composeLink(mail.id)}>
                <PencilSquareIcon aria-hidden />
                {t('mailbox.editDraft')}
              </Link>
            </Button>
          ) : (
            <>
              <TooltipIconButton asChild label={t('mailbox.reply')}>
                <Link to={composeLink(`reply:${mail.id}`)}>
                  <ArrowUturnLeftIcon />
                </Link>
              </TooltipIconButton>
              <TooltipIconButton asChild label={t('mailbox.forward')}>
                <Link to={composeLink(`forward:${mail.id}`)}>
                  <ArrowUturnRightIcon />
                </Link>
              </TooltipIconButton>
            </>
          )}
        </HStack>
      </Flex>
      <Box flex={1} minH={0} overflowY="auto">
        <Stack as="article" aria-label={subject} gap={6} px={{ base: 4, md: 8 }} py={6} maxW="4xl">
          <Stack gap={4}>
            <Heading as="h2" size="xl" lineHeight="short">
              {subject}
            </Heading>
            <TagPicker
              label={t('mailbox.labels')}
              tags={labels}
              value={mail.labels.filter((id) => labels.some((label) => label.id === id))}
              onChange={(ids) => void changes.setLabels(mail, ids)}
              onCreate={async (title) => {
                const label = await createLabel(title, 'blue');
                return label && { id: label.id, title: label.title };
              }}
              onRename={(id, title) => {
                const label = nav.mailboxLabels.find((candidate) => candidate.id === id);
                return label ? updateLabel(label, { title }) : Promise.resolve();
              }}
              onDelete={deleteLabel}
              deleteMessage={(title) => t('mailbox.deleteLabelMessage', { title })}
            />
          </Stack>
          <Stack gap={3} pb={5} borderBottomWidth="1px">
            {/* On a phone the date goes under the sender, who keeps the whole width. */}
            <Grid
              templateColumns={{ base: 'auto minmax(0, 1fr)', sm: 'auto minmax(0, 1fr) auto' }}
              templateAreas={{ base: '"avatar who" "avatar when"', sm: '"avatar who when"' }}
              columnGap={3}
              alignItems="center"
            >
              <Box gridArea="avatar">
                <UserAvatar name={sender.name} avatar={mail.from.avatar} size="lg" />
              </Box>
              <Box gridArea="who" minW={0}>
                <Text fontWeight="semibold" truncate>
                  {sender.name}
                </Text>
                {sender.address !== sender.name && (
                  <Text fontSize="sm" color="fg.muted" truncate>
                    {sender.address}
                  </Text>
                )}
              </Box>
              <Text
                gridArea="when"
                fontSize="sm"
                color="fg.muted"
                alignSelf={{ sm: 'flex-start' }}
                pt={{ sm: 1 }}
              >
                <time dateTime={mail.date}>{formatDate(mail.date, DATE_TIME_FORMAT)}</time>
              </Text>
            </Grid>
            <Grid
              as="dl"
              templateColumns="auto 1fr"
              columnGap={3}
              rowGap={1}
              fontSize="sm"
              color="fg.muted"
              bg="bg.subtle"
              rounded="l2"
              px={3}
              py={2}
            >
              <Recipients label={t('mailbox.to')} list={recipientsOf(mail.to)} always />
              <Recipients label={t('mailbox.cc')} list={mail.cc ?? []} />
              <Recipients label={t('mailbox.bcc')} list={mail.bcc ?? []} />
            </Grid>
          </Stack>
          {mail.content ? (
            <SanitizedHtml
              html={mail.content}
              fontSize="sm"
              lineHeight="tall"
              css={{
                '& p': { mb: 4 },
                '& p:last-child': { mb: 0 },
                '& a': { color: 'brand.fg', textDecoration: 'underline' },
                '& ul, & ol': { ps: 5, mb: 4 },
                '& ul': { listStyleType: 'disc' },
                '& ol': { listStyleType: 'decimal' },
              }}
            />
          ) : (
            <Text fontSize="sm" color="fg.muted" fontStyle="italic">
              {t('mailbox.noContent')}
            </Text>
          )}
          {mail.attachments.length > 0 && <Attachments attachments={mail.attachments} />}
          {!isDraft && (
            <HStack gap={2} pt={2}>
              <Button asChild size="sm" variant="outline">
                <Link to={composeLink(`reply:${mail.id}`)}>
                  <ArrowUturnLeftIcon aria-hidden />
                  {t('mailbox.reply')}
                </Link>
              </Button>
              <Button asChild size="sm" variant="outline">
                <Link to={composeLink(`forward:${mail.id}`)}>
                  <ArrowUturnRightIcon aria-hidden />
                  {t('mailbox.forward')}
                </Link>
              </Button>
            </HStack>
          )}
        </Stack>
      </Box>
    </Flex>
  );
}

function Recipients({
  label,
  list,
  always = false,
}: {
  label: string;
  list: readonly string[];
  /** Shown even when empty (a draft's "to"). */
  always?: boolean;
}) {
  const { t } = useTranslation();
  if (list.length === 0 && !always) return null;
  return (
    <>
      <Text as="dt" fontWeight="medium">
        {label}
      </Text>
      <Text as="dd" minW={0} wordBreak="break-word">
        {list.length > 0 ? list.join(', ') : t('mailbox.noRecipient')}
      </Text>
    </>
  );
}

function Attachments({ attachments }: { attachments: readonly Attachment[] }) {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-label={t('mailbox.attachments')}>
      <HStack gap={2} mb={3} fontSize="sm" fontWeight="semibold">
        <PaperClipIcon width={16} aria-hidden />
        <Text>{t('mailbox.attachmentCount', { count: attachments.length })}</Text>
      </HStack>
      <Grid
        as="ul"
        listStyleType="none"
        ps={0}
        m={0}
        templateColumns="repeat(auto-fill, minmax(8.5rem, 1fr))"
        gap={3}
      >
        {attachments.map((attachment, index) => (
          <AttachmentCard key={`${attachment.name}-${index}`} attachment={attachment} />
        ))}
      </Grid>
    </Box>
  );
}

/** "application/pdf" → PDF; the file's extension where the type says little. */
function kindOf(attachment: Attachment): string {
  const extension = /\.([a-z0-9]+)$/i.exec(attachment.name)?.[1];
  return (extension ?? attachment.type.split('/')[1] ?? '').toUpperCase().slice(0, 4);
}

const KIND_PALETTES: Record<string, string> = {
  PDF: 'red',
  XLSX: 'green',
  CSV: 'green',
  DOCX: 'blue',
  DOC: 'blue',
};

/**
 * An attachment: its preview picture (the server draws one for every kind of file) with
 * the file's kind as a badge, or a tile of the kind where there is none or it fails.
 */
function AttachmentCard({ attachment }: { attachment: Attachment }) {
  const { t, i18n } = useTranslation();
  const [broken, setBroken] = useState(false);
  const preview = broken ? null : attachment.preview;
  const kind = kindOf(attachment);
  const palette = KIND_PALETTES[kind] ?? 'gray';
  const download = safeLink(attachment.downloadUrl);
  return (
    <Box as="li" borderWidth="1px" rounded="l2" overflow="hidden" bg="bg.panel">
      {preview ? (
        <Box position="relative">
          <Image
            src={previewSrc(preview)}
            alt={t('mailbox.previewOf', { name: attachment.name })}
            h={24}
            w="full"
            objectFit="cover"
            bg="bg.muted"
            onError={() => setBroken(true)}
          />
          <Box
            position="absolute"
            top={2}
            insetStart={2}
            px={1.5}
            rounded="sm"
            fontSize="2xs"
            fontWeight="bold"
            letterSpacing="wider"
            bg="colorPalette.solid"
            color="colorPalette.contrast"
            colorPalette={palette}
            aria-hidden
          >
            {kind}
          </Box>
        </Box>
      ) : (
        <Flex
          h={24}
          align="center"
          justify="center"
          bg="colorPalette.subtle"
          color="colorPalette.fg"
          colorPalette={palette}
          fontWeight="bold"
          letterSpacing="wider"
          aria-hidden
        >
          {kind}
        </Flex>
      )}
      <Flex px={3} py={2} gap={2} align="center">
        <Box flex={1} minW={0}>
          <Text fontSize="sm" fontWeight="medium" truncate title={attachment.name}>
            {attachment.name}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {formatSize(attachment.size, i18n.language)}
          </Text>
        </Box>
        {download && (
          <Button asChild size="xs" variant="ghost" px={1}>
            <a
              href={download}
              download={attachment.name}
              aria-label={t('mailbox.download', { name: attachment.name })}
            >
              <ArrowDownTrayIcon width={16} aria-hidden />
            </a>
          </Button>
        )}
      </Flex>
    </Box>
  );
}
