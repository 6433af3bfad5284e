// What can be done to the open mail or to a selection of mails: read or unread, star,
// important, labels, move to a folder, move to Trash. Each is an icon button with its
// name in a tooltip; moves and labels open a menu.
import { Circle, Flex, Menu, Portal } from '@chakra-ui/react';
import CheckIcon from '@heroicons/react/24/outline/CheckIcon';
import EnvelopeIcon from '@heroicons/react/24/outline/EnvelopeIcon';
import EnvelopeOpenIcon from '@heroicons/react/24/outline/EnvelopeOpenIcon';
import ExclamationCircleIcon from '@heroicons/react/24/outline/ExclamationCircleIcon';
import FolderArrowDownIcon from '@heroicons/react/24/outline/FolderArrowDownIcon';
import StarIcon from '@heroicons/react/24/outline/StarIcon';
import TagIcon from '@heroicons/react/24/outline/TagIcon';
import TrashIcon from '@heroicons/react/24/outline/TrashIcon';
import SolidExclamationCircleIcon from '@heroicons/react/24/solid/ExclamationCircleIcon';
import SolidStarIcon from '@heroicons/react/24/solid/StarIcon';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NamedIcon } from '../../../components/ui/named-icon';
import { TooltipIconButton } from '../../../components/ui/tooltip-icon-button';
import { paths } from '../../../config/paths';
import type { MailFieldsFragment } from '../../../gql/graphql';
import { labelPalette } from '../label-colors';
import { useMailboxNav } from '../mailbox-context';
import type { Selection } from '../url-state';
import { useMailboxText } from '../mailbox-text';
import { useMailChanges } from '../use-mail-changes';

type Mail = MailFieldsFragment;

interface MailActionsProps {
  mails: readonly Mail[];
  selection: Selection;
  /** After a move took the mails out of the list on screen. */
  onMoved?: () => void;
}

export function MailActions({ mails, selection, onMoved }: MailActionsProps) {
  const { t } = useTranslation();
  const nav = useMailboxNav();
  const text = useMailboxText();
  const changes = useMailChanges(selection);
  const unread = mails.some((mail) => mail.unread);
  const starred = mails.length > 0 && mails.every((mail) => mail.starred);
  const important = mails.length > 0 && mails.every((mail) => mail.important);
  const trash = nav.mailboxFolders.find((folder) => folder.slug === 'trash');
  const inTrash = !!trash && mails.every((mail) => mail.folder === trash.id);
  const disabled = mails.length === 0;

  const move = async (folderId: string) => {
    const leaves = selection.kind === 'folder';
    if ((await changes.move(mails, folderId)) && leaves) onMoved?.();
  };

  return (
    <Flex gap={0.5} align="center" wrap="wrap">
      <TooltipIconButton
        label={unread ? t('mailbox.markRead') : t('mailbox.markUnread')}
        disabled={disabled}
        onClick={() => void changes.setRead(mails, unread)}
      >
        {unread ? <EnvelopeOpenIcon /> : <EnvelopeIcon />}
      </TooltipIconButton>
      <TooltipIconButton
        label={starred ? t('mailbox.unstar') : t('mailbox.star')}
        aria-pressed={starred}
        disabled={disabled}
        color={starred ? 'orange.fg' : undefined}
        onClick={() => void changes.setStarred(mails, !starred)}
      >
        {starred ? <SolidStarIcon /> : <StarIcon />}
      </TooltipIconButton>
      <TooltipIconButton
        label={important ? t('mailbox.notImportant') : t('mailbox.markImportant')}
        aria-pressed={important}
        disabled={disabled}
        color={important ? 'red.fg' : undefined}
        onClick={() => void changes.setImportant(mails, !important)}
      >
        {important ? <SolidExclamationCircleIcon /> : <ExclamationCircleIcon />}
      </TooltipIconButton>
      <Menu.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
        <Menu.Trigger asChild>
          <TooltipIconButton label={t('mailbox.labelsAction')} disabled={disabled}>
            <TagIcon />
          </TooltipIconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="56">
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel fontSize="xs" color="fg.muted">
                  {t('mailbox.labels')}
                </Menu.ItemGroupLabel>
                {nav.mailboxLabels.map((label) => {
                  const on = mails.every((mail) => mail.labels.includes(label.id));
                  return (
                    <Menu.CheckboxItem
                      key={label.id}
                      value={label.id}
                      checked={on}
                      closeOnSelect={false}
                      onCheckedChange={() => void changes.toggleLabel(mails, label.id, !on)}
                    >
                      <Circle
                        size={2.5}
                        bg="colorPalette.solid"
                        colorPalette={labelPalette(label.color)}
                      />
                      <Menu.ItemText>{label.title}</Menu.ItemText>
                      <Menu.ItemIndicator>
                        <CheckIcon width={16} aria-hidden />
                      </Menu.ItemIndicator>
                    </Menu.CheckboxItem>
                  );
                })}
              </Menu.ItemGroup>
              <Menu.Separator />
              <Menu.Item value="manage" asChild>
                <Link to={paths.mailboxSettings}>{t('mailbox.manageLabels')}</Link>
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <Menu.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
        <Menu.Trigger asChild>
          <TooltipIconButton label={t('mailbox.moveTo')} disabled={disabled}>
            <FolderArrowDownIcon />
          </TooltipIconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="48">
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel fontSize="xs" color="fg.muted">
                  {t('mailbox.moveTo')}
                </Menu.ItemGroupLabel>
                {nav.mailboxFolders.map((folder) => (
                  <Menu.Item
                    key={folder.id}
                    value={folder.id}
                    disabled={mails.every((mail) => mail.folder === folder.id)}
                    onSelect={() => void move(folder.id)}
                  >
                    <NamedIcon name={folder.icon} boxSize={4} />
                    {text.folder(folder)}
                  </Menu.Item>
                ))}
              </Menu.ItemGroup>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {trash && !inTrash && (
        <TooltipIconButton
          label={t('mailbox.moveToTrash')}
          disabled={disabled}
          onClick={() => void move(trash.id)}
        >
          <TrashIcon />
        </TooltipIconButton>
      )}
    </Flex>
  );
}
