// Operations known when the server starts (the REST adapter's routes), run without
// Apollo Server's per-request pipeline but with its outcome. Each document is parsed
// and validated once, with the same parse options and validation rules as /graphql
// (so the same operation limits); per request only what depends on the request runs:
// the cost limit with these variables (costRefusal, as operationLimitPlugin weighs it),
// the variables' coercion and the compiled executor (both in execution.ts), and the
// errors formatted as Apollo formats them, through the same formatError.
//
// Apollo's pipeline per request hashes the query text (SHA-256), looks the document up,
// awaits every plugin's hooks and builds its response head: about a fifth of a REST
// request's CPU time (PERFORMANCE.md), none of which changes the answer of a fixed
// document.
import type { ApolloServerOptions, BaseContext } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  getOperationAST,
  parse,
  specifiedRules,
  validate,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { Executor } from './execution';
import { costRefusal, limitMessage } from './operation-limits';

type FormatError = NonNullable<ApolloServerOptions<BaseContext>['formatError']>;

export interface OperationResult {
  data?: Record<string, unknown> | null;
  /** As Apollo Server answers them: formatted, `extensions.code` always set, no `http`. */
  errors?: GraphQLFormattedError[];
  /** Headers the errors ask for (`extensions.http.headers`, e.g. Retry-After). */
  headers: Map<string, string>;
}

export interface PreparedOperation {
  operation: OperationDefinitionNode;
  run(variables: Record<string, unknown>, contextValue: unknown): Promise<OperationResult>;
}

export interface PreparedOperationsOptions {
  schema: GraphQLSchema;
  executor: Executor;
  /** The same options Apollo Server is given (operationLimitOptions, formatError). */
  parseOptions: ApolloServerOptions<BaseContext>['parseOptions'];
  validationRules: NonNullable<ApolloServerOptions<BaseContext>['validationRules']>;
  formatError: FormatError;
}

export type Prepare = (source: string) => PreparedOperation;

/** Prepares documents; a document that would be refused whatever the request is a bug: it throws. */
export function preparedOperations(options: PreparedOperationsOptions): Prepare {
  const { schema, executor, parseOptions, validationRules, formatError } = options;
  return (source) => {
    const document = parse(source, parseOptions);
    const invalid = validate(schema, document, [...specifiedRules, ...validationRules]);
    if (invalid.length > 0) throw new Error(`Invalid operation: ${invalid[0]!.message}\n${source}`);
    const operation = getOperationAST(document);
    if (!operation) throw new Error(`Not exactly one operation:\n${source}`);
    if (operation.operation === 'subscription') throw new Error(`A subscription:\n${source}`);
    const operationName = operation.name?.value;
    return {
      operation,
      async run(variables, contextValue) {
        let result;
        try {
          const refusal = costRefusal(schema, document, operation, variables);
          result = refusal
            ? { errors: [refusal] }
            : await executor({ document, operationName, variables, contextValue });
        } catch (error) {
          result = { errors: [ensureGraphQLError(error)] };
        }
        if (!result.errors?.length) return { data: result.data, headers: new Map() };
        return { data: result.data, ...formatErrors(result.errors, formatError) };
      },
    };
  };
}

/**
 * What Apollo Server 5 does to an operation's errors (requestPipeline.js and
 * errorNormalize.js): a wrong variable value becomes BAD_USER_INPUT, plugins reword
 * (operationLimitPlugin's limitMessage), every error gets a code (INTERNAL_SERVER_ERROR
 * by default) and loses `extensions.http` to the answer's head, then formatError.
 */
function formatErrors(
  errors: readonly GraphQLError[],
  formatError: FormatError,
): Pick<OperationResult, 'errors' | 'headers'> {
  const headers = new Map<string, string>();
  const formatted = errors.map((raw) => {
    const error = isBadUserInput(raw) ? badUserInput(raw) : raw;
    error.message = limitMessage(error.message);
    const extensions: Record<string, unknown> = {
      ...error.extensions,
      code: error.extensions.code ?? 'INTERNAL_SERVER_ERROR',
    };
    if (isHttpHead(extensions.http)) {
      for (const [name, value] of extensions.http.headers ?? []) {
        headers.set(name.toLowerCase(), value);
      }
      delete extensions.http;
    }
    try {
      return formatError({ ...error.toJSON(), extensions }, error);
    } catch {
      return { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    }
  });
  return { errors: formatted, headers };
}

/** Apollo's test for graphql-js's variable coercion errors. */
function isBadUserInput(error: GraphQLError): boolean {
  const node = error.nodes?.length === 1 ? error.nodes[0] : undefined;
  if (node?.kind !== Kind.VARIABLE_DEFINITION || error.extensions?.code != null) return false;
  const variable = `Variable "$${node.variable.name.value}" `;
  return ['has invalid value', 'got invalid value ', 'of required type ', 'of non-null type '].some(
    (rest) => error.message.startsWith(variable + rest),
  );
}

function badUserInput(error: GraphQLError): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    originalError: error.originalError ?? error,
    extensions: { ...error.extensions, code: 'BAD_USER_INPUT' },
  });
}

/** Apollo's test for an `extensions.http` it moves to the answer's head. */
function isHttpHead(value: unknown): value is { headers?: Map<string, string> } {
  if (!value || typeof value !== 'object') return false;
  const head = value as { status?: unknown; headers?: unknown };
  return (
    (!('status' in head) || typeof head.status === 'number') &&
    (!('headers' in head) || head.headers instanceof Map)
  );
}

function ensureGraphQLError(error: unknown): GraphQLError {
  if (error instanceof GraphQLError) return error;
  if (error instanceof Error) return new GraphQLError(error.message, { originalError: error });
  return new GraphQLError(`Unexpected error value: ${String(error)}`);
}
