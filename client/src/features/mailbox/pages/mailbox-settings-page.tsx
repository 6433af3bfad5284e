// The mailbox's settings: where an open mail shows (beside the list or in its place,
// saved at once) and the labels: add, rename and delete them (TagManager), and choose
// each one's colour.
import { Box, Circle, Flex, Heading, IconButton, Stack, Text } from '@chakra-ui/react';
import ArrowLeftIcon from '@heroicons/react/24/outline/ArrowLeftIcon';
import Bars3Icon from '@heroicons/react/24/outline/Bars3Icon';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TagManager } from '../../../components/tags/tag-manager';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { NativeSelect } from '../../../components/ui/native-select';
import { toaster } from '../../../components/ui/toaster';
import { mailboxListPath } from '../../../config/paths';
import type { MailboxMessageLayout, MailLabelFieldsFragment } from '../../../gql/graphql';
import { useCreateLabel } from '../api/use-create-label';
import { useDeleteLabel } from '../api/use-delete-label';
import { useUpdateLabel } from '../api/use-update-label';
import { useUpdateSettings } from '../api/use-update-settings';
import { LABEL_COLORS, labelPalette } from '../label-colors';
import { useMailboxNav, useOpenColumn } from '../mailbox-context';

export function MailboxSettingsPage() {
  const { t } = useTranslation();
  const nav = useMailboxNav();
  const openColumn = useOpenColumn();
  const updateSettings = useUpdateSettings();
  const createLabel = useCreateLabel();
  const updateLabel = useUpdateLabel();
  const deleteLabel = useDeleteLabel();
  const labels = nav.mailboxLabels;

  const failed = (error: unknown) =>
    toaster.create({
      type: 'error',
      title: t('mailbox.changeFailed'),
      description: error instanceof Error ? error.message : undefined,
    });

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
            <Flex direction={{ base: 'column', md: 'row' }} gap={6} align="flex-start">
              <Box
                w={{ base: 'full', md: '72' }}
                flexShrink={0}
                borderWidth="1px"
                rounded="l2"
                p={3}
              >
                <TagManager
                  label={t('mailbox.labels')}
                  tags={labels.map((label) => ({
                    id: label.id,
                    title: label.title,
                    colorPalette: labelPalette(label.color),
                  }))}
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
              <Stack
                as="ul"
                flex={1}
                w="full"
                gap={0}
                listStyleType="none"
                ps={0}
                m={0}
                aria-label={t('mailbox.labelColors')}
              >
                {labels.map((label) => (
                  <Flex
                    as="li"
                    key={label.id}
                    align="center"
                    gap={3}
                    py={2}
                    borderBottomWidth="1px"
                  >
                    <Circle
                      size={3}
                      flexShrink={0}
                      bg="colorPalette.solid"
                      colorPalette={labelPalette(label.color)}
                    />
                    <Box flex={1} minW={0}>
                      <Text fontSize="sm" fontWeight="medium" truncate>
                        {label.title}
                      </Text>
                      <Text fontSize="xs" color="fg.muted" fontFamily="mono" truncate>
                        {label.slug}
                      </Text>
                    </Box>
                    <NativeSelect.Root size="sm" w="36" flexShrink={0}>
                      <NativeSelect.Field
                        aria-label={t('mailbox.colorOf', { title: label.title })}
                        value={label.color}
                        onChange={(event) => setColor(label, event.target.value)}
                      >
                        {colorChoices(label.color).map((color) => (
                          <option key={color} value={color}>
                            {isNamedColor(color) ? t(COLOR_NAMES[color]) : color}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Flex>
                ))}
              </Stack>
            </Flex>
          </Section>
        </Stack>
      </Box>
    </Flex>
  );
}

/** The colours offered, with a label's own first if it is one we do not offer (teal). */
function colorChoices(current: string): readonly string[] {
  return (LABEL_COLORS as readonly string[]).includes(current)
    ? LABEL_COLORS
    : [current, ...LABEL_COLORS];
}

/** The translated name of each colour a label may have. */
const COLOR_NAMES = {
  blue: 'mailbox.colors.blue',
  indigo: 'mailbox.colors.indigo',
  red: 'mailbox.colors.red',
  green: 'mailbox.colors.green',
  orange: 'mailbox.colors.orange',
  gray: 'mailbox.colors.gray',
  teal: 'mailbox.colors.teal',
  purple: 'mailbox.colors.purple',
  cyan: 'mailbox.colors.cyan',
  pink: 'mailbox.colors.pink',
  yellow: 'mailbox.colors.yellow',
} as const;

const isNamedColor = (color: string): color is keyof typeof COLOR_NAMES => color in COLOR_NAMES;

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
