// The activities page's feed: read-only, kept newest first.
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

export class ActivityStore {
  private readonly activities: ActivityRecord[];

  constructor(seed: readonly ActivityRecord[]) {
    // ISO date-times in UTC sort as text; newest first whatever the seed's order.
    this.activities = structuredClone([...seed]).sort((a, b) =>
      a.date < b.date ? 1 : a.date > b.date ? -1 : 0,
    );
  }

  list(): ActivityRecord[] {
    return this.activities;
  }
}
