// The legacy contacts app routes, under /api/apps/contacts.
import type { RestRoute } from '../../rest/route';

const CONTACT = `id avatar background name emails { email label } phoneNumbers { country phoneNumber label }
  title company job { title company } birthday address notes tags`;
const TAG = 'id title';
const COUNTRY = 'id iso name code flagImagePos flag';

/** The legacy deletes answered `true`. */
const answerTrue = () => true;

export const routes: RestRoute[] = [
  {
    method: 'GET',
    path: 'apps/contacts/all',
    document: `query Contacts { contacts { ${CONTACT} } }`,
  },
  {
    method: 'GET',
    path: 'apps/contacts/search',
    document: `query SearchContacts($query: String) { contacts(query: $query) { ${CONTACT} } }`,
    variables: { query: 'query.query' },
  },
  {
    method: 'GET',
    path: 'apps/contacts/contact',
    document: `query Contact($id: ID!) { contact(id: $id) { ${CONTACT} } }`,
    variables: { id: 'query.id' },
  },
  {
    // The legacy client posts an empty body; fields under `contact` are merged into the blank one.
    method: 'POST',
    path: 'apps/contacts/contact',
    document: `mutation CreateContact($contact: ContactInput) { createContact(contact: $contact) { ${CONTACT} } }`,
    variables: { contact: 'body.contact' },
  },
  {
    method: 'PATCH',
    path: 'apps/contacts/contact',
    document: `mutation UpdateContact($id: ID!, $contact: ContactInput!) { updateContact(id: $id, contact: $contact) { ${CONTACT} } }`,
    variables: { id: 'body.id', contact: 'body.contact' },
  },
  {
    method: 'DELETE',
    path: 'apps/contacts/contact',
    document: `mutation DeleteContact($id: ID!) { deleteContact(id: $id) { id } }`,
    variables: { id: 'query.id' },
    answer: answerTrue,
  },
  {
    method: 'GET',
    path: 'apps/contacts/countries',
    document: `query ContactCountries { contactCountries { ${COUNTRY} } }`,
  },
  {
    method: 'GET',
    path: 'apps/contacts/tags',
    document: `query ContactTags { contactTags { ${TAG} } }`,
  },
  {
    method: 'POST',
    path: 'apps/contacts/tag',
    document: `mutation CreateContactTag($tag: ContactTagInput!) { createContactTag(tag: $tag) { ${TAG} } }`,
    variables: { tag: 'body.tag' },
  },
  {
    method: 'PATCH',
    path: 'apps/contacts/tag',
    document: `mutation UpdateContactTag($id: ID!, $tag: ContactTagInput!) { updateContactTag(id: $id, tag: $tag) { ${TAG} } }`,
    variables: { id: 'body.id', tag: 'body.tag' },
  },
  {
    method: 'DELETE',
    path: 'apps/contacts/tag',
    document: `mutation DeleteContactTag($id: ID!) { deleteContactTag(id: $id) { id } }`,
    variables: { id: 'query.id' },
    answer: answerTrue,
  },
  {
    // Multipart: a text field `id` and a file field `avatar`.
    method: 'POST',
    path: 'apps/contacts/avatar',
    document: `mutation UploadContactAvatar($id: ID!, $avatar: FileUpload!) { uploadContactAvatar(id: $id, avatar: $avatar) { ${CONTACT} } }`,
    variables: { id: 'body.id', avatar: 'file.avatar' },
  },
];
