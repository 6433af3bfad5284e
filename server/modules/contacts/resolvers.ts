import type { Resolvers } from '../../generated/graphql';
import { recordEvents } from '../../live/events';

export const resolvers: Resolvers = {
  Query: {
    contacts: (_, { query }, { stores }) => stores.contacts.search(query),
    contactsPage: (_, args, { stores }) => stores.contacts.page(args),
    contact: (_, { id }, { stores }) => stores.contacts.find(id),
    contactCountries: (_, __, { stores }) => stores.contacts.countryList(),
    contactTags: (_, __, { stores }) => stores.contacts.tagList(),
  },
  Contact: {
    job: ({ title, company }) => ({ title, company }),
  },
  Mutation: {
    createContact: (_, { contact }, { stores }) => stores.contacts.create(contact ?? {}),
    updateContact: (_, { id, contact }, { stores }) => stores.contacts.update(id, contact),
    deleteContact: (_, { id }, { stores }) => stores.contacts.remove(id),
    uploadContactAvatar: (_, { id, avatar }, { stores }) => stores.contacts.setAvatar(id, avatar),
    createContactTag: (_, { tag }, { stores }) => stores.contacts.createTag(tag),
    updateContactTag: (_, { id, tag }, { stores }) => stores.contacts.updateTag(id, tag),
    deleteContactTag: (_, { id }, { stores }) => stores.contacts.removeTag(id),
  },
  Subscription: {
    contactsChanged: recordEvents('contacts', {
      contacts: { field: 'contact', type: 'Contact' },
      tags: { field: 'tag', type: 'ContactTag' },
    }),
  },
};
