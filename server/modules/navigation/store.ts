// The four shapes of the main menu. Read-only: the menus list the app's routes.
import type { NavigationItemType } from '../../generated/graphql';

export interface NavigationItemRecord {
  id: string;
  type: NavigationItemType;
  title?: string;
  subtitle?: string;
  icon?: string;
  link?: string;
  externalLink?: boolean;
  exactMatch?: boolean;
  badge?: { title: string; color: string };
  children?: NavigationItemRecord[];
}

export interface NavigationRecord {
  compact: NavigationItemRecord[];
  default: NavigationItemRecord[];
  futuristic: NavigationItemRecord[];
  horizontal: NavigationItemRecord[];
}

export class NavigationStore {
  private readonly navigation: NavigationRecord;

  constructor(seed: NavigationRecord) {
    this.navigation = structuredClone(seed);
  }

  get(): NavigationRecord {
    return this.navigation;
  }
}
