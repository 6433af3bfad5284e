// Operation limits (operation-limits.ts): everything we send fits within half of every
// limit, the cost model weighs lists and page sizes as documented, the tools'
// introspection passes, and bombs of each kind are refused before they run, on /graphql,
// inside a batch, through executeOperation and through the REST adapter.
import { ApolloServer } from '@apollo/server';
import { addTypenameToDocument } from '@apollo/client/utilities';
import {
  Kind,
  getIntrospectionQuery,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  parse,
  print,
  specifiedRules,
  typeFromAST,
  validate,
  type DocumentNode,
  type FieldNode,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import { randomUUID } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import ts from 'typescript';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import * as generatedClientDocuments from '../client/src/gql/graphql';
import { restRoutes } from './modules';
import { MAX_RESPONSE_BYTES } from './lib/limits';
import {
  LIST_SIZE,
  LIST_SIZES,
  OPERATION_LIMITS,
  PAGE_SIZE_ARGUMENTS,
  costRefusal,
  operationCost,
  operationLimitOptions,
  operationLimitPlugin,
  type OperationLimits,
} from './operation-limits';
import { buildSchema } from './schema';
import { startTestServer, type GraphQLErrorBody, type TestServer } from './test/harness';

const ROOT = new URL('../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, ROOT), 'utf8');

const schema = buildSchema({ delayScale: 0 });

// ---- What we send, against every limit halved ----

const HALVED = Object.fromEntries(
  Object.entries(OPERATION_LIMITS).map(([name, value]) => [name, Math.floor(value / 2)]),
) as unknown as OperationLimits;

const operationsOf = (document: DocumentNode) =>
  document.definitions.filter(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );

/**
 * A value for each required variable (the optional ones stay unsent, as the client and
 * the REST adapter leave them when they have none, so page sizes take their defaults).
 */
function sampleVariables(operation: OperationDefinitionNode): Record<string, unknown> {
  const sample = (type: GraphQLInputType): unknown => {
    if (isNonNullType(type)) return sample(type.ofType);
    if (isListType(type)) return [];
    if (isEnumType(type)) return type.getValues()[0]!.value;
    if (isInputObjectType(type)) {
      const required = Object.values(type.getFields()).filter(
        (field) => isNonNullType(field.type) && field.defaultValue === undefined,
      );
      return Object.fromEntries(required.map((field) => [field.name, sample(field.type)]));
    }
    return (
      { Int: 1, Float: 1, Boolean: true, DateTime: '2024-01-01T00:00:00.000Z' }[type.name] ?? 'x'
    );
  };
  const variables: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const type = typeFromAST(schema, definition.type) as GraphQLInputType;
    if (isNonNullType(type) && !definition.defaultValue) {
      variables[definition.variable.name.value] = sample(type);
    }
  }
  return variables;
}

/** What the halved limits (and the schema) object to; nothing means "well inside". */
function problemsWithinHalf(source: string): string[] {
  const { parseOptions, validationRules } = operationLimitOptions(HALVED);
  let document: DocumentNode;
  try {
    document = parse(source, parseOptions);
  } catch (error) {
    return [(error as Error).message];
  }
  const problems = validate(schema, document, [...specifiedRules, ...validationRules]).map(
    (error) => error.message,
  );
  if (problems.length > 0) return problems;
  for (const operation of operationsOf(document)) {
    const variables = sampleVariables(operation);
    if (operationCost(schema, document, operation, variables) === undefined) {
      problems.push(`sampleVariables made values that do not fit: ${JSON.stringify(variables)}`);
    }
    const refusal = costRefusal(schema, document, operation, variables, HALVED);
    if (refusal) problems.push(refusal.message);
  }
  return problems;
}

const hasOperation = (document: DocumentNode) =>
  document.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION);

/** Codegen's typed documents, as Apollo Client sends them (it adds `__typename` everywhere). */
const clientOperations = Object.entries(generatedClientDocuments)
  .filter(
    (entry): entry is [string, DocumentNode] =>
      typeof entry[1] === 'object' && entry[1]?.kind === Kind.DOCUMENT && hasOperation(entry[1]),
  )
  .map(([name, document]) => [name, print(addTypenameToDocument(document))] as const);

