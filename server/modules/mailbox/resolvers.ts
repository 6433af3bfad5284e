import { requireSession, type Context } from '../../context';
import type { Resolvers } from '../../generated/graphql';
import { NotFoundError } from '../../lib/errors';
import type { MailSender } from './store';
import { recordEvents } from '../../live/events';

/** The signed-in user as a mail's sender. */
function sender(context: Context): MailSender {
  const { userId } = requireSession(context);
  const user = context.stores.users.find(userId);
  if (!user) throw new NotFoundError('User', userId);
  return { avatar: user.avatar ?? null, contact: `${user.name} <${user.email}>` };
}

export const resolvers: Resolvers = {
  Query: {
    mailboxSettings: (_, __, { stores }) => stores.mailbox.getSettings(),
    mailboxFolders: (_, __, { stores }) => stores.mailbox.folderList(),
    mailboxFilters: (_, __, { stores }) => stores.mailbox.filterList(),
    mailboxLabels: (_, __, { stores }) => stores.mailbox.labelList(),
    mailboxMails: (_, query, { stores }) => stores.mailbox.listMails(query),
    mailboxMail: (_, { id }, { stores }) => stores.mailbox.mail(id),
  },
  Mutation: {
    updateMailboxSettings: (_, { settings }, { stores }) => stores.mailbox.updateSettings(settings),
    createMailLabel: (_, { label }, { stores }) => stores.mailbox.createLabel(label),
    updateMailLabel: (_, { id, label }, { stores }) => stores.mailbox.updateLabel(id, label),
    deleteMailLabel: (_, { id }, { stores }) => stores.mailbox.deleteLabel(id),
    updateMailboxMail: (_, { id, mail }, { stores }) => stores.mailbox.updateMail(id, mail),
    sendMail: (_, { mail, draftId }, context) =>
      context.stores.mailbox.sendMail(mail, sender(context), draftId),
    saveMailDraft: (_, { id, mail }, context) =>
      context.stores.mailbox.saveDraft(id, mail, sender(context)),
  },
  Mail: {
    ccCount: (mail) => mail.cc?.length ?? 0,
    bccCount: (mail) => mail.bcc?.length ?? 0,
  },
  Subscription: {
    mailboxChanged: recordEvents('mailbox', {
      mails: { field: 'mail', type: 'Mail' },
      labels: { field: 'label', type: 'MailLabel' },
    }),
  },
  MailboxEvent: {
    folders: (_, __, { stores }) => stores.mailbox.folderList(),
  },
};
