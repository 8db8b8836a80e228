// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import direction in the web app (docs/ARCHITECTURE.md, "Web"): components/lib -> features -> app.
 * Shared code never reaches into features or the app shell, and no feature imports another.
 */
const webFeatureAreas = ['reader', 'admin', 'auth', 'tenant'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['scripts/**', 'apps/web/scripts/**', 'bench/**', '.ci/**', 'apps/server/src/db/cli.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '@/features/**'],
              message: 'Shared code must not import features (docs/ARCHITECTURE.md, "Web").',
            },
            {
              group: ['**/app/**', '@/app/**'],
              message: 'Shared code must not import the app shell (docs/ARCHITECTURE.md, "Web").',
            },
          ],
        },
      ],
    },
  },
  ...webFeatureAreas.map((area) => ({
    files: [`apps/web/src/features/${area}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/**', '@/app/**'],
              message: 'Features must not import the app shell (docs/ARCHITECTURE.md, "Web").',
            },
            ...webFeatureAreas
              .filter((other) => other !== area)
              .map((other) => ({
                group: [`**/features/${other}/**`, `@/features/${other}/**`],
                message: `Feature area '${area}' must not import feature area '${other}' (docs/ARCHITECTURE.md, "Web").`,
              })),
          ],
        },
      ],
    },
  })),
  {
    // The interfaces every module adds to by declaration merging (ADR 019) start empty.
    files: ['apps/server/src/modules/module.ts'],
    rules: {
      '@typescript-eslint/no-empty-object-type': [
        'error',
        { allowWithName: '^(Services|Jobs|ModuleOptions)$' },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/db/**',
      'apps/server/src/**/*.repository.ts',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/test/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'drizzle-orm',
              message:
                'Only repositories and db/ talk to Drizzle (docs/ARCHITECTURE.md, "Server").',
            },
          ],
        },
      ],
    },
  },
);
