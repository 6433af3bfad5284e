// The contact's panel beside a conversation: who they are (picture, name, status line),
// their details (e-mails, phones with their country's dial code, job, birthday, address;
// the labels of e-mails and phones in the reader's language) and what was shared with them
// (media, documents, links). Beside the conversation on wide screens, in its place on
// narrower ones, with a button to close it.
import {
  Avatar,
  Badge,
  Box,
  CloseButton,
  DataList,
  Flex,
  Grid,
  Heading,
  Image,
  Link,
  Stack,
  Text,
} from '@chakra-ui/react';
import DocumentTextIcon from '@heroicons/react/24/outline/DocumentTextIcon';
import LinkIcon from '@heroicons/react/24/outline/LinkIcon';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../../../components/contact-info/countries';
import { useEntryLabel } from '../../../components/contact-info/entry-label';
import { PhoneLink } from '../../../components/contact-info/phone-link';
import { Separator } from '../../../components/ui/separator';
import type { ChatContactPanelFragment } from '../../../gql/graphql';
import { DATE_INPUT_FORMAT, formatDate } from '../../../lib/format';
import { safeLink } from '../../../lib/links';

function Section({
  title,
  count,
  empty,
  children,
}: {
  title: string;
  count?: number;
  /** Shown instead of the children when the count is 0. */
  empty?: string;
  children: ReactNode;
}) {
  return (
    <Box as="section" px={5} py={4}>
      <Flex align="center" gap={2} mb={3}>
        <Heading as="h3" size="sm" flex={1}>
          {title}
        </Heading>
        {count !== undefined && count > 0 && (
          <Badge variant="subtle" colorPalette="gray" rounded="full">
            {count}
          </Badge>
        )}
      </Flex>
      {count === 0 && empty ? (
        <Text fontSize="sm" color="fg.muted">
          {empty}
        </Text>
      ) : (
        children
      )}
    </Box>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel color="fg.muted" fontSize="xs">
        {label}
      </DataList.ItemLabel>
      <DataList.ItemValue fontSize="sm" minW={0}>
        {children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

interface ContactPanelProps {
  contact: ChatContactPanelFragment;
  onClose: () => void;
  /** Opened by a button: the keyboard lands in the panel. */
  autoFocus?: boolean;
}

export function ContactPanel({ contact, onClose, autoFocus = false }: ContactPanelProps) {
  const { t } = useTranslation();
  const { byIso } = useCountries();
  const entryLabel = useEntryLabel();
  const close = useRef<HTMLButtonElement>(null);
  const { details, attachments } = contact;
  const links = attachments.links.filter((link) => safeLink(link) !== null);

  useEffect(() => {
    if (autoFocus) close.current?.focus();
  }, [autoFocus]);

  return (
    <Flex
      as="aside"
      aria-label={t('chat.app.contactInfo')}
      direction="column"
      w={{ base: 'full', xl: '80' }}
      flexShrink={0}
      borderStartWidth={{ xl: '1px' }}
      bg="bg.panel"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <Flex align="center" gap={2} h={16} px={4} borderBottomWidth="1px" flexShrink={0}>
        <Heading as="h2" size="md" flex={1}>
          {t('chat.app.contactInfo')}
        </Heading>
        <CloseButton
          ref={close}
          size="sm"
          aria-label={t('chat.app.closeContactInfo')}
          onClick={onClose}
        />
      </Flex>
      <Box flex={1} minH={0} overflowY="auto" position="relative">
        <Stack align="center" textAlign="center" gap={1} px={5} pt={6} pb={5}>
          <Avatar.Root size="2xl" colorPalette="brand" mb={3}>
            <Avatar.Fallback name={contact.name} />
            {contact.avatar && <Avatar.Image src={contact.avatar} alt="" />}
          </Avatar.Root>
          <Text fontSize="lg" fontWeight="semibold">
            {contact.name}
          </Text>
          {contact.about && (
            <Text fontSize="sm" color="fg.muted">
              {contact.about}
            </Text>
          )}
        </Stack>
        <Separator />
        <Section title={t('chat.app.details')}>
          <DataList.Root orientation="vertical" gap={3} size="sm">
            {details.emails.map((email) => (
              <Detail
                key={email.email}
                label={email.label ? entryLabel(email.label) : t('chat.app.email')}
              >
                <Link href={`mailto:${email.email}`} colorPalette="brand" overflowWrap="anywhere">
                  {email.email}
                </Link>
              </Detail>
            ))}
            {details.phoneNumbers.map((phone) => (
              <Detail
                key={phone.phoneNumber}
                label={phone.label ? entryLabel(phone.label) : t('chat.app.phone')}
              >
                <PhoneLink
                  iso={phone.country}
                  phoneNumber={phone.phoneNumber}
                  country={byIso.get(phone.country)}
                />
              </Detail>
            ))}
            {(details.title || details.company) && (
              <Detail label={t('chat.app.job')}>
                {[details.title, details.company].filter(Boolean).join(' · ')}
              </Detail>
            )}
            {details.birthday && (
              <Detail label={t('chat.app.birthday')}>
                {formatDate(details.birthday, DATE_INPUT_FORMAT)}
              </Detail>
            )}
            {details.address && <Detail label={t('chat.app.address')}>{details.address}</Detail>}
          </DataList.Root>
        </Section>
        <Separator />
        <Section
          title={t('chat.app.media')}
          count={attachments.media.length}
          empty={t('chat.app.noMedia')}
        >
          <Grid as="ul" templateColumns="repeat(3, 1fr)" gap={2} listStyleType="none" m={0}>
            {attachments.media.map((src, index) => (
              <Box as="li" key={`${src}-${index}`}>
                <Link
                  href={safeLink(src) ?? undefined}
                  target="_blank"
                  rel="noopener noreferrer"
                  display="block"
                  rounded="l2"
                  overflow="hidden"
                  _hover={{ opacity: 0.85 }}
                >
                  <Image
                    src={src}
                    alt={t('chat.app.sharedImage', { number: index + 1 })}
                    aspectRatio="square"
                    objectFit="cover"
                    w="full"
                    loading="lazy"
                  />
                </Link>
              </Box>
            ))}
          </Grid>
        </Section>
        <Separator />
        <Section
          title={t('chat.app.documents')}
          count={attachments.docs.length}
          empty={t('chat.app.noDocuments')}
        >
          <Stack as="ul" gap={2} listStyleType="none" m={0}>
            {attachments.docs.map((doc) => (
              <Flex as="li" key={doc} align="center" gap={3} fontSize="sm">
                <Flex
                  boxSize={8}
                  align="center"
                  justify="center"
                  rounded="l2"
                  bg="colorPalette.subtle"
                  color="colorPalette.fg"
                  colorPalette="brand"
                  flexShrink={0}
                >
                  <DocumentTextIcon width={18} aria-hidden />
                </Flex>
                <Text truncate title={doc}>
                  {doc}
                </Text>
              </Flex>
            ))}
          </Stack>
        </Section>
        <Separator />
        <Section title={t('chat.app.links')} count={links.length} empty={t('chat.app.noLinks')}>
          <Stack as="ul" gap={2} listStyleType="none" m={0}>
            {links.map((link) => (
              <Flex as="li" key={link} align="center" gap={3} fontSize="sm" minW={0}>
                <Flex
                  boxSize={8}
                  align="center"
                  justify="center"
                  rounded="l2"
                  bg="bg.muted"
                  color="fg.muted"
                  flexShrink={0}
                >
                  <LinkIcon width={18} aria-hidden />
                </Flex>
                <Link
                  href={link}
                  target="_blank"
                  rel="noopener noreferrer"
                  colorPalette="brand"
                  truncate
                  display="block"
                >
                  {link.replace(/^https?:\/\//, '')}
                </Link>
              </Flex>
            ))}
          </Stack>
        </Section>
      </Box>
    </Flex>
  );
}
