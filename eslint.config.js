import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Web features do not import each other (STYLE.md, bulletproof-react); shared pieces live in
// app/components and app/lib.
const featuresDir = 'apps/web/app/features';
const features = fs.existsSync(featuresDir) ? fs.readdirSync(featuresDir) : [];
const featureBoundaries = features.map((feature) => ({
  files: [`${featuresDir}/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: features
              .filter((other) => other !== feature)
              .flatMap((other) => [`~/features/${other}/**`, `**/features/${other}/**`, `../../${other}/**`]),
            message: '功能模块之间不要互相引用；共用的部分放到 app/components 或 app/lib',
          },
          { group: ['@school/server', '**/apps/server/**'] },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/.react-router/**',
      'data/**',
      'docs/openapi.json',
      '**/*.mjs',
      'apps/web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Layering (ARCHITECTURE §3): contracts import nothing of ours; web and server never import each other.
    files: ['packages/contracts/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@school/*', '**/apps/**'] }] },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@school/web', '**/apps/web/**'] }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@school/server', '**/apps/server/**'] }] },
  },
  ...featureBoundaries,
  {
    // A module's repo is reached only through its service; modules meet only through index.ts, and
    // never see each other's tables (decision 0014).
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/*.repo.ts', '../*/*.service.ts', '../*/*.routes.ts', '../*/*.tables.ts'],
              message: '请通过该模块的 index.ts 引用',
            },
          ],
        },
      ],
    },
  },
);
