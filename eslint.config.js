// Lint: TypeScript rules everywhere, React hooks rules in the app, the folder boundaries of
// ../shared/design.md enforced with no-restricted-imports, features entered only through their public
// face (eslint-rules/featureBoundaries.js), and no import cycles.
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { featureBoundaries } from './eslint-rules/featureBoundaries.js';

const boundary = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const nodeApis = {
  group: ['node:*', 'ws', 'fs', 'path', 'http', 'crypto'],
  message: 'Node APIs stay out of this folder.',
};
const throughAppJotai = {
  group: ['jotai', 'jotai/*'],
  message: 'Import jotai through src/app/state/appJotai.ts: one store.',
};
const throughOurUseTranslation = {
  group: ['react-i18next'],
  importNames: ['useTranslation'],
  message: 'Use src/app/i18n/useTranslation.ts: it leaves React no effect to flush after each render.',
};
const layer = (name) => ({
  group: [`**/${name}/**`, `**/${name}`],
  message: `This folder may not import src/${name}.`,
});

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'bench/results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    plugins: { spotdesk: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'spotdesk/feature-boundaries': 'error' },
  },
  {
    files: ['src/app/**/*.{ts,tsx}', 'tests/component/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/shared/**'],
    rules: boundary([
      nodeApis,
      layer('app'),
      layer('workers'),
      layer('server'),
      {
        group: ['react', 'react-dom', 'comlink', 'jotai'],
        message: 'shared has no UI and no thread plumbing.',
      },
    ]),
  },
  {
    files: ['src/server/exchange/**', 'src/server/api/**', 'src/server/gateway/**'],
    rules: boundary([nodeApis, layer('app'), layer('workers')]),
  },
  { files: ['src/server/http/**', 'src/server/*.ts'], rules: boundary([layer('app'), layer('workers')]) },
  { files: ['src/workers/**'], rules: boundary([nodeApis, layer('app'), layer('server')]) },
  {
    files: ['src/app/**'],
    ignores: ['src/app/state/appJotai.ts', 'src/app/i18n/useTranslation.ts'],
    rules: boundary([nodeApis, layer('server'), layer('workers'), throughAppJotai, throughOurUseTranslation]),
  },
  { files: ['src/app/state/appJotai.ts'], rules: boundary([nodeApis, layer('server'), layer('workers')]) },
  {
    files: ['src/app/i18n/useTranslation.ts'],
    rules: boundary([nodeApis, layer('server'), layer('workers'), throughAppJotai]),
  },
);
