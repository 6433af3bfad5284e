// A contact's page: header picture and avatar, name, title and company, tags, and what
// there is to know (e-mails, phone numbers with their country's flag and dial code,
// birthday, address, notes as sanitized HTML). Each line says what it is to screen
// readers; empty facts are left out.
import { Box, Flex, Heading, Link, Stack, Text, VisuallyHidden, Wrap } from '@chakra-ui/react';
import CakeIcon from '@heroicons/react/24/outline/CakeIcon';
import DocumentTextIcon from '@heroicons/react/24/outline/DocumentTextIcon';
import EnvelopeIcon from '@heroicons/react/24/outline/EnvelopeIcon';
import MapPinIcon from '@heroicons/react/24/outline/MapPinIcon';
import PhoneIcon from '@heroicons/react/24/outline/PhoneIcon';
import { useEffect, useRef, type ComponentType, type ReactNode, type SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../../../components/contact-info/countries';
import { EntryLabel } from '../../../components/contact-info/entry-label';
import { PhoneLink } from '../../../components/contact-info/phone-link';
import { richTextCss } from '../../../components/ui/rich-text-css';
import { SanitizedHtml } from '../../../components/ui/sanitized-html';
import { Tag } from '../../../components/ui/tag';
import type { ContactDetailsFragment, ContactTagFieldsFragment } from '../../../gql/graphql';
import { DATE_INPUT_FORMAT, formatDate } from '../../../lib/format';
import { ContactAvatar } from './contact-avatar';
import { ContactHeader } from './contact-header';

interface ContactDetailsProps {
  contact: ContactDetailsFragment;
  tags: readonly ContactTagFieldsFragment[];
  /** The edit and other buttons beside the avatar. */
  actions: ReactNode;
}

export function ContactDetails({ contact, tags, actions }: ContactDetailsProps) {
  const { t } = useTranslation();
  const job = [contact.title, contact.company].filter(Boolean).join(' · ');
  const picked = tags.filter((tag) => contact.tags.includes(tag.id));
  const heading = useRef<HTMLHeadingElement>(null);
  // Back from the form (saved or cancelled), the focus was on a control that is gone: it
  // goes to the contact's name, not to the page's start. A click in the list keeps it there.
  useEffect(() => {
    if (document.activeElement === document.body) heading.current?.focus({ preventScroll: true });
  }, [contact.id]);
  return (
    <Box
      as="article"
      aria-labelledby="contact-name"
      bg="bg.panel"
      borderWidth="1px"
      rounded="l3"
      overflow="hidden"
    >
      <ContactHeader
        background={contact.background}
        avatar={<ContactAvatar size="hero" name={contact.name} avatar={contact.avatar} />}
        actions={actions}
      />
      <Box px={{ base: 4, md: 8 }} pt={4} pb={8}>
        <Heading
          as="h2"
          id="contact-name"
          ref={heading}
          tabIndex={-1}
          outline="none"
          size={{ base: 'xl', md: '2xl' }}
        >
          {contact.name}
        </Heading>
        {job && (
          <Text color="fg.muted" mt={1}>
            {job}
          </Text>
        )}
        {picked.length > 0 && (
          <Wrap
            as="ul"
            aria-label={t('contacts.fields.tags')}
            gap={1.5}
            mt={3}
            listStyleType="none"
            ps={0}
          >
            {picked.map((tag) => (
              <li key={tag.id}>
                <Tag.Root size="md" variant="subtle" colorPalette="brand">
                  <Tag.Label>{tag.title}</Tag.Label>
                </Tag.Root>
              </li>
            ))}
          </Wrap>
        )}
        <Stack as="dl" gap={6} mt={8} borderTopWidth="1px" pt={6}>
          {contact.emails.length > 0 && (
            <Fact icon={EnvelopeIcon} label={t('contacts.fields.emails')}>
              <Stack as="ul" gap={2} listStyleType="none" ps={0}>
                {contact.emails.map((entry, index) => (
                  <Flex as="li" key={index} align="baseline" gap={2} wrap="wrap">
                    <Link
                      href={`mailto:${entry.email}`}
                      colorPalette="brand"
                      color="colorPalette.fg"
                      wordBreak="break-all"
                    >
                      {entry.email}
                    </Link>
                    {entry.label && <EntryLabel>{entry.label}</EntryLabel>}
                  </Flex>
                ))}
              </Stack>
            </Fact>
          )}
          {contact.phoneNumbers.length > 0 && (
            <Fact icon={PhoneIcon} label={t('contacts.fields.phoneNumbers')}>
              <PhoneList phoneNumbers={contact.phoneNumbers} />
            </Fact>
          )}
          {contact.birthday && (
            <Fact icon={CakeIcon} label={t('contacts.fields.birthday')}>
              <Text>{formatDate(contact.birthday, DATE_INPUT_FORMAT)}</Text>
            </Fact>
          )}
          {contact.address && (
            <Fact icon={MapPinIcon} label={t('contacts.fields.address')}>
              <Text>{contact.address}</Text>
            </Fact>
          )}
          {contact.notes && (
            <Fact icon={DocumentTextIcon} label={t('contacts.fields.notes')}>
              <SanitizedHtml html={contact.notes} color="fg" lineHeight="tall" css={richTextCss} />
            </Fact>
          )}
          {!contact.emails.length &&
            !contact.phoneNumbers.length &&
            !contact.birthday &&
            !contact.address &&
            !contact.notes && <Text color="fg.muted">{t('contacts.nothingMore')}</Text>}
        </Stack>
      </Box>
    </Box>
  );
}

function Fact({
  icon: Icon,
  label,
  children,
}: {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  label: string;
  children: ReactNode;
}) {
  return (
    <Flex gap={4} align="flex-start">
      <Box as="dt" color="fg.muted" pt="0.125rem" flexShrink={0}>
        <Icon width={20} height={20} aria-hidden />
        <VisuallyHidden>{label}</VisuallyHidden>
      </Box>
      <Box as="dd" flex={1} minW={0}>
        {children}
      </Box>
    </Flex>
  );
}

function PhoneList({ phoneNumbers }: { phoneNumbers: ContactDetailsFragment['phoneNumbers'] }) {
  const { byIso } = useCountries();
  return (
    <Stack as="ul" gap={2} listStyleType="none" ps={0}>
      {phoneNumbers.map((entry, index) => (
        <Flex as="li" key={index} align="center" gap={2} wrap="wrap">
          <PhoneLink
            iso={entry.country}
            phoneNumber={entry.phoneNumber}
            country={byIso.get(entry.country)}
          />
          {entry.label && <EntryLabel>{entry.label}</EntryLabel>}
        </Flex>
      ))}
    </Stack>
  );
}
