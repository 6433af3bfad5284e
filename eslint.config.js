import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import * as chakraTheme from '@chakra-ui/react/theme';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import tseslint from 'typescript-eslint';

const CLIENT = './client/src';
// Every feature folder, read here so a new feature is fenced in without editing this file.
const FEATURES = readdirSync(join(import.meta.dirname, 'client/src/features'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Chakra parts whose recipe the theme (client/src/app/theme.ts) leaves out: imported
 * from '@chakra-ui/react' they draw unstyled, or not at all (components/ui/with-recipe.tsx).
 * Read from the recipes Chakra has and the ones the theme names, so a recipe added to
 * the theme frees its part here without editing this file.
 */
const recipeName = (name) => /^(\w+?)(?:Slot)?Recipe$/.exec(name)?.[1];
const inTheme = new Set(
  [
    ...readFileSync(join(import.meta.dirname, 'client/src/app/theme.ts'), 'utf8').matchAll(
      /\b(\w+Recipe)\b/g,
    ),
  ].map(([, name]) => recipeName(name)),
);
const PARTS_WITHOUT_RECIPE = Object.keys(chakraTheme)
  .map(recipeName)
  .filter((name) => name && !inTheme.has(name))
  .map((name) => name[0].toUpperCase() + name.slice(1));

const DATE_FNS = {
  group: ['date-fns', 'date-fns/*', '@date-fns/*'],
  message: 'Format dates with lib/format.ts.',
};
const CHAKRA_PARTS = {
  name: '@chakra-ui/react',
  importNames: PARTS_WITHOUT_RECIPE,
  message:
    "The theme has no recipe for this part, so from '@chakra-ui/react' it draws unstyled: import it from components/ui/ (with-recipe.tsx hands it its recipe).",
};

/**
 * The screen recipe's own rules (docs/ARCHITECTURE.md, "Adding a screen"): a feature's
 * api/use-*.ts holds one hook, named after the file (use-delete-note.ts: useDeleteNote),
 * so a mutation hook is found by its name and a file never grows a second job; and a
 * feature's components/ holds components only, so a module that draws nothing sits at
 * the feature's root where the next reader looks for it.
 */
const recipe = {
  rules: {
    'components-draw': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          plain:
            "A feature's components/ holds components (.tsx): move this module to the feature's root.",
        },
      },
      create: (context) => ({
        Program: (program) => context.report({ node: program, messageId: 'plain' }),
      }),
    },
    'one-hook-per-file': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          count: 'A use-*.ts file exports one hook ({{expected}}); this one exports {{count}}.',
          name: 'This file exports {{name}}: name the hook after the file ({{expected}}).',
        },
      },
      create(context) {
        const expected = basename(context.filename)
          .replace(/\.tsx?$/, '')
          .replace(/-(\w)/g, (_, letter) => letter.toUpperCase());
        const hooks = [];
        const keep = (id) => id && /^use[A-Z]/.test(id.name) && hooks.push(id);
        return {
          'ExportNamedDeclaration > FunctionDeclaration': (node) => keep(node.id),
          'ExportNamedDeclaration > VariableDeclaration > VariableDeclarator': (node) =>
            keep(node.id),
          'Program:exit'(program) {
            if (hooks.length !== 1) {
              context.report({
                node: program,
                messageId: 'count',
                data: { expected, count: hooks.length },
              });
            } else if (hooks[0].name !== expected) {
              context.report({
                node: hooks[0],
                messageId: 'name',
                data: { expected, name: hooks[0].name },
              });
            }
          },
        };
      },
    },
  },
};

/** What every client file may not do, by selector: each names the one way instead. */
const CLIENT_SYNTAX = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'Render HTML with <SanitizedHtml> (components/ui/sanitized-html.tsx).',
  },
  {
    selector: 'CallExpression[callee.name=/^(routeQuery|useRouteQuery)$/][typeArguments]',
    message: "A screen query's types come from its document: name none by hand.",
  },
  {
    selector: "CallExpression[callee.object.name='toaster'][callee.property.name='create']",
    message: 'Toasts are said one way: useToasts() (components/page/toasts.ts).',
  },
  {
    selector: "CallExpression[callee.name='useRouteLoaderData']",
    message: "Read a screen's query with useRouteQuery(itsRouteQuery) (apollo/route-query.ts).",
  },
  {
    selector: "CallExpression[callee.name='useMutation']",
    message:
      "A mutation runs through its hook, one per file: the feature's api/use-<verb>-<noun>.ts.",
  },
];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'server/generated', 'client/src/gql'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    plugins: { ...reactHooks.configs.flat.recommended.plugins, import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // One-way imports (docs/ARCHITECTURE.md, as bulletproof-react): shared code →
      // features → app. A feature never imports another one.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FEATURES.map((feature) => ({
              target: `${CLIENT}/features/${feature}`,
              from: `${CLIENT}/features`,
              except: [`./${feature}`],
              message:
                'Features do not import each other: move what they share to lib/ or components/.',
            })),
            {
              target: `${CLIENT}/features`,
              from: `${CLIENT}/app`,
              message: 'Features do not import the app: the app wires features together.',
            },
            {
              target: ['apollo', 'components', 'config', 'lib'].map((dir) => `${CLIENT}/${dir}`),
              from: [`${CLIENT}/features`, `${CLIENT}/app`],
              message: 'Shared code does not import features or the app.',
            },
          ],
        },
      ],
      // HTML from data goes through the one sanitizing component; a screen's query
      // through its routeQuery; a mutation through its hook.
      'no-restricted-syntax': ['error', ...CLIENT_SYNTAX],
      // Dates and money are formatted in one module (SPEC section 9); Chakra parts
      // without a recipe in the theme come from components/ui/.
      'no-restricted-imports': ['error', { paths: [CHAKRA_PARTS], patterns: [DATE_FNS] }],
    },
  },
  {
    files: ['client/src/components/ui/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [DATE_FNS] }] },
  },
  {
    files: ['client/src/components/ui/sanitized-html.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...CLIENT_SYNTAX.filter(({ selector }) => !selector.includes('dangerously')),
      ],
    },
  },
  {
    files: ['client/src/components/page/toasts.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...CLIENT_SYNTAX.filter(({ selector }) => !selector.includes('toaster')),
      ],
    },
  },
  {
    files: ['client/src/apollo/route-query.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...CLIENT_SYNTAX.filter(({ selector }) => !selector.includes('useRouteLoaderData')),
      ],
    },
  },
  {
    files: ['client/src/features/*/components/**/*.ts'],
    plugins: { recipe },
    rules: { 'recipe/components-draw': 'error' },
  },
  {
    files: ['client/src/features/*/api/use-*.ts'],
    plugins: { recipe },
    rules: {
      'recipe/one-hook-per-file': 'error',
      'no-restricted-syntax': [
        'error',
        ...CLIENT_SYNTAX.filter(({ selector }) => !selector.includes('useMutation')),
      ],
    },
  },
  {
    files: ['client/src/lib/format.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // A spec's test runs against its worker's own server only through e2e/fixtures.ts.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Take test and expect from './fixtures' (its worker's server).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
);
