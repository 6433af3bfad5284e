// The contacts, grouped under the first letter of their name (Á with A, Ñ on its own
// after N, as the server sorts them), each a link to the contact's page. The open one
// is marked; the list's search stays in every link.
import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { contactPath } from '../../../config/paths';
import type { ContactListItemFragment } from '../../../gql/graphql';
import { letterOf } from '../api/contact-lists';
import { ContactAvatar } from './contact-avatar';

interface Group {
  letter: string;
  contacts: ContactListItemFragment[];
}

function groupByLetter(contacts: readonly ContactListItemFragment[]): Group[] {
  const groups: Group[] = [];
  for (const contact of contacts) {
    const letter = letterOf(contact.name);
    const last = groups.at(-1);
    if (last?.letter === letter) last.contacts.push(contact);
    else groups.push({ letter, contacts: [contact] });
  }
  return groups;
}

/** The line under a name: title and company, else the first e-mail. */
function secondLine(contact: ContactListItemFragment): string {
  const job = [contact.title, contact.company].filter(Boolean).join(' · ');
  return job || contact.emails[0]?.email || '';
}

export function ContactList({ contacts }: { contacts: readonly ContactListItemFragment[] }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const groups = useMemo(() => groupByLetter(contacts), [contacts]);
  return (
    <Box as="nav" aria-label={t('contacts.listLabel')}>
      {groups.map((group) => (
        <section key={group.letter} aria-labelledby={`contacts-letter-${group.letter}`}>
          <Flex
            position="sticky"
            top={0}
            zIndex={1}
            align="center"
            justify="space-between"
            px={4}
            py={1.5}
            bg="bg.muted"
            borderBottomWidth="1px"
          >
            <Heading
              as="h2"
              id={`contacts-letter-${group.letter}`}
              fontSize="xs"
              fontWeight="semibold"
              color="fg.muted"
              letterSpacing="wider"
            >
              {group.letter}
            </Heading>
            <Text fontSize="xs" color="fg.subtle" aria-hidden>
              {group.contacts.length}
            </Text>
          </Flex>
          <Box as="ul" listStyleType="none" m={0} ps={0}>
            {group.contacts.map((contact) => (
              <Box
                as="li"
                key={contact.id}
                borderBottomWidth="1px"
                _last={{ borderBottomWidth: 0 }}
              >
                <ContactRow contact={contact} href={contactPath(contact.id, search)} />
              </Box>
            ))}
          </Box>
        </section>
      ))}
    </Box>
  );
}

function ContactRow({ contact, href }: { contact: ContactListItemFragment; href: string }) {
  const line = secondLine(contact);
  return (
    <Flex
      asChild
      align="center"
      gap={3}
      px={4}
      py={3}
      transition="background 0.15s"
      _hover={{ bg: 'bg.subtle' }}
      _currentPage={{
        bg: 'brand.subtle',
        _hover: { bg: 'brand.subtle' },
        // The muted grey has too little contrast on the dark scheme's brand tint.
        '& [data-second-line]': { color: 'brand.fg' },
      }}
      focusVisibleRing="inside"
    >
      <NavLink to={href}>
        <ContactAvatar name={contact.name} avatar={contact.avatar} />
        <Box minW={0} flex={1}>
          <Text fontWeight="medium" truncate>
            {contact.name}
          </Text>
          {line && (
            <Text data-second-line="" fontSize="sm" color="fg.muted" truncate>
              {line}
            </Text>
          )}
        </Box>
      </NavLink>
    </Flex>
  );
}
