// Accounts and their credentials, kept apart from the editable profile.
import { scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  length: number,
) => Promise<Buffer>;

/** The hash parameters: scrypt's defaults (N 16384, r 8), 16 MB of memory per hash. */
const hashPassword = (password: string, salt: Buffer) => scryptAsync(password, salt, 32);

/**
 * Hashes a throwaway password twice on every thread of libuv's pool, at once. Each
 * thread's first two hashes take about three times as long as later ones (measured
 * 90–105 ms against 32–36: the 16 MB they allocate is fresh memory the first time, from
 * a new mmap then from the thread's own malloc arena); so the first eight sign-ins after
 * a start would otherwise each wait some 60 ms more than the rest.
 */
export async function warmPasswordHashing(): Promise<void> {
  const threads = Number(process.env.UV_THREADPOOL_SIZE) || 4;
  const salt = Buffer.alloc(16);
  for (let round = 0; round < 2; round++) {
    await Promise.all(Array.from({ length: threads }, () => hashPassword('', salt)));
  }
}

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
    const actual = await hashPassword(password, Buffer.from(salt, 'base64url'));
    const matches = expected.length === actual.length && timingSafeEqual(expected, actual);
    return account && matches ? account : null;
  }
}
