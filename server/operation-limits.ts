// Operation limits: how big one GraphQL operation may be, however it arrives (POST or
// GET /graphql, each operation of a batch, a REST route: prepared-operations.ts parses
// and validates its document with the same options, weighs it with costRefusal and
// rewords with limitMessage, as the plugin below does). Everything is measured before anything runs:
// tokens while parsing; aliases, depth and directives while validating (GraphQL Armor,
// and alias length);
// cost once Apollo knows which operation runs and with what variables
// (operationLimitPlugin, with graphql-query-complexity). A refusal is a 400 with
// `extensions.code` GRAPHQL_PARSE_FAILED (tokens) or GRAPHQL_VALIDATION_FAILED (the
// rest; BAD_USER_INPUT when a page-size variable made the cost) and a message naming the
// limit and the number found.
//
// Introspection counts like any other operation: the explorer's (Ruru) and codegen's full
// introspection query is the largest thing any tool sends; the depth and cost limits sit
// above it, so one copy passes and a second, aliased copy does not.
//
// Measures of what we send, for scale (server/operation-limits.test.ts checks that each
// stays within half of every limit): our deepest operations are 6 levels (the shell's
// navigation, the dashboards), the costliest 9,445 (GET /api/common/navigation), the
// longest 199 tokens, the most selections 145; none uses an alias or a directive. Full
// introspection: depth 15, cost 49,532 to 51,963, under 200 tokens, 240 selections.
import type { ApolloServerOptions, ApolloServerPlugin, BaseContext } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  GraphQLError,
  Kind,
  getNamedType,
  getVariableValues,
  isLeafType,
  isListType,
  isNonNullType,
  type DocumentNode,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValidationRule,
} from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';

/**
 * Aliases in one operation (`__typename` aliases are free). Aliases are what turn one
 * small request into many copies of a large answer (500 aliased `__schema`: 92 MB;
 * 8,000 aliased `contacts`: a crash). Nothing we ship uses one; 10 leaves room to compare
 * a few records side by side in the explorer.
 */
export const MAX_ALIASES = 10;

/**
 * Characters in one alias. An alias is repeated in every item of the answer that holds
 * it, so ten aliases of 90,000 characters on `contacts` built an 81 MB answer from a
 * 900 kB request; at 64 the same aliases add under 60 kB. Field names in our schema are
 * under 40 characters; an alias is a short label chosen by a person.
 */
export const MAX_ALIAS_LENGTH = 64;

/**
 * Nesting of fields, as the answer nests (fragments add no level). Recursive types
 * (`NavigationItem.children`) otherwise allow any depth. Ours reach 6 and full
 * introspection 15 (its `ofType` chain), so 20 lets both through.
 */
export const MAX_DEPTH = 20;

/**
 * Lexical tokens of the whole document (names, punctuation, values; not comments).
 * graphql-js counts them while parsing and stops at the limit, so an oversized document
 * costs no more than this many tokens of work. Our longest is under 200, introspection
 * under 200; 1,000 also stops the 12 kB aliased-introspection body in the parser.
 */
export const MAX_TOKENS = 1000;

/** Directives in one operation (`@include`, `@skip`, ...). Nothing we ship uses one. */
export const MAX_DIRECTIVES = 10;

/**
 * Items a list in an answer is assumed to hold. Every field costs 1 plus what is below
 * it; a list field (a list type once non-null is unwrapped, lists of scalars such as
 * `tags` included) multiplies what is below it by LIST_SIZE, and again for each list
 * level its type nests; below a list of scalars is one value an item. So
 * `contacts { id name }` costs 1 + 10 × 2 = 21, `tags` 1 + 10 × 1 = 11, a single
 * `contact(id:) { id name }` 1 + 2 = 3, and nested lists multiply as their answers do.
 * 10 is the page of our paged lists (mailboxMails; inventoryProducts by default); the
 * other lists hold from a few items to a few dozen.
 */
export const LIST_SIZE = 10;

/**
 * Lists known to hold far fewer than LIST_SIZE items: `Type.field` → the number assumed.
 * The menus are fixed data (nothing changes them): 7 top groups, 24 items under them and
 * 8 under those, at most 10 under one parent. With LIST_SIZE for `children`, the REST
 * adapter's navigation (four menus, three levels each) would weigh as if each menu held
 * 1,110 items and cost 49,285, as much as full introspection, which would leave the cost
 * limit no room between real operations and two copies of introspection. With 4 a menu
 * weighs as 210 items (still over the real 39) and the operation 9,445; a deeper, hostile
 * nesting of `children` still multiplies by 4 a level.
 */
