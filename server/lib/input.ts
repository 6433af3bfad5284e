// Checks shared by stores: GraphQL types already reject wrong types and missing
// required fields; these cover what the type system cannot say.
import { safeLink } from '../../client/src/lib/links';
import { BadInputError } from './errors';

/** A nullable GraphQL input field holds null when the client sent null explicitly. */
type Patch<T> = { [K in keyof T]?: T[K] | null };

/** Rejects explicit nulls for fields that must always hold a value. */
export function rejectNulls<T>(patch: Patch<T>, fields: readonly (keyof T & string)[]): void {
  for (const field of fields) {
    if (patch[field] === null) throw new BadInputError(`"${field}" cannot be null.`);
  }
}

/** Rejects empty or blank text where a value is required. */
export function requireText(value: string | null | undefined, field: string): string {
  if (value == null || value.trim() === '') {
    throw new BadInputError(`"${field}" is required and cannot be blank.`);
  }
  return value;
}

/**
 * Merges the fields a client sent into a record: undefined keeps the old value,
 * `id` is never taken from the patch, and Dates become ISO strings.
 */
export function merge<T extends { id: string }>(record: T, patch: object): T {
  const next = { ...record };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined || key === 'id') continue;
    (next as Record<string, unknown>)[key] = value instanceof Date ? value.toISOString() : value;
  }
  return next;
}

/** Rejects negative amounts and amounts too large to compute with (prices, stock, weights). */
export function requireAmount(value: number, field: string, max = MAX_AMOUNT): number {
  if (!(value >= 0 && value <= max)) {
    throw new BadInputError(`"${field}" must be a number from 0 to ${max.toLocaleString('en')}.`);
  }
  return value;
}

/** A trillion: beyond any price, stock or weight the apps deal in. */
export const MAX_AMOUNT = 1e12;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Rejects text that is not shaped like an e-mail address. */
export function requireEmail(value: string, field = 'email'): string {
  if (!EMAIL.test(value.trim())) {
    throw new BadInputError(`"${field}" must be an e-mail address such as name@example.com.`);
  }
  return value.trim();
}

/** What a link field accepts, in words: used by `requireLink`'s message. */
export const LINK_RULE =
  'an app path starting with a single "/" (such as /apps/mailbox) or an http:// or https:// URL';

/**
 * Accepts an app path or an absolute http(s) URL and returns it without surrounding
 * spaces; refuses anything else (`javascript:`, `data:`, `//host`, relative paths,
 * blank, hidden characters), so a stored link is safe to put in an href.
 * The rule is the client's (`client/src/lib/links.ts`), which applies it again before rendering.
 */
export function requireLink(value: string, field = 'link'): string {
  const link = safeLink(value.trim());
  if (link) return link;
  throw new BadInputError(`"${field}" must be ${LINK_RULE}.`);
}
