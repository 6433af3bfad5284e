// The changes a mail or a selection takes, shared by the list's selection bar and the
// open mail: each shows at once, and a refusal rolls back and says so in a toast. A
// move offers Undo in its toast.
import { useTranslation } from 'react-i18next';
import { useToasts } from '../../components/page/toasts';
import type { MailFieldsFragment } from '../../gql/graphql';
import { useUpdateMails, type MailPatch } from './api/use-update-mails';
import { useMailboxNav } from './mailbox-context';
import { belongsTo } from './selection';
import { listVariables, type Selection } from './url-state';
import { useMailboxText } from './mailbox-text';

type Mail = MailFieldsFragment;

export function useMailChanges(selection: Selection) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const nav = useMailboxNav();
  const text = useMailboxText();
  const update = useUpdateMails();
  const list = {
    variables: listVariables(
      { kind: selection.kind, slug: selection.slug },
      new URLSearchParams({ page: String(selection.page) }),
    ),
    keeps: (mail: Mail) => belongsTo(mail, selection, nav),
  };

  const failed = (error: unknown) => toasts.failed(t('mailbox.changeFailed'), error);

  /** Applies a change; answers whether the server took all of it. */
  const change = async (
    mails: readonly Mail[],
    patch: MailPatch | ((mail: Mail) => MailPatch),
  ): Promise<boolean> => {
    try {
      await update(mails, patch, list);
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  };

  const known = new Set(nav.mailboxLabels.map((label) => label.id));
  /** A mail's labels that still exist (a deleted label may linger in the cache). */
  const labelsOf = (mail: Mail) => mail.labels.filter((id) => known.has(id));

  return {
    setRead: (mails: readonly Mail[], read: boolean) => change(mails, { unread: !read }),
    setStarred: (mails: readonly Mail[], starred: boolean) => change(mails, { starred }),
    setImportant: (mails: readonly Mail[], important: boolean) => change(mails, { important }),
    setLabels: (mail: Mail, labels: string[]) =>
      change([mail], { labels: labels.filter((id) => known.has(id)) }),
    /** Puts the label on every mail, or takes it off every one. */
    toggleLabel: (mails: readonly Mail[], labelId: string, on: boolean) =>
      change(mails, (mail) => ({
        labels: on
          ? [...labelsOf(mail).filter((id) => id !== labelId), labelId]
          : labelsOf(mail).filter((id) => id !== labelId),
      })),
    /** Moves the mails, with Undo (each back to its own folder) in the toast. */
    move: async (mails: readonly Mail[], folderId: string) => {
      const before = new Map(mails.map((mail) => [mail.id, mail.folder]));
      const moving = mails.filter((mail) => mail.folder !== folderId);
      if (moving.length === 0) return false;
      const moved = await change(moving, { folder: folderId });
      if (!moved) return false;
      const folder = nav.mailboxFolders.find((candidate) => candidate.id === folderId);
      toasts.undoable(
        t('mailbox.moved', { count: moving.length, folder: folder ? text.folder(folder) : '' }),
        () =>
          void change(
            moving.map((mail) => ({ ...mail, folder: folderId })),
            (mail) => ({ folder: before.get(mail.id)! }),
          ),
      );
      return true;
    },
  };
}
