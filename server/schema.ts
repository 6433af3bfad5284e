// Builds the one executable schema: every SDL file, every module's resolvers,
// and one wrapper on root fields that enforces sessions and applies delays.
import { makeExecutableSchema } from '@graphql-tools/schema';
import { MapperKind, getDirective, mapSchema } from '@graphql-tools/utils';
import { GraphQLScalarType, defaultFieldResolver, type GraphQLSchema } from 'graphql';
import { DateTimeISOResolver } from 'graphql-scalars';
import { setTimeout as sleep } from 'node:timers/promises';
import { requireSession, type Context } from './context';
import { DELAYS_MS } from './delays';
import { Ref } from './lib/ref-scalar';
import { resolvers } from './modules';
import { readSchemaFiles } from './schema-files';

/** ISO strings out, Dates in; renamed, as the package names it DateTimeISO. */
const DateTime = new GraphQLScalarType({ ...DateTimeISOResolver.toConfig(), name: 'DateTime' });

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
      return {
        ...field,
        resolve: async (source, args, context: Context, info) => {
          if (!isPublic) requireSession(context);
          if (delay > 0) await sleep(delay);
          return resolve(source, args, context, info);
        },
      };
    },
  });
}
