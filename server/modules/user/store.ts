// Profiles of the people who can sign in.
import type { UserStatus } from '../../generated/graphql';
import { Table, type Kinds, type TableSeed } from '../../data/table';
import { BadInputError, NotFoundError } from '../../lib/errors';
import { merge, rejectNulls, requireEmail, requireText } from '../../lib/input';
import { imageDataUrl, type UploadedImage } from '../contacts/image';
import { MAX_ACCOUNT_ABOUT } from '../../../shared/limits';

export interface UserRecord {
  id: string;
  name: string;
  email: string;
  avatar: string | null;
  status: UserStatus;
  about: string;
}

export interface UserPatch {
  id?: string | null;
  name?: string | null;
  email?: string | null;
  avatar?: string | null;
  status?: UserStatus | null;
  about?: string | null;
}

export class UserStore {
  private readonly users: Table<UserRecord>;

  constructor(seed: TableSeed<UserRecord>) {
    this.users = Table.of('items', seed);
  }

  tables(): Kinds {
    return { items: this.users };
  }

  /** Every profile, oldest first. */
  list(): readonly UserRecord[] {
    return this.users.list();
  }

  find(id: string): UserRecord | null {
    return this.users.get(id) ?? null;
  }

  /**
   * Adds a profile (a person signed in through the identity provider for the first
   * time); one of that id already kept (another server made it) stays as it is.
   */
  add(user: UserRecord): UserRecord {
    const kept = this.find(user.id);
    if (kept) return kept;
    return this.users.insert(structuredClone(user));
  }

  update(id: string, patch: UserPatch): UserRecord {
    const current = this.require(id);
    rejectNulls(patch, ['name', 'email', 'status', 'about']);
    if (patch.name != null) requireText(patch.name, 'name');
    if (patch.about != null && patch.about.length > MAX_ACCOUNT_ABOUT) {
      throw new BadInputError(`"about" is longer than ${MAX_ACCOUNT_ABOUT} characters.`);
    }
    const next = merge(current, patch);
    // A provider's user may have come without an e-mail: only a new one is checked.
    if (patch.email != null) next.email = requireEmail(patch.email);
    return this.users.replace(next);
  }

  /** Stores an uploaded image as the user's avatar, as a data: URL (the contacts' rules). */
  setAvatar(id: string, file: UploadedImage): UserRecord {
    const current = this.require(id);
    return this.users.replace({ ...current, avatar: imageDataUrl(file, 'avatar') });
  }

  private require(id: string): UserRecord {
    const user = this.users.get(id);
    if (!user) throw new NotFoundError('User', id);
    return user;
  }
}
