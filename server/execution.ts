// How operations run: each document is compiled once into JavaScript (graphql-jit)
// and that code runs on every later request, instead of graphql-js interpreting the
// document each time (about 10× less work for a page of products: PERFORMANCE.md).
// Variables are first coerced by graphql-js, so a wrong variable is refused in
// graphql-js's words (which the REST adapter rewords); a document jit cannot compile
// runs through graphql-js as before. Results keep graphql-js's shape and key order.
import type { GatewayInterface } from '@apollo/server-gateway-interface';
import {
  execute,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  Kind,
  visit,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

export interface Operation {
  /** Parsed and validated against the schema. */
  document: DocumentNode;
  operationName?: string | null;
  variables?: Readonly<Record<string, unknown>> | null;
  contextValue: unknown;
}

export type Executor = (operation: Operation) => Promise<ExecutionResult>;

export function compiledExecutor(schema: GraphQLSchema): Executor {
  // Per document, per operation name: its compiled code, or null where jit declined.
  const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery | null>>();

  function compiledFor(document: DocumentNode, operationName: string): CompiledQuery | null {
    let byName = compiled.get(document);
    if (!byName) compiled.set(document, (byName = new Map()));
    let query = byName.get(operationName);
    if (query === undefined) {
      const result =
        !setsInputFieldsFromVariables(document) &&
        compileQuery(schema, document, operationName || undefined);
      query = result && isCompiledQuery(result) ? result : null;
      byName.set(operationName, query);
    }
    return query;
  }

  return async ({ document, operationName, variables, contextValue }) => {
    const operation = getOperationAST(document, operationName);
    const query =
      operation?.operation !== 'subscription' && compiledFor(document, operationName ?? '');
    if (!operation || !query) {
      return execute({ schema, document, operationName, variableValues: variables, contextValue });
    }
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {});
    if (coerced.errors) return { errors: coerced.errors };
    const { data, errors } = await query.query(undefined, contextValue, variables ?? {});
    return errors?.length ? { errors: errors.map(asGraphQLError), data } : { data };
  };
}

/**
 * `{ about: $about }` with `$about` not sent: graphql-js leaves the field out, so a
 * partial update keeps the stored value, where jit would send null. Such documents
 * (the REST adapter's partial updates) run through graphql-js.
 */
function setsInputFieldsFromVariables(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    ObjectField(field) {
      if (field.value.kind === Kind.VARIABLE) found = true;
    },
  });
  return found;
}

/**
 * jit's errors are look-alikes with a read-only message (plugins reword messages);
 * hand on graphql-js's own, with the same message, locations, path and extensions.
 */
function asGraphQLError(error: GraphQLError): GraphQLError {
  const { message, locations, path, originalError, extensions } = error;
  return Object.assign(new GraphQLError(message, { path, originalError, extensions }), {
    locations,
  });
}

/**
 * Hands Apollo Server the schema and the executor above. A gateway is Apollo
 * Server 5's one way to run operations with an executor of one's own; the schema is
 * local and never changes.
 */
export function localGateway(schema: GraphQLSchema, executor: Executor): GatewayInterface {
  return {
    async load() {
      return {
        executor: ({ document, request, context }) =>
          executor({
            document,
            operationName: request.operationName,
            variables: request.variables,
            contextValue: context,
          }),
      };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => {};
    },
    async stop() {},
  };
}
