// ESLint (flat config) with typescript-eslint: `npm run lint`, run by .ci/run before the tests.
// The rule set is ESLint's and typescript-eslint's recommended sets (syntax only, no type
// information, so linting the whole tree stays a matter of seconds) with the changes below, each
// with its reason. An `eslint-disable` comment names its rule and says why after ` -- `; one that
// no longer silences anything is itself an error (reportUnusedDisableDirectives).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    // generated artifacts (rewritten by the project's scripts, never edited), fixtures, builds
    ignores: [
      'node_modules/',
      'sdk/',
      'openapi/',
      'src/generated/',
      'test/fixtures/',
      'data/',
      'assets/',
      '**/.wrangler/',
      '.ci-results/',
      'dist/',
      '**/dist/',
      'build/',
      'coverage/',
      '.deploy/',
      '.oracle-cache/',
      'worker-configuration.d.ts',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // a leading underscore marks a name kept on purpose: a parameter a signature needs, or a
      // property taken out of an object so that the rest can be passed on
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          caughtErrors: 'none',
          ignoreRestSiblings: true,
        },
      ],
      // a `let` read by a closure before its one assignment (a WebAssembly import that needs the
      // instance's memory) cannot be a const
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    files: ['**/*.ts'],
    rules: {
      // TypeScript checks names itself (it knows the Workers and Node globals from the types)
      'no-undef': 'off',
    },
  },
  {
    files: ['test/**/*.ts'],
    rules: {
      // tests walk JSON answers of many shapes, already checked by the output schemas, and
      // assert on what they read; typing each one would restate the schemas
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}', '*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
