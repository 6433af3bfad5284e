// The legacy mailbox routes under api/apps/mailbox.
import type { RestRoute } from '../../rest/route';

const BASE = 'apps/mailbox';
const LABEL = 'id title slug color';
const FOLDER = 'id title slug icon count';
const FILTER = 'id title slug icon';
const MAIL = `id type from { avatar contact } to cc bcc date subject content
  attachments { type name size preview downloadUrl } starred important unread folder labels`;
const PAGINATION = 'totalResults resultsPerPage currentPage lastPage startIndex endIndex';

export const routes: RestRoute[] = [
  {
    method: 'GET',
    path: `${BASE}/settings`,
    document: 'query MailboxSettings { mailboxSettings { messageLayout } }',
  },
  {
    method: 'PATCH',
    path: `${BASE}/settings`,
    document: `mutation UpdateMailboxSettings($settings: MailboxSettingsInput!) {
      updateMailboxSettings(settings: $settings) { messageLayout } }`,
    variables: { settings: 'body.settings' },
  },
  {
    method: 'GET',
    path: `${BASE}/folders`,
    document: `query MailboxFolders { mailboxFolders { ${FOLDER} } }`,
  },
  {
    method: 'GET',
    path: `${BASE}/filters`,
    document: `query MailboxFilters { mailboxFilters { ${FILTER} } }`,
  },
  {
    method: 'GET',
    path: `${BASE}/labels`,
    document: `query MailboxLabels { mailboxLabels { ${LABEL} } }`,
  },
  {
    method: 'POST',
    path: `${BASE}/label`,
    document: `mutation CreateMailLabel($label: MailLabelInput!) {
      createMailLabel(label: $label) { ${LABEL} } }`,
    variables: { label: 'body.label' },
  },
  {
    method: 'PATCH',
    path: `${BASE}/label`,
    document: `mutation UpdateMailLabel($id: ID!, $label: MailLabelInput!) {
      updateMailLabel(id: $id, label: $label) { ${LABEL} } }`,
    variables: { id: 'body.id', label: 'body.label' },
  },
  {
    method: 'DELETE',
    path: `${BASE}/label`,
    document: 'mutation DeleteMailLabel($id: ID!) { deleteMailLabel(id: $id) }',
    variables: { id: 'query.id' },
  },
  {
    method: 'GET',
    path: `${BASE}/mails`,
    document: `query MailboxMails($folder: String, $filter: String, $label: String, $page: Int) {
      mailboxMails(folder: $folder, filter: $filter, label: $label, page: $page) {
        mails { ${MAIL} ccCount bccCount }
        pagination { ${PAGINATION} } } }`,
    variables: {
      folder: 'query.folder',
      filter: 'query.filter',
      label: 'query.label',
      page: 'query.page',
    },
    // Past the last page the legacy answer's pagination holds only lastPage.
    answer: (data) => {
      const { mails, pagination } = data.mailboxMails as {
        mails: unknown[] | null;
        pagination: Record<string, unknown>;
      };
      return {
        mails,
        pagination: mails
          ? pagination
          : Object.fromEntries(Object.entries(pagination).filter(([, value]) => value !== null)),
      };
    },
  },
  {
    method: 'GET',
    path: `${BASE}/mail`,
    document: `query MailboxMail($id: ID!) { mailboxMail(id: $id) { ${MAIL} } }`,
    variables: { id: 'query.id' },
  },
  {
    method: 'PATCH',
    path: `${BASE}/mail`,
    document: `mutation UpdateMailboxMail($id: ID!, $mail: MailInput!) {
      updateMailboxMail(id: $id, mail: $mail) { ${MAIL} } }`,
    variables: { id: 'body.id', mail: 'body.mail' },
  },
  {
    method: 'POST',
    path: `${BASE}/mail`,
    document: `mutation SendMail($mail: MailComposeInput!, $draftId: ID) {
      sendMail(mail: $mail, draftId: $draftId) { ${MAIL} } }`,
    variables: { mail: 'body.mail', draftId: 'body.draftId' },
  },
  {
    method: 'POST',
    path: `${BASE}/draft`,
    document: `mutation SaveMailDraft($mail: MailComposeInput!) {
      saveMailDraft(mail: $mail) { ${MAIL} } }`,
    variables: { mail: 'body.mail' },
  },
  {
    method: 'PATCH',
    path: `${BASE}/draft`,
    document: `mutation UpdateMailDraft($id: ID!, $mail: MailComposeInput!) {
      saveMailDraft(id: $id, mail: $mail) { ${MAIL} } }`,
    variables: { id: 'body.id', mail: 'body.mail' },
  },
];
