// Profiles of the people who can sign in.
import type { UserStatus } from '../../generated/graphql';
import { NotFoundError } from '../../lib/errors';
import { merge, rejectNulls, requireEmail, requireText } from '../../lib/input';

export interface UserRecord {
  id: string;
  name: string;
  email: string;
  avatar: string | null;
  status: UserStatus;
}

export interface UserPatch {
  id?: string | null;
  name?: string | null;
  email?: string | null;
  avatar?: string | null;
  status?: UserStatus | null;
}

export class UserStore {
  private readonly users: UserRecord[];

  constructor(seed: readonly UserRecord[]) {
    this.users = structuredClone([...seed]);
  }

  find(id: string): UserRecord | null {
    return this.users.find((user) => user.id === id) ?? null;
  }

  update(id: string, patch: UserPatch): UserRecord {
    const index = this.users.findIndex((user) => user.id === id);
    if (index < 0) throw new NotFoundError('User', id);
    rejectNulls(patch, ['name', 'email', 'status']);
    if (patch.name != null) requireText(patch.name, 'name');
    const next = merge(this.users[index]!, patch);
    next.email = requireEmail(next.email);
    this.users[index] = next;
    return next;
  }
}
