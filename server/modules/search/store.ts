// The global search: reads the contacts, tasks and navigation stores, owns no data.
import type { SearchGroup } from '../../generated/graphql';
import type { ContactStore } from '../contacts/store';
import type { NavigationItemRecord, NavigationStore } from '../navigation/store';
import type { TaskStore } from '../tasks/store';

interface Hit {
  id: string;
  value: string;
  link: string;
}

export type SearchResultRecord =
  | (Hit & { kind: 'contact'; name: string; avatar: string | null })
  | (Hit & { kind: 'page'; title: string; subtitle: string | null })
  | (Hit & { kind: 'task'; title: string; completed: boolean });

export interface SearchResultSetRecord {
  id: SearchGroup;
  label: string;
  results: SearchResultRecord[];
}

/** Hits a group answers at most: the first in its order (a search box, not a list). */
export const SEARCH_LIMIT = 20;

export class SearchStore {
  constructor(
    private readonly stores: {
      readonly contacts: ContactStore;
      readonly tasks: TaskStore;
      readonly navigation: NavigationStore;
    },
  ) {}

  /** Groups in the order contacts, pages, tasks; only groups with hits. */
  search(query: string): SearchResultSetRecord[] {
    const needle = query.trim().toLowerCase();
    if (!needle) return [];
    const matches = (text: string | null | undefined) => !!text?.toLowerCase().includes(needle);
    const groups: SearchResultSetRecord[] = [
      {
        id: 'contacts',
        label: 'Contacts',
        results: this.stores.contacts
          .matching(needle)
          .slice(0, SEARCH_LIMIT)
          .map((contact) => ({
            kind: 'contact',
            id: contact.id,
            value: contact.name,
            link: `/apps/contacts/${contact.id}`,
            name: contact.name,
            avatar: contact.avatar,
          })),
      },
      {
        id: 'pages',
        label: 'Pages',
        results: pages(this.stores.navigation.get().default)
          .filter((page) => matches(page.title) || matches(page.subtitle))
          .slice(0, SEARCH_LIMIT)
          .map((page) => ({
            kind: 'page',
            id: page.id,
            value: page.title,
            link: page.link,
            title: page.title,
            subtitle: page.subtitle ?? null,
          })),
      },
      {
        id: 'tasks',
        label: 'Tasks',
        // Sections are rows of the list too and open the same way (as in the legacy mock).
        results: this.stores.tasks
          .searchTitles(needle)
          .slice(0, SEARCH_LIMIT)
          .map((task) => ({
            kind: 'task',
            id: task.id,
            value: task.title,
            link: `/apps/tasks/${task.id}`,
            title: task.title,
            completed: task.completed,
          })),
      },
    ];
    return groups.filter((group) => group.results.length > 0);
  }
}

/** Every menu entry that leads somewhere, in menu order. */
function pages(
  items: readonly NavigationItemRecord[],
): (NavigationItemRecord & { title: string; link: string })[] {
  return items.flatMap((item) => [
    ...(item.link && item.title ? [{ ...item, title: item.title, link: item.link }] : []),
    ...pages(item.children ?? []),
  ]);
}