/** String literals of a TypeScript file that are GraphQL operations. */
function operationsInSource(path: string): string[] {
  const file = ts.createSourceFile(path, read(path), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (isOperation(node.text)) found.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** `graphql` code blocks of a Markdown file, and `"query": "..."` in its other blocks (curl). */
function operationsInMarkdown(path: string): string[] {
  const found: string[] = [];
  for (const [, language = '', body = ''] of read(path).matchAll(/```(\w*)\n([\s\S]*?)```/g)) {
    if (language === 'graphql') found.push(body);
    for (const [, literal] of body.matchAll(/"query"\s*:\s*("(?:[^"\\]|\\.)*")/g)) {
      found.push(JSON.parse(literal!) as string);
    }
  }
  return found.filter(isOperation);
}

function isOperation(text: string): boolean {
  try {
    return hasOperation(parse(text));
  } catch {
    return false;
  }
}

const benchFiles = readdirSync(new URL('bench/', ROOT)).filter((name) => name.endsWith('.ts'));
const docFiles = [
  'README.md',
  ...readdirSync(new URL('docs/', ROOT)).map((name) => `docs/${name}`),
];
const explorerOperations = operationsInSource('server/explorer.ts');
const benchOperations = benchFiles.flatMap((name) => operationsInSource(`bench/${name}`));
const docOperations = docFiles
  .filter((path) => path.endsWith('.md'))
  .flatMap((path) => operationsInMarkdown(path));

describe('what we send fits well inside the limits (each limit halved)', () => {
  it('finds the operations to check', () => {
    expect(clientOperations.length).toBeGreaterThan(0);
    expect(explorerOperations.length).toBeGreaterThan(0);
    expect(benchOperations.length).toBeGreaterThan(0);
  });

  it('the halved check bites: full introspection does not fit in half', () => {
    expect(problemsWithinHalf(getIntrospectionQuery())).not.toEqual([]);
  });

  it.each(clientOperations)('client document %s', (_name, source) => {
    expect(problemsWithinHalf(source)).toEqual([]);
  });

  it.each(restRoutes.map((route) => [`${route.method} /api/${route.path}`, route.document]))(
    'REST route %s',
    (_name, source) => {
      expect(problemsWithinHalf(source)).toEqual([]);
    },
  );

  it.each([
    ...explorerOperations.map((source) => ['the explorer’s default query', source]),
    ...benchOperations.map((source) => ['a bench query', source]),
    ...docOperations.map((source) => ['an example in the docs', source]),
  ])('%s', (_name, source) => {
    expect(problemsWithinHalf(source)).toEqual([]);
  });
});

// ---- The cost model ----

/** The cost of a document's only operation. */
function costOf(source: string, variables: Record<string, unknown> = {}) {
  const document = parse(source);
  return operationCost(schema, document, operationsOf(document)[0]!, variables);
}

describe('the cost model', () => {
  it.each([
    ['a scalar', '{ user { id } }', 1 + 1],
    ['a single object', '{ contact(id: "1") { id name } }', 1 + 2],
    ['a list of objects', '{ contacts { id name } }', 1 + LIST_SIZE * 2],
    ['a list of scalars', '{ inventoryProducts { products { tags } } }', 1 + 1 + LIST_SIZE * 11],
    [
      'nested lists',
      '{ scrumboardBoards { lists { cards { id } } } }',
      1 + LIST_SIZE * (1 + LIST_SIZE * (1 + LIST_SIZE * 1)),
    ],
    [
      'a list with a size of its own',
      '{ navigation { default { children { id } } } }',
      1 + (1 + LIST_SIZE * (1 + LIST_SIZES['NavigationItem.children']! * 1)),
    ],
    ['__typename, like any field', '{ contacts { __typename } }', 1 + LIST_SIZE * 1],
  ])('%s', (_name, source, cost) => {
    expect(costOf(source)).toBe(cost);
  });

  const page = 'inventoryProducts(size: $size) { products { id } }';
  const pageCost = (size: number) => 1 + Math.ceil((size / LIST_SIZE) * (1 + LIST_SIZE * 1));
  it.each([
    ['absent (its default, 10)', {}, pageCost(10)],
    ['smaller than LIST_SIZE (never cheaper)', { size: 3 }, pageCost(10)],
    ['100', { size: 100 }, pageCost(100)],
    ['100,000', { size: 100_000 }, pageCost(100_000)],
  ])('a page size, %s, scales what is below it', (_name, variables, cost) => {
    expect(costOf(`query ($size: Int) { ${page} }`, variables)).toBe(cost);
  });

  it('a page size counts the same written in the document', () => {
    expect(costOf('{ inventoryProducts(size: 100) { products { id } } }')).toBe(pageCost(100));
  });

  it('the largest page that fits, of the cheapest selection, stays inside the response cap', () => {
    // The cheapest selection costs 1 an item; of a created product's fields `id` is the longest.
    const fits = (size: number) =>
      (costOf(`query ($size: Int) { ${page} }`, { size }) ?? 0) <= OPERATION_LIMITS.cost;
    let largest = LIST_SIZE;
    for (let step = 1 << 20; step >= 1; step /= 2) if (fits(largest + step)) largest += step;
    expect(fits(largest + 1)).toBe(false);
    const itemBytes = JSON.stringify({ id: randomUUID() }).length + 1;
    expect(largest * itemBytes).toBeLessThan(MAX_RESPONSE_BYTES);
  });

  it('names what is listed in the schema: each entry is a real field, each size a list', () => {
    for (const [coordinate, argument] of Object.entries(PAGE_SIZE_ARGUMENTS)) {
      const field = fieldAt(coordinate);
      expect(
        field?.args.map((arg) => arg.name),
        coordinate,
      ).toContain(argument);
    }
    for (const coordinate of Object.keys(LIST_SIZES)) {
      expect(isListType(getNullableType(fieldAt(coordinate)!.type)), coordinate).toBe(true);
    }
  });

  it('every argument that sets how many items an answer holds is listed or explained', () => {
    // operation-limits.ts (PAGE_SIZE_ARGUMENTS) says why these need no entry.
    const explained = ['Query.helpCenterGuideCategories(limit)'];
    const pageLike = /^(size|limit|first|last|take|count|perPage|pageSize|per_page|page_size)$/;
    const found: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields())) {
        for (const arg of field.args) {
          if (pageLike.test(arg.name)) found.push(`${type.name}.${field.name}(${arg.name})`);
        }
      }
    }
    const listed = Object.entries(PAGE_SIZE_ARGUMENTS).map(([field, arg]) => `${field}(${arg})`);
    expect(found.sort()).toEqual([...listed, ...explained].sort());
  });

  it('variables that do not fit their definitions are left to graphql-js', () => {
    expect(costOf(`query ($size: Int) { ${page} }`, { size: 'many' })).toBeUndefined();
  });
});

