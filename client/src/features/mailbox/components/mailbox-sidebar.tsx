// The mailbox's side column: Compose, the folders with their counts, the filters, the
// labels with their colours, and the settings. The current one is marked (aria-current).
import { Badge, Box, Button, Circle, Flex, Stack, Text } from '@chakra-ui/react';
import Cog6ToothIcon from '@heroicons/react/24/outline/Cog6ToothIcon';
import PencilSquareIcon from '@heroicons/react/24/outline/PencilSquareIcon';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { NamedIcon } from '../../../components/ui/named-icon';
import { mailboxListPath, paths } from '../../../config/paths';
import { labelPalette } from '../label-colors';
import { useMailboxNav } from '../mailbox-context';
import { useComposeLink } from '../url-state';
import { useMailboxText } from '../mailbox-text';

const linkStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: 3,
  minH: 9,
  px: 3,
  py: 1.5,
  rounded: 'md',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.muted',
  transition: 'background 0.15s, color 0.15s',
  _hover: { bg: 'bg.muted', color: 'fg' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' },
  '&[aria-current=page]': { bg: 'brand.subtle', color: 'brand.fg' },
} as const;

interface ColumnLinkProps {
  to: string;
  icon: ReactNode;
  children: ReactNode;
  end?: ReactNode;
  onNavigate?: () => void;
}

function ColumnLink({ to, icon, children, end, onNavigate }: ColumnLinkProps) {
  return (
    <Box as="li">
      <Box asChild css={linkStyle}>
        <NavLink to={to} onClick={onNavigate}>
          {icon}
          <Text as="span" flex={1} minW={0} truncate>
            {children}
          </Text>
          {end}
        </NavLink>
      </Box>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title}>
      <Text
        px={3}
        mb={1}
        fontSize="xs"
        fontWeight="semibold"
        letterSpacing="wider"
        textTransform="uppercase"
        color="fg.muted"
      >
        {title}
      </Text>
      <Stack as="ul" gap={0.5} listStyleType="none" ps={0} m={0}>
        {children}
      </Stack>
    </Box>
  );
}

export function MailboxSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const nav = useMailboxNav();
  const text = useMailboxText();
  const composeLink = useComposeLink();
  return (
    <Stack as="nav" aria-label={t('mailbox.columnLabel')} gap={5} p={4}>
      <Button asChild colorPalette="brand" w="full">
        <NavLink to={composeLink('new')} onClick={onNavigate}>
          <PencilSquareIcon aria-hidden />
          {t('mailbox.compose')}
        </NavLink>
      </Button>
      <Section title={t('mailbox.folders')}>
        {nav.mailboxFolders.map((folder) => (
          <ColumnLink
            key={folder.id}
            to={mailboxListPath('folder', folder.slug)}
            icon={<NamedIcon name={folder.icon} />}
            onNavigate={onNavigate}
            end={
              folder.count > 0 && (
                <Badge
                  size="sm"
                  variant={folder.slug === 'inbox' ? 'solid' : 'subtle'}
                  colorPalette={folder.slug === 'inbox' ? 'brand' : 'gray'}
                  rounded="full"
                  minW={5}
                  justifyContent="center"
                >
                  {folder.count}
                </Badge>
              )
            }
          >
            {text.folder(folder)}
          </ColumnLink>
        ))}
      </Section>
      <Section title={t('mailbox.filters')}>
        {nav.mailboxFilters.map((filter) => (
          <ColumnLink
            key={filter.id}
            to={mailboxListPath('filter', filter.slug)}
            icon={<NamedIcon name={filter.icon} />}
            onNavigate={onNavigate}
          >
            {text.filter(filter)}
          </ColumnLink>
        ))}
      </Section>
      <Section title={t('mailbox.labels')}>
        {nav.mailboxLabels.map((label) => (
          <ColumnLink
            key={label.id}
            to={mailboxListPath('label', label.slug)}
            icon={
              <Flex boxSize={5} align="center" justify="center" flexShrink={0}>
                <Circle
                  size={2.5}
                  bg="colorPalette.solid"
                  colorPalette={labelPalette(label.color)}
                />
              </Flex>
            }
            onNavigate={onNavigate}
          >
            {label.title}
          </ColumnLink>
        ))}
        {nav.mailboxLabels.length === 0 && (
          <Text as="li" px={3} fontSize="sm" color="fg.muted">
            {t('mailbox.noLabels')}
          </Text>
        )}
      </Section>
      <Stack as="ul" gap={0.5} listStyleType="none" ps={0} m={0} pt={2} borderTopWidth="1px">
        <ColumnLink
          to={paths.mailboxSettings}
          icon={<Cog6ToothIcon width={20} aria-hidden />}
          onNavigate={onNavigate}
        >
          {t('mailbox.settings')}
        </ColumnLink>
      </Stack>
    </Stack>
  );
}
