import type { Resolvers } from '../../generated/graphql';

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
  },
  Mail: {
    ccCount: (mail) => mail.cc?.length ?? 0,
    bccCount: (mail) => mail.bcc?.length ?? 0,
  },
};
