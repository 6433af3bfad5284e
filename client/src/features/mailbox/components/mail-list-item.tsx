// One mail in the list: who it is from (or to, in Sent and Drafts), the date, subject,
// a line of its content, attachments, labels, importance and a star to toggle. The row
// opens the mail; its checkbox picks it for the selection bar.
import { Box, Checkbox, Circle, Flex, HStack, IconButton, Text } from '@chakra-ui/react';
import PaperClipIcon from '@heroicons/react/24/outline/PaperClipIcon';
import StarIcon from '@heroicons/react/24/outline/StarIcon';
import SolidExclamationCircleIcon from '@heroicons/react/24/solid/ExclamationCircleIcon';
import SolidStarIcon from '@heroicons/react/24/solid/StarIcon';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/ui/user-avatar';
import type { MailFieldsFragment } from '../../../gql/graphql';
import { DATE_INPUT_FORMAT, dayOf, formatDate } from '../../../lib/format';
import { labelPalette } from '../label-colors';
import { lineOf, parseContact, recipientsOf } from '../mail-text';
import { useMailboxNav } from '../mailbox-context';

/** Today's mails show their time, older ones their date. */
export function listDate(date: string): string {
  return dayOf(date) === dayOf(new Date())
    ? formatDate(date, 'HH:mm')
    : formatDate(date, DATE_INPUT_FORMAT);
}

interface MailListItemProps {
  mail: MailFieldsFragment;
  to: string;
  open: boolean;
  /** Sent and Drafts name who the mail is to. */
  outgoing: boolean;
  checked: boolean;
  onCheck: (checked: boolean) => void;
  onStar: (starred: boolean) => void;
}

export function MailListItem({
  mail,
  to,
  open,
  outgoing,
  checked,
  onCheck,
  onStar,
}: MailListItemProps) {
  const { t } = useTranslation();
  const nav = useMailboxNav();
  const sender = parseContact(mail.from.contact);
  const recipients = recipientsOf(mail.to).map((recipient) => parseContact(recipient).name);
  const who = outgoing
    ? recipients.length > 0
      ? t('mailbox.toNames', { names: recipients.join(', ') })
      : t('mailbox.noRecipient')
    : sender.name;
  const subject = mail.subject || t('mailbox.noSubject');
  // The open mail's row stays in sight (a link from elsewhere may open one far down).
  const row = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) row.current?.scrollIntoView({ block: 'nearest' });
  }, [open]);
  const labels = mail.labels
    .map((id) => nav.mailboxLabels.find((label) => label.id === id))
    .filter((label) => !!label);

  return (
    <Flex
      as="li"
      ref={row}
      position="relative"
      gap={3}
      px={4}
      py={3}
      borderBottomWidth="1px"
      bg={
        open ? 'brand.subtle/60' : checked ? 'bg.muted' : mail.unread ? 'bg.panel' : 'bg.subtle/40'
      }
      _hover={{ bg: open ? 'brand.subtle/80' : 'bg.muted' }}
      transition="background 0.15s"
      _before={
        mail.unread || open
          ? {
              content: '""',
              position: 'absolute',
              insetStart: 0,
              top: 0,
              bottom: 0,
              w: '3px',
              bg: open ? 'brand.solid' : 'brand.500',
            }
          : undefined
      }
      data-unread={mail.unread || undefined}
    >
      <Flex direction="column" align="center" gap={2} pt={0.5} flexShrink={0}>
        <Checkbox.Root
          size="sm"
          colorPalette="brand"
          checked={checked}
          onCheckedChange={(details) => onCheck(details.checked === true)}
        >
          <Checkbox.HiddenInput aria-label={t('mailbox.selectMail', { subject })} />
          <Checkbox.Control />
        </Checkbox.Root>
        <IconButton
          size="2xs"
          variant="ghost"
          aria-label={
            mail.starred ? t('mailbox.unstarMail', { subject }) : t('mailbox.starMail', { subject })
          }
          aria-pressed={mail.starred}
          color={mail.starred ? 'orange.fg' : 'fg.subtle'}
          onClick={() => onStar(!mail.starred)}
        >
          {mail.starred ? <SolidStarIcon /> : <StarIcon />}
        </IconButton>
      </Flex>
      <Box hideBelow="sm" flexShrink={0}>
        {outgoing ? (
          <UserAvatar name={recipients[0] ?? '?'} size="md" />
        ) : (
          <UserAvatar name={sender.name} avatar={mail.from.avatar} size="md" />
        )}
      </Box>
      <Box
        asChild
        flex={1}
        minW={0}
        rounded="sm"
        _focusVisible={{
          outline: '2px solid',
          outlineColor: 'brand.focusRing',
          outlineOffset: '2px',
        }}
      >
        <Link to={to} aria-current={open ? 'page' : undefined}>
          <Flex align="baseline" gap={2}>
            <Text
              flex={1}
              minW={0}
              truncate
              fontSize="sm"
              fontWeight={mail.unread ? 'bold' : 'medium'}
              color="fg"
            >
              {who}
            </Text>
            <HStack gap={1.5} flexShrink={0} color="fg.muted">
              {mail.important && (
                <Box color="red.fg" title={t('mailbox.important')}>
                  <SolidExclamationCircleIcon
                    width={16}
                    aria-label={t('mailbox.important')}
                    role="img"
                  />
                </Box>
              )}
              {mail.attachments.length > 0 && (
                <PaperClipIcon
                  width={15}
                  role="img"
                  aria-label={t('mailbox.attachmentCount', { count: mail.attachments.length })}
                />
              )}
              <Text as="span" fontSize="xs" fontWeight={mail.unread ? 'semibold' : 'normal'}>
                <time dateTime={mail.date}>{listDate(mail.date)}</time>
              </Text>
            </HStack>
          </Flex>
          <Text
            mt={0.5}
            truncate
            fontSize="sm"
            fontWeight={mail.unread ? 'semibold' : 'normal'}
            color={mail.unread ? 'fg' : 'fg.muted'}
          >
            {subject}
          </Text>
          <Text mt={0.5} truncate fontSize="sm" color="fg.muted">
            {lineOf(mail.content) || t('mailbox.noContent')}
          </Text>
          {labels.length > 0 && (
            <HStack mt={2} gap={1.5} wrap="wrap">
              {labels.map((label) => (
                <HStack
                  key={label.id}
                  gap={1}
                  px={1.5}
                  py={0.5}
                  rounded="sm"
                  bg="colorPalette.subtle"
                  color="colorPalette.fg"
                  colorPalette={labelPalette(label.color)}
                  fontSize="xs"
                  fontWeight="medium"
                >
                  <Circle size={1.5} bg="colorPalette.solid" />
                  {label.title}
                </HStack>
              ))}
            </HStack>
          )}
        </Link>
      </Box>
    </Flex>
  );
}
