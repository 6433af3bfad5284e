// What `npm run check:endpoint` finds out: whether another GraphQL endpoint can answer
// every document the web client sends (client/src/gql/persisted-documents.json, the
// manifest GraphQL Code Generator writes), and which differences between our schema/
// and that endpoint's schema break or endanger them. Each document is validated against
// the endpoint's schema by graphql-js; the differences are GraphQL Inspector's.
import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import {
  buildASTSchema,
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  getOperationAST,
  isInputObjectType,
  Kind,
  parse,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type IntrospectionQuery,
  type OperationTypeNode,
} from 'graphql';
import { readFileSync } from 'node:fs';
import { readSchemaFiles } from '../server/schema-files';
import { MANIFEST_FILE } from '../server/trusted-documents';

/** The schema files of the business operations: the part integrators must serve. */
export const BUSINESS_SCHEMA_FILES = ['proyectos.graphql'] as const;

export interface ClientDocument {
  /** The manifest's id: `sha256:` and the hash of the text. */
  id: string;
  name: string;
  operation: OperationTypeNode;
  /** Selects a root field of the business schema files. */
  business: boolean;
  document: DocumentNode;
  /** What it uses of our schema: `Type`, `Type.field`, `Type.field.argument`, `Input.field`. */
  uses: ReadonlySet<string>;
}

export interface DocumentResult {
  document: ClientDocument;
  /** graphql-js's validation errors against the endpoint's schema, as it words them. */
  errors: string[];
}

export interface EndpointReport {
  results: DocumentResult[];
  /** Breaking and dangerous differences, each with the documents that use what changed. */
  changes: { change: Change; documents: ClientDocument[] }[];
}

/** Our schema/ as one schema, its directives and extensions included. */
export function ourSchema(): GraphQLSchema {
  return buildASTSchema(parse(readSchemaFiles().join('\n')));
}

/** The client's documents, from the manifest, classified and measured against our schema. */
export function clientDocuments(
  schema: GraphQLSchema,
  manifest: Record<string, string> = JSON.parse(readFileSync(MANIFEST_FILE, 'utf8')) as Record<
    string,
    string
  >,
): ClientDocument[] {
  const businessRoots = rootFields(readSchemaFiles(BUSINESS_SCHEMA_FILES));
  return Object.entries(manifest).map(([id, text]) => {
    const document = parse(text);
    const operation = getOperationAST(document);
    if (!operation?.name) throw new Error(`The manifest's document ${id} has no named operation.`);
    const uses = usedCoordinates(schema, document);
    const business = [...uses].some((coordinate) => businessRoots.has(coordinate));
    return {
      id,
      name: operation.name.value,
      operation: operation.operation,
      business,
      document,
      uses,
    };
  });
}

/** Validates every document against `target` and relates the schemas' differences to them. */
export async function checkEndpoint(
  ours: GraphQLSchema,
  target: GraphQLSchema,
  documents: readonly ClientDocument[],
): Promise<EndpointReport> {
  const results = documents.map((document) => ({
    document,
    // graphql-js validates nothing under a root type the schema lacks: say so instead.
    errors: target.getRootType(document.operation)
      ? validate(target, document.document).map((error) => error.message)
      : [
          `The endpoint's schema has no ${document.operation} type: it runs no ${document.operation}s.`,
        ],
  }));
  const risky = (await diff(ours, target)).filter(
    (change) => change.criticality.level !== CriticalityLevel.NonBreaking,
  );
  const changes = risky
    .map((change) => ({
      change,
      documents: documents.filter((document) => affects(change, document.uses)),
    }))
    .filter(({ documents: affected }) => affected.length > 0);
  return { results, changes };
}

/**
 * A change touches a document when it names something the document uses, or, when it
 * adds something (a required argument, an enum value), the thing it is added to.
 */
function affects(change: Change, uses: ReadonlySet<string>): boolean {
  if (!change.path) return false;
  if (uses.has(change.path)) return true;
  const parent = change.path.split('.').slice(0, -1).join('.');
  return String(change.type).endsWith('_ADDED') && uses.has(parent);
}

