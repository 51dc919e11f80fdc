import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The storefront's links are web/src/shared/ui/link.tsx (intent prefetching, no observer per link). */
const NEXT_LINK = { name: 'next/link', message: 'Use Link from web/src/shared/ui/link (same href, prefetched on intent).' };

export default tseslint.config(
  {
    ignores: [
      '**/test-results/**',
      '**/playwright-report/**',
      '**/node_modules/**',
      '**/dist/**',
      '**/.next/**',
      '**/.turbo/**',
      '**/.data/**',
      'web/src/graphql/**',
      '**/*.cjs',
      '**/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // Plain Node scripts (the robustness tier): Node's globals, no TypeScript types to declare them.
    files: ['**/*.mjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
  },
  {
    // The server kit (one rule for both servers) loads Node's built-ins only: no other workspace, and
    // no OpenTelemetry, pino or prom-client at load time (the web loads OpenTelemetry only when it traces).
    files: ['server-kit/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!node:|\\.)',
              message: 'server-kit imports only Node built-ins (node:*) and its own modules.',
            },
          ],
        },
      ],
    },
  },
  {
    // Its test support is built with the kit but loaded by tests only, never by a server: the source
    // walker the architecture tests share (test-support/source-scan.ts) may load the TypeScript compiler too.
    files: ['server-kit/src/test-support/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!node:|\\.|typescript$)',
              message: 'server-kit test support imports only Node built-ins (node:*), typescript and the kit’s own modules.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': ['error', { paths: [NEXT_LINK] }],
    },
  },
  {
    // Inside the web: pages → application (DESIGN.md's app layer) → features → shared, never back up. Shared code knows
    // no feature; features know no app layer or page. web/src/application/import-boundaries.test.ts checks the same.
    files: ['web/src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [NEXT_LINK],
          patterns: [
            {
              group: ['**/features/**', '**/application/**', '**/pages/**'],
              message: 'web/src/shared must not import features, the app layer or pages.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    // A shim's tests call its API route handler (tests cannot live under pages/, where Next would serve them).
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [NEXT_LINK],
          patterns: [
            {
              group: ['**/application/**', '**/pages/**'],
              message: 'Features must not import the app layer or pages (pages → app → features → shared).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/application/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [NEXT_LINK],
          patterns: [
            { group: ['**/pages/**'], message: 'The app layer must not import pages (pages → app → features → shared).' },
          ],
        },
      ],
    },
  },
);
