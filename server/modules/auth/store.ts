// Accounts and their credentials, kept apart from the editable profile.
import { scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  length: number,
) => Promise<Buffer>;

export interface AccountRecord {
  userId: string;
  email: string;
  /** `scrypt$<salt>$<hash>`, both base64url. */
  passwordHash: string;
}

export class AccountStore {
  private readonly accounts: AccountRecord[];

  constructor(seed: readonly AccountRecord[]) {
    this.accounts = structuredClone([...seed]);
  }

  /** The account whose e-mail (case-insensitive) and password match, else null. */
  async verify(email: string, password: string): Promise<AccountRecord | null> {
    const wanted = email.trim().toLowerCase();
    const account = this.accounts.find((item) => item.email.toLowerCase() === wanted);
    // Hash even for unknown e-mails so timing does not tell which accounts exist.
    const [, salt = '', hash = ''] = (account?.passwordHash ?? 'scrypt$$').split('$');
    const expected = Buffer.from(hash, 'base64url');
    const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), 32);
    const matches = expected.length === actual.length && timingSafeEqual(expected, actual);
    return account && matches ? account : null;
  }
}
