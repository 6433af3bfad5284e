import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import tseslint from 'typescript-eslint';

const CLIENT = './client/src';
// Every feature folder, read here so a new feature is fenced in without editing this file.
const FEATURES = readdirSync(join(import.meta.dirname, 'client/src/features'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

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
      // HTML from data goes through the one sanitizing component.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render HTML with <SanitizedHtml> (components/ui/sanitized-html.tsx).',
        },
      ],
      // Dates and money are formatted in one module (SPEC section 9).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['date-fns', 'date-fns/*', '@date-fns/*'],
              message: 'Format dates with lib/format.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['client/src/components/ui/sanitized-html.tsx'],
    rules: { 'no-restricted-syntax': 'off' },
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