export const LIST_SIZES: Readonly<Record<string, number>> = {
  'NavigationItem.children': 4,
};

/**
 * Page-size arguments, `Type.field` → argument: the field's answer holds a list of that
 * many items, so what is below the field weighs value / LIST_SIZE times as much (never
 * less than once). The estimator sees only the total below the field, so the page's
 * other fields scale too (inventoryProducts' `pagination`, 7 of 1 + 10 × the product's
 * selection): a small overestimate. Without this entry `inventoryProducts(size: $size)`
 * would weigh the same for any size, and neither the schema nor the store caps `size` or
 * the number of products (createInventoryProduct adds one a call). With it, the most
 * products one answer may hold is about MAX_COST / 1.1 (selecting `id` alone), some
 * 54,500 × 46 bytes = 2.5 MB, inside the 4 MB response cap. `activities(first)`,
 * `contactsPage(first)` and `tasksPage(first)` are capped by their stores (100, 200 and
 * 500), and weigh as their pages hold (their schema defaults included). The other list sizes set by
 * an argument need no entry: mailboxMails pages by a fixed 10 (MAILS_PER_PAGE), and
 * helpCenterGuideCategories' `limit` cannot list more guides than the fixed seed holds
 * (at most 6 a category; nothing adds guides).
 */
export const PAGE_SIZE_ARGUMENTS: Readonly<Record<string, string>> = {
  'Query.inventoryProducts': 'size',
  'Query.activities': 'first',
  'Query.contactsPage': 'first',
  'Query.tasksPage': 'first',
};

/**
 * The cost one operation may reach. One full introspection costs 49,532 (codegen's
 * default query) to 51,963 (codegen with every option on; Ruru's 51,933); two aliased
 * copies at least 99,064. 60,000 admits one copy with 15% to spare, for a tool that asks
 * for a few more fields (one more scalar on every type, field and argument adds about
 * 1,300), and refuses two. It sits near one copy rather than halfway to two because the
 * limit is every operation's budget, not introspection's: the less anyone may ask for,
 * the better. Our costliest operation, 9,445, is far below it.
 */
export const MAX_COST = 60_000;

/**
 * Selections the cost count visits (fields, fragment spreads, inline fragments), where a
 * fragment counts each time it is spread: fragments spreading others twice, 20 deep,
 * make a million selections from 200 tokens, and counting each takes around a
 * microsecond. An operation spreading no fragment twice has fewer selections than
 * tokens, so twice MAX_TOKENS stops only such multiplying, within about a millisecond.
 * Full introspection visits 240, our operations at most 145.
 */
export const MAX_SELECTIONS = 2 * MAX_TOKENS;

export interface OperationLimits {
  aliases: number;
  aliasLength: number;
  depth: number;
  tokens: number;
  directives: number;
  cost: number;
  selections: number;
}

export const OPERATION_LIMITS: Readonly<OperationLimits> = {
  aliases: MAX_ALIASES,
  aliasLength: MAX_ALIAS_LENGTH,
  depth: MAX_DEPTH,
  tokens: MAX_TOKENS,
  directives: MAX_DIRECTIVES,
  cost: MAX_COST,
  selections: MAX_SELECTIONS,
};

/**
 * Refuses an alias longer than `max` characters (Armor counts aliases, not their length);
 * the first one found is reported.
 */
function maxAliasLength(max: number): ValidationRule {
  return (context) => {
    let reported = false;
    return {
      Field(node) {
        const length = node.alias?.value.length ?? 0;
        if (reported || length <= max) return;
        reported = true;
        context.reportError(
          new GraphQLError(`Alias length limit of ${max} exceeded, found ${length}.`, {
            nodes: [node.alias!],
          }),
        );
      },
    };
  };
}

/**
 * The ApolloServer options that enforce the limits but cost: `parseOptions` (tokens) and
 * `validationRules` (aliases and their length, depth, directives). Cost and selections need the variables
 * and the operation to run, which validation rules never see: operationLimitPlugin
 * weighs them. Tests pass other limits, e.g. each one halved.
 */
