// The mailbox's settings: where an open mail shows (beside the list or in its place,
// saved at once) and the labels, one list (TagManager) where each label shows its slug
// and is given a colour, renamed or deleted, and new ones are added.
import { Box, Flex, Heading, IconButton, Stack, Text } from '@chakra-ui/react';
import ArrowLeftIcon from '@heroicons/react/24/outline/ArrowLeftIcon';
import Bars3Icon from '@heroicons/react/24/outline/Bars3Icon';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useToasts } from '../../../components/page/toasts';
import { TagManager } from '../../../components/tags/tag-manager';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { NativeSelect } from '../../../components/ui/native-select';
import { mailboxListPath } from '../../../config/paths';
import type { MailboxMessageLayout, MailLabelFieldsFragment } from '../../../gql/graphql';
import { useCreateLabel } from '../api/use-create-label';
import { useDeleteLabel } from '../api/use-delete-label';
import { useUpdateLabel } from '../api/use-update-label';
import { useUpdateSettings } from '../api/use-update-settings';
import { LABEL_COLORS, isLabelColor, labelPalette } from '../label-colors';
import { useMailboxNav, useOpenColumn } from '../mailbox-context';

export function MailboxSettingsPage() {
  const { t } = useTranslation();
  const toasts = useToasts();
  const nav = useMailboxNav();
  const openColumn = useOpenColumn();
  const updateSettings = useUpdateSettings();
  const createLabel = useCreateLabel();
  const updateLabel = useUpdateLabel();
  const deleteLabel = useDeleteLabel();
  const labels = nav.mailboxLabels;

  const failed = (error: unknown) => toasts.failed(t('mailbox.changeFailed'), error);

  const setLayout = (layout: MailboxMessageLayout) => void updateSettings(layout).catch(failed);
  const setColor = (label: MailLabelFieldsFragment, color: string) =>
    void updateLabel(label, { color }).catch(failed);

  return (
    <Flex direction="column" flex={1} minW={0} h="full" minH={0}>
      <Flex
        as="header"
        minH={16}
        px={4}
        gap={2}
        align="center"
        borderBottomWidth="1px"
        flexShrink={0}
      >
        <IconButton
          hideFrom="lg"
          variant="ghost"
          size="sm"
          aria-label={t('mailbox.openColumn')}
          onClick={openColumn}
        >
          <Bars3Icon />
        </IconButton>
        <Heading as="h1" size="md" flex={1}>
          {t('mailbox.settings')}
        </Heading>
        <IconButton asChild variant="ghost" size="sm" aria-label={t('mailbox.backToMail')}>
          <Link to={mailboxListPath('folder', 'inbox')}>
            <ArrowLeftIcon />
          </Link>
        </IconButton>
      </Flex>
      <Box flex={1} minH={0} overflowY="auto">
        <Stack gap={10} px={{ base: 4, md: 8 }} py={6} maxW="3xl">
          <Section title={t('mailbox.layoutTitle')} description={t('mailbox.layoutHelp')}>
            <Box maxW="md">
              <ChoiceGroup<MailboxMessageLayout>
                legend={t('mailbox.layoutLegend')}
                name="mailbox-message-layout"
                columns={2}
                value={nav.mailboxSettings.messageLayout}
                onChange={setLayout}
                choices={[
                  {
                    value: 'right',
                    label: t('mailbox.layoutRight'),
                    preview: <LayoutPicture beside />,
                  },
                  { value: 'full', label: t('mailbox.layoutFull'), preview: <LayoutPicture /> },
                ]}
              />
            </Box>
          </Section>
          <Section title={t('mailbox.labelsTitle')} description={t('mailbox.labelsHelp')}>
            <Box maxW="xl" borderWidth="1px" rounded="l2" p={3}>
              <TagManager
                label={t('mailbox.labels')}
                tags={labels.map((label) => ({
                  id: label.id,
                  title: label.title,
                  subtitle: label.slug,
                  colorPalette: labelPalette(label.color),
                }))}
                rowControls={(tag) => {
                  const label = labels.find((candidate) => candidate.id === tag.id);
                  return label && <ColorSelect label={label} onChange={setColor} />;
                }}
                onCreate={async (title) => {
                  const color = LABEL_COLORS[labels.length % LABEL_COLORS.length]!;
                  const label = await createLabel(title, color);
                  return label && { id: label.id, title: label.title };
                }}
                onRename={(id, title) => {
                  const label = labels.find((candidate) => candidate.id === id);
                  return label ? updateLabel(label, { title }) : Promise.resolve();
                }}
                onDelete={deleteLabel}
                deleteMessage={(title) => t('mailbox.deleteLabelMessage', { title })}
              />
            </Box>
          </Section>
        </Stack>
      </Box>
    </Flex>
  );
}

/** A label's colour, chosen among those offered (its own first if it is another). */
function ColorSelect({
  label,
  onChange,
}: {
  label: MailLabelFieldsFragment;
  onChange: (label: MailLabelFieldsFragment, color: string) => void;
}) {
  const { t } = useTranslation();
  const choices: readonly string[] = isLabelColor(label.color)
    ? LABEL_COLORS
    : [label.color, ...LABEL_COLORS];
  return (
    <NativeSelect.Root size="xs" w="28" flexShrink={0} me={1}>
      <NativeSelect.Field
        aria-label={t('mailbox.colorOf', { title: label.title })}
        value={label.color}
        onChange={(event) => onChange(label, event.target.value)}
      >
        {choices.map((color) => (
          <option key={color} value={color}>
            {isLabelColor(color) ? t(`mailbox.colors.${color}`) : color}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h2" size="md">
        {title}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mt={1} mb={4}>
        {description}
      </Text>
      {children}
    </Box>
  );
}

/** A small drawing of the layout: a list, and the mail beside it or over it. */
function LayoutPicture({ beside = false }: { beside?: boolean }) {
  return (
    <Flex w="full" h={16} gap={1} p={1} rounded="md" borderWidth="1px" bg="bg.panel" aria-hidden>
      <Box w="22%" rounded="sm" bg="bg.emphasized" />
      <Stack w={beside ? '30%' : 'full'} gap={1}>
        {[0, 1, 2, 3].map((row) => (
          <Box key={row} h={2.5} rounded="sm" bg="bg.muted" />
        ))}
      </Stack>
      {beside && (
        <Box flex={1} rounded="sm" bg="brand.subtle" borderWidth="1px" borderColor="brand.muted" />
      )}
    </Flex>
  );
}
