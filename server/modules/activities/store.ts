// The activities page's feed: read-only, kept newest first, read whole or in pages.
import { BadInputError } from '../../lib/errors';

export interface ActivityRecord {
  id: string;
  icon: string | null;
  image: string | null;
  /** May hold inline markup. */
  description: string;
  /** ISO date-time. */
  date: string;
  /** HTML or null. */
  extraContent: string | null;
  linkedContent: string | null;
  link: string | null;
  useRouter: boolean;
}

/** The most activities one page may ask for. */
export const MAX_PAGE_SIZE = 100;

export interface PageArgs {
  /** The id of the last activity the reader holds; null or absent: from the newest. */
  after?: string | null;
  /** How many; null or absent: all of them (the contract before paging). */
  first?: number | null;
}

export class ActivityStore {
  private readonly activities: ActivityRecord[];

  constructor(seed: readonly ActivityRecord[]) {
    // ISO date-times in UTC sort as text; newest first whatever the seed's order.
    this.activities = structuredClone([...seed]).sort((a, b) =>
      a.date < b.date ? 1 : a.date > b.date ? -1 : 0,
    );
  }

  /** The whole feed, or the page `first` items long that follows `after`. */
  list({ after = null, first = null }: PageArgs = {}): ActivityRecord[] {
    if (first !== null && (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE)) {
      throw new BadInputError(`first must be a whole number from 1 to ${MAX_PAGE_SIZE}.`);
    }
    let start = 0;
    if (after !== null) {
      const index = this.activities.findIndex((activity) => activity.id === after);
      if (index < 0) throw new BadInputError(`after: there is no activity "${after}".`);
      start = index + 1;
    }
    return this.activities.slice(start, first === null ? undefined : start + first);
  }

  count(): number {
    return this.activities.length;
  }
}
