// The mailbox's queries: its side column (folders with their counts, filters, labels,
// settings), a page of a folder's, filter's or label's mails, and one mail. A list
// holds every field the mail view reads, so opening a mail shows it at once.
import { graphql } from '../../../gql';

export const MailboxNavDocument = graphql(`
  query MailboxNav {
    mailboxFolders {
      ...MailFolderFields
    }
    mailboxFilters {
      id
      title
      slug
      icon
    }
    mailboxLabels {
      ...MailLabelFields
    }
    mailboxSettings {
      messageLayout
    }
  }

  fragment MailFolderFields on MailFolder {
    id
    title
    slug
    icon
    count
  }

  fragment MailLabelFields on MailLabel {
    __typename
    id
    title
    slug
    color
  }
`);

/** The folders alone: asked again after a write, so their counts stay right. */
export const MailboxFoldersDocument = graphql(`
  query MailboxFolders {
    mailboxFolders {
      ...MailFolderFields
    }
  }
`);

export const MailboxMailsDocument = graphql(`
  query MailboxMails($folder: String, $filter: String, $label: String, $page: Int!) {
    mailboxMails(folder: $folder, filter: $filter, label: $label, page: $page) {
      mails {
        ...MailFields
      }
      pagination {
        totalResults
        currentPage
        lastPage
        startIndex
        endIndex
      }
    }
  }

  fragment MailFields on Mail {
    __typename
    id
    from {
      avatar
      contact
    }
    to
    cc
    bcc
    date
    subject
    content
    attachments {
      type
      name
      size
      preview
      downloadUrl
    }
    starred
    important
    unread
    folder
    labels
    ccCount
    bccCount
  }
`);

export const MailboxMailDocument = graphql(`
  query MailboxMail($id: ID!) {
    mailboxMail(id: $id) {
      ...MailFields
    }
  }
`);