function fieldAt(coordinate: string) {
  const [typeName, fieldName] = coordinate.split('.');
  const type = schema.getType(typeName!);
  return isObjectType(type) ? type.getFields()[fieldName!] : undefined;
}

// ---- Introspection and bombs against the real app ----

/** The introspection function bundled in Ruru (the explorer), taken from its static build. */
function ruruIntrospectionQuery(): string {
  const bundle = read('node_modules/ruru/static/ruru.js');
  const start = bundle.indexOf('{const t={descriptions:!0');
  const end = bundle.indexOf('`}', start);
  if (start < 0 || end < 0) throw new Error('Ruru changed: find its introspection query again');
  const functionStart = bundle.lastIndexOf('function', start);
  const getIntrospection = new Function(`return ${bundle.slice(functionStart, end + 2)}`)() as (
    options: object,
  ) => string;
  // Ruru passes both as true unless configured (server/explorer.ts does not).
  return getIntrospection({ inputValueDeprecation: true, schemaDescription: true });
}

/** The selection set of full introspection's `__schema` field, and its fragments. */
function introspectionParts() {
  const document = parse(getIntrospectionQuery());
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  )!;
  const schemaField = operation.selectionSet.selections[0] as FieldNode;
  const fragments = document.definitions
    .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
    .map((definition) => print(definition))
    .join('\n');
  return { selection: print(schemaField.selectionSet!), fragments };
}

