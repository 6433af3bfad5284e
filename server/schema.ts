// Builds the one executable schema: every SDL file, every module's resolvers,
// and one wrapper on root fields that enforces sessions, applies delays and runs
// mutations as writes (committed before they are answered: data/repository.ts).
import { makeExecutableSchema } from '@graphql-tools/schema';
import { MapperKind, getDirective, mapSchema } from '@graphql-tools/utils';
import { GraphQLScalarType, defaultFieldResolver, type GraphQLSchema } from 'graphql';
import { DateTimeISOResolver } from 'graphql-scalars';
import { setTimeout as sleep } from 'node:timers/promises';
import { contextAt, requireSession, type Context } from './context';
import { DELAYS_MS } from './delays';
import { Ref } from './lib/ref-scalar';
import { resolvers } from './modules';
import { readSchemaFiles } from './schema-files';

const dateTimeISO = DateTimeISOResolver.toConfig();

/**
 * Stored date-times are ISO strings, which the scalar validates and parses again on
 * every answer (a twentieth of the messages list's work: PERFORMANCE.md). What it makes
 * of a string never changes, so it is remembered, for at most this many strings.
 */
const REMEMBERED_DATE_TIMES = 10_000;
const serializedDateTimes = new Map<string, unknown>();

function serializeDateTime(value: unknown): unknown {
  if (typeof value !== 'string') return dateTimeISO.serialize(value);
  let serialized = serializedDateTimes.get(value);
  if (serialized === undefined) {
    serialized = dateTimeISO.serialize(value);
    if (serializedDateTimes.size >= REMEMBERED_DATE_TIMES) {
      serializedDateTimes.delete(serializedDateTimes.keys().next().value!);
    }
    serializedDateTimes.set(value, serialized);
  }
  return serialized;
}

/** ISO strings out, Dates in; renamed, as the package names it DateTimeISO. */
const DateTime = new GraphQLScalarType({
  ...dateTimeISO,
  name: 'DateTime',
  serialize: serializeDateTime,
});

/** `Type.field` of every root field marked `@public` (the sign-in family). */
export function publicRootFields(schema: GraphQLSchema): Set<string> {
  const fields = new Set<string>();
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      if (getDirective(schema, field, 'public')?.length) fields.add(`${type!.name}.${field.name}`);
    }
  }
  return fields;
}

export function buildSchema(options: { delayScale: number }): GraphQLSchema {
  const schema = makeExecutableSchema({
    typeDefs: readSchemaFiles(),
    resolvers: [{ DateTime, Ref }, ...resolvers],
  });
  return mapSchema(schema, {
    [MapperKind.ROOT_FIELD]: (field, fieldName, typeName) => {
      const isPublic = Boolean(getDirective(schema, field, 'public')?.length);
      const delay = (DELAYS_MS[`${typeName}.${fieldName}`] ?? 0) * options.delayScale;
      const resolve = field.resolve ?? defaultFieldResolver;
      // The public mutations (the sign-in family) have no user to write for.
      const writes = typeName === 'Mutation' && !isPublic;
      const subscribe = field.subscribe;
      return {
        ...field,
        // A subscription needs a session to start; its events then resolve below.
        ...(subscribe && {
          subscribe: (source, args, context: Context, info) => {
            requireSession(context);
            return subscribe(source, args, context, info);
          },
        }),
        resolve: async (source, args, requestContext: Context, info) => {
          const context = contextAt(source, requestContext);
          if (!isPublic) requireSession(context);
          if (delay > 0) await sleep(delay);
          if (!writes) return resolve(source, args, context, info);
          return context.repository.write((stores) =>
            resolve(source, args, { ...context, stores }, info),
          );
        },
      };
    },
  });
}
