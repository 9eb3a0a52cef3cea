import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Folders of domain functions, which every door (GraphQL, REST, jobs, OAuth routes) calls. */
const DOMAIN_FOLDERS = [
  'access',
  'analysis',
  'analytics',
  'api-keys',
  'auth',
  'billing',
  'contact',
  'documents',
  'files',
  'jobs',
  'mail',
  'notifications',
  'onboarding',
  'organizations',
  'outbound',
  'senders',
  'signing',
  'status',
  'webhooks',
];

export default tseslint.config(
  {
    ignores: ['node_modules/', 'dist/', 'server-dist/', '.data/', 'server/db/generated/', 'web/src/__generated__/', 'coverage/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      'no-constant-condition': ['error', { checkLoops: false }],
    },
  },
  {
    files: ['web/src/**/*.tsx', 'web/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Code the browser and the server both run: no Node built-ins, nothing else of the server.
    files: ['server/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'server/shared runs in the browser too: no Node built-ins.' },
            { group: ['../*', '!../shared/*'], message: 'server/shared imports only itself (and browser-safe packages).' },
          ],
          paths: ['fs', 'path', 'crypto', 'os', 'http', 'https', 'net', 'stream', 'url', 'util', 'zlib', 'child_process', 'worker_threads', 'buffer'].map(
            (name) => ({
              name,
              message: 'server/shared runs in the browser too: no Node built-ins.',
            }),
          ),
        },
      ],
    },
  },
  {
    // Domain folders: plain inputs and results; the GraphQL layer (`*.schema.ts`) adapts them.
    files: DOMAIN_FOLDERS.map((folder) => `server/${folder}/**/*.ts`),
    ignores: ['**/*.schema.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'graphql', message: 'Domain functions do not know GraphQL: adapt them in a *.schema.ts file.' }],
          patterns: [
            {
              group: ['**/graphql/*', '!**/graphql/pubsub'],
              message: 'Domain functions do not know GraphQL (its context, builder or errors): adapt them in a *.schema.ts file.',
            },
          ],
        },
      ],
    },
  },
  {
    // The web takes from the server only what is shared.
    files: ['web/**/*.ts', 'web/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/*', '!**/server/shared', '!**/server/shared/*'], message: 'The web imports only server/shared from the server.' }] },
      ],
    },
  },
  {
    files: ['__tests__/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