/** `Query.field`, `Mutation.field`, `Subscription.field` declared in these SDL sources. */
function rootFields(sources: readonly string[]): Set<string> {
  const roots = new Set<string>();
  for (const source of sources) {
    for (const definition of parse(source).definitions) {
      if (
        (definition.kind === Kind.OBJECT_TYPE_DEFINITION ||
          definition.kind === Kind.OBJECT_TYPE_EXTENSION) &&
        ['Query', 'Mutation', 'Subscription'].includes(definition.name.value)
      ) {
        for (const field of definition.fields ?? []) {
          roots.add(`${definition.name.value}.${field.name.value}`);
        }
      }
    }
  }
  return roots;
}

/** What a document uses of `schema`: its types, fields, arguments and input fields. */
function usedCoordinates(schema: GraphQLSchema, document: DocumentNode): Set<string> {
  const uses = new Set<string>();
  const typeInfo = new TypeInfo(schema);
  // An input type is used whole: a variable of that type may carry any of its fields.
  const useInput = (type: GraphQLInputType) => {
    const named = getNamedType(type);
    if (uses.has(named.name)) return;
    uses.add(named.name);
    if (!isInputObjectType(named)) return;
    for (const field of Object.values(named.getFields())) {
      uses.add(`${named.name}.${field.name}`);
      useInput(field.type);
    }
  };
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field() {
        const parent = typeInfo.getParentType();
        const field = typeInfo.getFieldDef();
        if (!parent || !field) return;
        uses.add(parent.name);
        uses.add(`${parent.name}.${field.name}`);
        uses.add(getNamedType(field.type).name);
      },
      Argument() {
        const argument = typeInfo.getArgument();
        if (!argument) return;
        useInput(argument.type);
        const parent = typeInfo.getParentType();
        const field = typeInfo.getFieldDef();
        if (!typeInfo.getDirective() && parent && field) {
          uses.add(`${parent.name}.${field.name}.${argument.name}`);
        }
      },
      VariableDefinition() {
        const type = typeInfo.getInputType();
        if (type) useInput(type);
      },
    }),
  );
  return uses;
}

/**
 * The endpoint's schema: introspected from an http(s) URL (with `headers`), or read from
 * a file: SDL (`.graphql`, `.graphqls`, `.gql`) or an introspection result (`.json`).
 */
export async function loadTargetSchema(
  target: string,
  headers: Record<string, string> = {},
): Promise<GraphQLSchema> {
  if (/^https?:\/\//i.test(target)) return introspect(target, headers);
  let text: string;
  try {
    text = readFileSync(target, 'utf8');
  } catch {
    throw new Error(`Cannot read ${target}: give an http(s) URL or a schema file.`);
  }
  if (target.toLowerCase().endsWith('.json')) {
    const json = JSON.parse(text) as { data?: IntrospectionQuery } & Partial<IntrospectionQuery>;
    const result = json.data ?? json;
    if (!result.__schema) throw new Error(`${target} holds no introspection result (__schema).`);
    return buildClientSchema(result as IntrospectionQuery);
  }
  try {
    // Directives the endpoint declares elsewhere (a gateway's, a framework's) are let be.
    return buildASTSchema(parse(text), { assumeValidSDL: true });
  } catch (error) {
    throw new Error(`${target} is not a whole schema: ${(error as Error).message}`);
  }
}

async function introspect(url: string, headers: Record<string, string>): Promise<GraphQLSchema> {
  let answer: Response;
  try {
    answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify({ query: getIntrospectionQuery() }),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    throw new Error(`Cannot reach ${url}: ${(error as Error).message}.`);
  }
  const body = (await answer.json().catch(() => null)) as {
    data?: IntrospectionQuery | null;
    errors?: { message: string }[];
  } | null;
  if (!body?.data?.__schema) {
    const why = body?.errors?.map((error) => error.message).join('; ') ?? `HTTP ${answer.status}`;
    throw new Error(
      `${url} answered no schema to introspection (${why}). If it disables introspection, give its schema as an SDL file instead.`,
    );
  }
  return buildClientSchema(body.data);
}