export function operationLimitOptions(
  limits: Readonly<OperationLimits> = OPERATION_LIMITS,
): Required<Pick<ApolloServerOptions<BaseContext>, 'parseOptions' | 'validationRules'>> {
  const { validationRules } = new ApolloArmor({
    // Introspection is on (the explorer needs it), so hiding "Did you mean" hides nothing.
    blockFieldSuggestion: { enabled: false },
    // Armor's Apollo max-tokens plugin throws from parsingDidStart, which Apollo 5 turns
    // into a 500 (and a failed batch, and a rejected executeOperation); graphql-js's own
    // token limit below is a parse error instead: 400 for that one operation.
    maxTokens: { enabled: false },
    // Armor's cost weighs a field by its depth, not by whether it is a list: costRefusal.
    costLimit: { enabled: false },
    maxAliases: { n: limits.aliases },
    maxDepth: { n: limits.depth, flattenFragments: true, ignoreIntrospection: false },
    maxDirectives: { n: limits.directives },
  }).protect();
  return {
    parseOptions: { maxLexicalTokens: limits.tokens },
    validationRules: [...validationRules, maxAliasLength(limits.aliasLength)],
  };
}

/** How many list types a field's type nests (`[[Int]!]!` is 2). */
function listLevels(type: GraphQLOutputType): number {
  let levels = 0;
  for (let current = type; ; current = current.ofType) {
    if (isNonNullType(current)) continue;
    if (!isListType(current)) return levels;
    levels += 1;
  }
}

/**
 * The model of LIST_SIZE, LIST_SIZES and PAGE_SIZE_ARGUMENTS as a graphql-query-complexity
 * estimator. Page sizes over LIST_SIZE given by a variable are noted in `pageVariables`
 * (name → value), so that a refusal can name the input that made it.
 */
function fieldCost(pageVariables: Map<string, number>): ComplexityEstimator {
  return ({ type, field, node, args, childComplexity }) => {
    const coordinate = `${type.name}.${field.name}`;
    const levels = listLevels(field.type);
    const items = (LIST_SIZES[coordinate] ?? LIST_SIZE) ** levels;
    const below = levels > 0 && isLeafType(getNamedType(field.type)) ? 1 : childComplexity;
    let pageScale = 1;
    const pageArgument = PAGE_SIZE_ARGUMENTS[coordinate];
    const pageSize: unknown = pageArgument === undefined ? undefined : args[pageArgument];
    if (typeof pageSize === 'number' && pageSize > LIST_SIZE) {
      pageScale = pageSize / LIST_SIZE;
      const given = node.arguments?.find((argument) => argument.name.value === pageArgument);
      if (given?.value.kind === Kind.VARIABLE) pageVariables.set(given.value.name.value, pageSize);
    }
    return 1 + Math.ceil(items * pageScale * below);
  };
}

/** What graphql-query-complexity 2.0.0 throws when it stops counting selections. */
const SELECTION_LIMIT_MESSAGE = 'Query exceeds the maximum allowed number of nodes.';

type CostLimits = Pick<OperationLimits, 'cost' | 'selections'>;

interface Weight {
  /** Infinity when the count stopped at the selection limit. */
  cost: number;
  pageVariables: Map<string, number>;
}

/**
 * Weighs `operation` of `document` with these variables; `undefined` when the variables
 * do not fit their definitions (graphql-js then refuses the operation, and nothing runs).
 */
function weigh(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
  limits: CostLimits,
): Weight | undefined {
  // The same document (Apollo keeps parsed documents and hands the same object back)
  // with the same variables weighs the same: remembered per document, by variables.
  const variablesJson = JSON.stringify(variables);
  if (variablesJson.length > MAX_REMEMBERED_VARIABLES_LENGTH) {
    return weighNow(schema, document, operation, variables, limits);
  }
  const key = `${operation.name?.value ?? ''}\n${limits.cost}\n${limits.selections}\n${variablesJson}`;
  let weights = weightsBySchema.get(schema)?.get(document);
  if (!weights) {
    let byDocument = weightsBySchema.get(schema);
    if (!byDocument) weightsBySchema.set(schema, (byDocument = new WeakMap()));
    byDocument.set(document, (weights = new Map()));
  }
  if (weights.has(key)) return weights.get(key);
  const weight = weighNow(schema, document, operation, variables, limits);
  if (weights.size >= MAX_REMEMBERED_WEIGHTS) weights.delete(weights.keys().next().value!);
  weights.set(key, weight);
  return weight;
}

/**
 * Weights remembered per schema and document (weakly: a document Apollo's cache drops is
 * forgotten with its weights), at most MAX_REMEMBERED_WEIGHTS variable sets each, for
 * variables of at most MAX_REMEMBERED_VARIABLES_LENGTH characters as JSON.
 */
