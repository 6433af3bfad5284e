// Keeps the contacts app current: contacts and tags created, changed or deleted anywhere
// (another window, the API) arrive over the live connection (apollo/live.ts). A contact
// is written by id (its page follows), then put in its place in the lists; a deleted
// one leaves the lists and their counts, then the cache.
import { useSubscription } from '@apollo/client/react';
import { applyRecordEvent } from '../../../apollo/live-cache';
import { graphql } from '../../../gql';
import { placeInLists, removeFromLists } from './contact-lists';

const ContactsChangedDocument = graphql(`
  subscription ContactsChanged {
    contactsChanged {
      change
      contact {
        ...ContactListItem
        ...ContactDetails
      }
      tag {
        ...ContactTagFields
      }
      deleted {
        id
        type
      }
    }
  }
`);

/** A new tag goes last, as on the server. */
const NEW_TAG = { field: 'contactTags', at: 'end' } as const;

export function useContactsLive(): void {
  // Not useRecordEvents: each search has a list of its own (`contactsPage(query:)`),
  // sorted by name and loaded in pages, where the generic helper places nothing;
  // contact-lists.ts does.
  useSubscription(ContactsChangedDocument, {
    ignoreResults: true,
    onData: ({ client, data }) => {
      const event = data.data?.contactsChanged;
      if (!event) return;
      const { contact, tag, deleted } = event;
      const write = { heard: true, created: event.change === 'created' };
      // Before the record leaves the cache: its name says which counts held it.
      if (deleted?.type === 'Contact') removeFromLists(client.cache, deleted.id, write);
      applyRecordEvent(client.cache, event, contact ?? tag, tag ? NEW_TAG : null);
      // Created or renamed: in its place in each list whose search it matches, out of the others.
      if (contact) placeInLists(client.cache, contact, write);
    },
  });
}
