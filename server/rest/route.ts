// A REST route is data: which GraphQL operation it runs and how HTTP maps onto it.
import type { ErrorCode } from '../lib/errors';

/**
 * Where a variable comes from: `query.<name>` (a query-string parameter, converted
 * to the variable's Int/Float/Boolean type when it reads as one), `body` (the whole
 * JSON body), `body.<path>` (a field of it, dotted for nested fields; multipart text
 * fields too) or `file.<field>` (a multipart file, as a FileUpload input).
 */
export type Source = 'body' | `body.${string}` | `query.${string}` | `file.${string}`;

export interface RestRoute {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Path under /api, such as `common/messages`. */
  path: string;
  /** One GraphQL operation, run in-process against the same schema. */
  document: string;
  variables?: Readonly<Record<string, Source>>;
  /** Shapes the body of a success; by default the value of the operation's only root field. */
  answer?: (data: Record<string, unknown>) => unknown;
  /** Replaces the default error answer (`status` from the code, `{error: message}`) for some codes. */
  errors?: Partial<Record<ErrorCode, { status: number; body: unknown }>>;
}
