// Profiles of the people who can sign in.
import type { UserStatus } from '../../generated/graphql';
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
  private readonly users: UserRecord[];

  constructor(seed: readonly UserRecord[]) {
    this.users = structuredClone([...seed]);
  }

  /** The users as the constructor's seed takes them. */
  state(): UserRecord[] {
    return this.users;
  }

  find(id: string): UserRecord | null {
    return this.users.find((user) => user.id === id) ?? null;
  }

  /**
   * Adds a profile (a person signed in through the identity provider for the first
   * time); one of that id already kept (another server made it) stays as it is.
   */
  add(user: UserRecord): UserRecord {
    const kept = this.find(user.id);
    if (kept) return kept;
    this.users.push(structuredClone(user));
    return user;
  }

  update(id: string, patch: UserPatch): UserRecord {
    const index = this.users.findIndex((user) => user.id === id);
    if (index < 0) throw new NotFoundError('User', id);
    rejectNulls(patch, ['name', 'email', 'status', 'about']);
    if (patch.name != null) requireText(patch.name, 'name');
    if (patch.about != null && patch.about.length > MAX_ACCOUNT_ABOUT) {
      throw new BadInputError(`"about" is longer than ${MAX_ACCOUNT_ABOUT} characters.`);
    }
    const next = merge(this.users[index]!, patch);
    // A provider's user may have come without an e-mail: only a new one is checked.
    if (patch.email != null) next.email = requireEmail(patch.email);
    this.users[index] = next;
    return next;
  }

  /** Stores an uploaded image as the user's avatar, as a data: URL (the contacts' rules). */
  setAvatar(id: string, file: UploadedImage): UserRecord {
    const index = this.users.findIndex((user) => user.id === id);
    if (index < 0) throw new NotFoundError('User', id);
    const next = { ...this.users[index]!, avatar: imageDataUrl(file, 'avatar') };
    this.users[index] = next;
    return next;
  }
}