const aliases = (count: number, field: string) =>
  Array.from({ length: count }, (_, index) => `a${index}: ${field}`).join('\n');

/** The measured attack: 12 kB, 500 aliased full introspections. */
function introspectionBomb(count = 500): string {
  const { selection, fragments } = introspectionParts();
  return `{ ${aliases(count, '__schema { ...S }')} }\nfragment S on __Schema ${selection}\n${fragments}`;
}

/** `levels` fragments, each spreading the next twice: 2^levels selections, 10 tokens a level. */
function fragmentBomb(levels: number): string {
  const fragments = Array.from({ length: levels }, (_, level) =>
    level === levels - 1
      ? `fragment F${level} on Query { __typename }`
      : `fragment F${level} on Query { ...F${level + 1} ...F${level + 1} }`,
  );
  return `{ ...F0 }\n${fragments.join('\n')}`;
}

const LIMIT_MESSAGE = /(\w[\w ]*) limit of (\d+) exceeded, found (more than )?(\d+)/;

/** The refusal that names `limit`, with the numbers it gives. */
function refusal(errors: GraphQLErrorBody[] | undefined, limit: RegExp) {
  const error = errors?.find((candidate) => limit.test(candidate.message));
  expect(error, `an error naming ${limit} in ${JSON.stringify(errors)}`).toBeDefined();
  const [, , max, , found] = LIMIT_MESSAGE.exec(error!.message) ?? [];
  expect(max, error!.message).toBeDefined();
  return { code: error!.extensions?.code, max: Number(max), found: Number(found) };
}

