// Lint: TypeScript rules everywhere, React hooks rules in the app, and the folder boundaries of
// ../shared/design.md enforced with no-restricted-imports.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const boundary = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const nodeApis = {
  group: ['node:*', 'ws', 'fs', 'path', 'http', 'crypto'],
  message: 'Node APIs stay out of this folder.',
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
    ignores: ['src/app/state/appJotai.ts'],
    rules: boundary([
      nodeApis,
      layer('server'),
      layer('workers'),
      { group: ['jotai', 'jotai/*'], message: 'Import jotai through src/app/state/appJotai.ts: one store.' },
    ]),
  },
  { files: ['src/app/state/appJotai.ts'], rules: boundary([nodeApis, layer('server'), layer('workers')]) },
);