const weightsBySchema = new WeakMap<
  GraphQLSchema,
  WeakMap<DocumentNode, Map<string, Weight | undefined>>
>();
const MAX_REMEMBERED_WEIGHTS = 64;
const MAX_REMEMBERED_VARIABLES_LENGTH = 1024;

function weighNow(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
  limits: CostLimits,
): Weight | undefined {
  if (getVariableValues(schema, operation.variableDefinitions ?? [], variables).errors) {
    return undefined;
  }
  const pageVariables = new Map<string, number>();
  try {
    const cost = getComplexity({
      schema,
      query: document,
      operationName: operation.name?.value,
      variables,
      estimators: [fieldCost(pageVariables)],
      // It stops when its count reaches the number: past `selections`, not at it.
      maxQueryNodes: limits.selections + 1,
    });
    return { cost, pageVariables };
  } catch (error) {
    if (error instanceof GraphQLError && error.message === SELECTION_LIMIT_MESSAGE) {
      return { cost: Infinity, pageVariables };
    }
    throw error;
  }
}

/**
 * The cost of one operation (see LIST_SIZE): Infinity past the selection limit,
 * `undefined` when its variables do not fit their definitions.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> = {},
  limits: CostLimits = OPERATION_LIMITS,
): number | undefined {
  return weigh(schema, document, operation, variables, limits)?.cost;
}

const refusal = (message: string, code: string) =>
  new GraphQLError(message, { extensions: { code, http: { status: 400 } } });

/**
 * Why the operation is refused by the cost or selection limit, or nothing. When page-size
 * variables made it too costly (it would fit with pages of LIST_SIZE) the refusal names
 * them and is BAD_USER_INPUT, as other bad variable values are, and the REST adapter
 * answers it with a 400 naming its query parameter; otherwise the document itself asks
 * too much: GRAPHQL_VALIDATION_FAILED, as for the limits checked while validating.
 */
export function costRefusal(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> = {},
  limits: CostLimits = OPERATION_LIMITS,
): GraphQLError | undefined {
  const weight = weigh(schema, document, operation, variables, limits);
  if (!weight || weight.cost <= limits.cost) return undefined;
  if (weight.cost === Infinity) {
    const max = limits.selections;
    return refusal(
      `Selection limit of ${max} exceeded, found more than ${max} (a fragment counts each time it is spread).`,
      'GRAPHQL_VALIDATION_FAILED',
    );
  }
  const message = `Query cost limit of ${limits.cost} exceeded, found ${weight.cost}.`;
  const pages = [...weight.pageVariables];
  if (pages.length > 0) {
    const smallPages = { ...variables };
    for (const [name] of pages) smallPages[name] = LIST_SIZE;
    const small = weigh(schema, document, operation, smallPages, limits);
    if (small && small.cost <= limits.cost) {
      const asked = pages.map(([name, size]) => `Variable "$${name}" asks for ${size} items`);
      return refusal(`${message} ${asked.join('; ')}.`, 'BAD_USER_INPUT');
    }
  }
  return refusal(message, 'GRAPHQL_VALIDATION_FAILED');
}

/**
 * The plugin half of the limits. It weighs each operation once Apollo knows which one
 * runs and with what variables, and refuses it before it runs: validation rules see
 * neither, and Apollo skips them for a document it has validated before, so a cost that
 * depends on `$size` cannot be one (as one, graphql-query-complexity would even refuse
 * every operation with a required variable as "not provided"). It also words the other
 * limits' refusals like its own.
 */
export const operationLimitPlugin: ApolloServerPlugin<BaseContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ schema, document, operation, request }) {
        // No such operation: graphql-js refuses the request without running anything.
        if (!operation) return;
        const error = costRefusal(schema, document, operation, request.variables);
        if (error) throw error;
      },
      async didEncounterErrors({ errors }) {
        for (const error of errors) error.message = limitMessage(error.message);
      },
    };
  },
};

/**
 * Words the refusals like one another: Armor's validation messages start "Syntax Error:"
 * though nothing is wrong with the syntax, and graphql-js says "Document contains more
 * that N tokens. Parsing aborted.".
 */
export function limitMessage(message: string): string {
  const tokens = /^Syntax Error: Document contains more that (\d+) tokens/.exec(message);
  if (tokens) {
    const [, max] = tokens;
    return `Token limit of ${max} exceeded, found more than ${max} (parsing stops at the limit).`;
  }
  const armor = /^Syntax Error: (.+ limit of \d+ exceeded, found \d+\.)$/.exec(message);
  return armor ? armor[1]! : message;
}