describe('against the real app', () => {
  let server: TestServer;
  let token: string;
  let errorLog: MockInstance<typeof console.error>;

  beforeAll(async () => {
    server = await startTestServer();
    token = await server.signIn();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    errorLog = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    // A refusal is expected, not a bug: nothing is logged as unexpected.
    expect(errorLog).not.toHaveBeenCalled();
    errorLog.mockRestore();
  });

  it.each([
    ['Ruru (the explorer)', ruruIntrospectionQuery()],
    ['codegen from a URL (default options)', getIntrospectionQuery()],
    [
      'codegen from a URL (every option on)',
      getIntrospectionQuery({
        descriptions: true,
        specifiedByUrl: true,
        directiveIsRepeatable: true,
        schemaDescription: true,
        inputValueDeprecation: true,
        oneOf: true,
      }),
    ],
  ])('full introspection from %s passes without a session', async (_name, query) => {
    const answer = await server.graphql<{ __schema: { types: unknown[] } }>(query);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.status).toBe(200);
    expect(answer.body.data?.__schema.types.length).toBeGreaterThan(10);
  });

  it('refuses the aliased introspection bomb quickly, and /health answers meanwhile', async () => {
    const started = Date.now();
    const bombs = Array.from({ length: 6 }, () => server.graphql(introspectionBomb()));
    // Short enough for the parser's token count, long enough to run: the alias limit stops it.
    const compactBombs = Array.from({ length: 6 }, () => server.graphql(introspectionBomb(60)));
    const health = await server.request('GET', '/health');
    const healthMs = Date.now() - started;
    expect(health.status).toBe(200);
    expect(healthMs).toBeLessThan(5000);

    for (const answer of await Promise.all(bombs)) {
      expect(answer.status).toBe(400);
      const { code, max } = refusal(answer.body.errors, /^Token limit/);
      expect(code).toBe('GRAPHQL_PARSE_FAILED');
      expect(max).toBe(OPERATION_LIMITS.tokens);
    }
    for (const answer of await Promise.all(compactBombs)) {
      expect(answer.status).toBe(400);
      const { code, max, found } = refusal(answer.body.errors, /^Aliases limit/);
      expect(code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(max).toBe(OPERATION_LIMITS.aliases);
      expect(found).toBe(60);
    }
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('refuses two aliased copies of full introspection (the cost limit)', async () => {
    const { selection, fragments } = introspectionParts();
    const answer = await server.graphql(`{ ${aliases(2, `__schema ${selection}`)} }\n${fragments}`);
    expect(answer.status).toBe(400);
    const { code, max, found } = refusal(answer.body.errors, /^Query cost limit/);
    expect(code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(max).toBe(OPERATION_LIMITS.cost);
    expect(found).toBeGreaterThan(max);
  });

  const LEVELS = 30;
  const bombs = {
    depth: {
      query: `{ navigation { default { ${'children { '.repeat(LEVELS)} id ${'} '.repeat(LEVELS)} } } }`,
      limit: /^Query depth limit/,
      max: OPERATION_LIMITS.depth,
    },
    aliases: {
      query: `{ ${aliases(50, 'contacts { id name }')} }`,
      limit: /^Aliases limit/,
      max: OPERATION_LIMITS.aliases,
    },
    aliasLength: {
      // One alias of 90,000 characters, repeated in each of the 90 contacts' answers.
      query: `{ ${'a'.repeat(90_000)}: contacts { id name } }`,
      limit: /^Alias length limit/,
      max: OPERATION_LIMITS.aliasLength,
    },
    tokens: {
      query: `{ messages { ${'id '.repeat(1500)} } }`,
      limit: /^Token limit/,
      max: OPERATION_LIMITS.tokens,
    },
    directives: {
      query: `{ messages { ${'... @include(if: true) { id } '.repeat(30)} } }`,
      limit: /^Directives limit/,
      max: OPERATION_LIMITS.directives,
    },
    cost: {
      // 18 levels of lists (depth 20, within the limit), every scalar at the bottom.
      query: `{ navigation { default { ${'children { '.repeat(17)} id type title subtitle icon link externalLink exactMatch ${'} '.repeat(17)} } } }`,
      limit: /^Query cost limit/,
      max: OPERATION_LIMITS.cost,
    },
    selections: {
      // Each fragment spreads the next twice: 2^20 selections from about 200 tokens.
      query: fragmentBomb(20),
      limit: /^Selection limit/,
      max: OPERATION_LIMITS.selections,
    },
  };

  it('refuses a list-heavy operation by cost, and passes the same shape over single objects', async () => {
    // Ten aliases, each four levels of lists with three scalars at the bottom; then the
    // same shape where each level is a single object (the project dashboard's issues).
    const lists = `{ ${aliases(10, 'scrumboardBoards { lists { cards { labels { id boardId title } } } }')} }`;
    const objects = `{ ${aliases(10, 'projectDashboard { githubIssues { overview { thisWeek { newIssues closedIssues fixed } } } }')} }`;
    const eachList = 1 + LIST_SIZE * (1 + LIST_SIZE * (1 + LIST_SIZE * (1 + LIST_SIZE * 3)));
    const eachObject = 1 + (1 + (1 + (1 + 3)));

    const refused = await server.graphql(lists, undefined, token);
    expect(refused.status).toBe(400);
    expect(refused.body.data).toBeUndefined();
    const { code, max, found } = refusal(refused.body.errors, /^Query cost limit/);
    expect(code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(max).toBe(OPERATION_LIMITS.cost);
    expect(found).toBe(10 * eachList);

    const passed = await server.graphql(objects, undefined, token);
    expect(passed.body.errors).toBeUndefined();
    expect(passed.status).toBe(200);
    expect(costOf(objects)).toBe(10 * eachObject);
  });

  describe('a page size given by a variable', () => {
    const query =
      'query ($size: Int) { inventoryProducts(page: 0, size: $size) { products { id } } }';

    it('answers a large page that fits', async () => {
      const answer = await server.graphql<{ inventoryProducts: { products: unknown[] } }>(
        query,
        { size: 100 },
        token,
      );
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data?.inventoryProducts.products.length).toBeGreaterThan(LIST_SIZE);
    });

    it('refuses one that does not, naming the variable, as bad input', async () => {
      const answer = await server.graphql(query, { size: 100_000 }, token);
      expect(answer.status).toBe(400);
      expect(answer.body.data).toBeUndefined();
      const error = answer.body.errors?.[0];
      expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(error?.message).toBe(
        `Query cost limit of ${OPERATION_LIMITS.cost} exceeded, found ${costOf(query, { size: 100_000 })}. Variable "$size" asks for 100000 items.`,
      );
    });

    it('through the REST adapter: 400 naming the query parameter; a page that fits answers', async () => {
      const path = '/api/apps/ecommerce/inventory/products';
      const refused = await server.request<{ error: string }>('GET', `${path}?size=100000`, {
        token,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatch(
        /^Query cost limit of \d+ exceeded, found \d+\. Query parameter "size" asks for 100000 items\.$/,
      );
      const answered = await server.request<{ products: unknown[] }>(
        'GET',
        `${path}?page=0&size=100`,
        { token },
      );
      expect(answered.status).toBe(200);
      expect(answered.body.products.length).toBeGreaterThan(LIST_SIZE);
    });

    it('leaves a value of the wrong type to graphql-js (400, nothing runs)', async () => {
      const answer = await server.graphql(query, { size: 'many' }, token);
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(answer.body.errors?.[0]?.message).toMatch(/^Variable "\$size" got invalid value/);
    });
  });

  it.each(Object.entries(bombs))(
    'refuses a %s bomb, signed in, with 400, a code and the numbers',
    async (_name, { query, limit, max }) => {
      const answer = await server.graphql(query, undefined, token);
      expect(answer.status).toBe(400);
      expect(answer.body.data).toBeUndefined();
      const refused = refusal(answer.body.errors, limit);
      expect(refused.code).toMatch(/^GRAPHQL_(PARSE|VALIDATION)_FAILED$/);
      expect(refused.max).toBe(max);
      expect(refused.found).toBeGreaterThanOrEqual(max);
    },
  );

  it('refuses only the over-limit operations of a batch; the others answer', async () => {
    const answer = await server.request<{ data?: unknown; errors?: GraphQLErrorBody[] }[]>(
      'POST',
      '/graphql',
      {
        token,
        body: [
          { query: '{ messages { id } }' },
          { query: bombs.aliases.query },
          { query: '{ user { id name } }' },
          { query: bombs.tokens.query },
          { query: bombs.cost.query },
        ],
      },
    );
    const [messages, aliasBomb, user, tokenBomb, costBomb] = answer.body;
    expect(messages?.errors).toBeUndefined();
    expect(messages?.data).toMatchObject({ messages: expect.any(Array) });
    expect(user?.errors).toBeUndefined();
    expect(user?.data).toMatchObject({ user: { id: expect.any(String) } });
    expect(refusal(aliasBomb?.errors, bombs.aliases.limit).code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(refusal(tokenBomb?.errors, bombs.tokens.limit).code).toBe('GRAPHQL_PARSE_FAILED');
    expect(refusal(costBomb?.errors, bombs.cost.limit).code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('through executeOperation (how the REST adapter runs its routes)', () => {
  const apollo = new ApolloServer({
    schema,
    ...operationLimitOptions(),
    plugins: [operationLimitPlugin],
  });
  afterAll(() => apollo.stop());

  it.each([
    ['depth', `{ navigation { default { ${'children { '.repeat(30)} id ${'} '.repeat(30)} } } }`],
    ['tokens', `{ messages { ${'id '.repeat(1500)} } }`],
    ['cost', `{ ${aliases(10, 'scrumboardBoards { lists { cards { labels { id } } } }')} }`],
    ['selections', fragmentBomb(20)],
  ])('refuses a %s bomb with a 400 answer rather than a thrown error', async (_name, query) => {
    const response = await apollo.executeOperation({ query });
    expect(response.http.status).toBe(400);
    expect(response.body.kind).toBe('single');
    const errors = response.body.kind === 'single' ? response.body.singleResult.errors : [];
    expect(errors?.[0]?.extensions?.code).toMatch(/^GRAPHQL_(PARSE|VALIDATION)_FAILED$/);
    expect(errors?.[0]?.message).toMatch(LIMIT_MESSAGE);
  });
});
