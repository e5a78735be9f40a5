import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// ---- import zones ------------------------------------------------------------------------------
// In flat config the last entry that sets a rule for a file wins, so a later, narrower entry would
// drop the bans of an earlier one. Each zone below therefore lists every ban that applies to its
// files (`zone(files, ...bans)`), and `scripts/check-lint-zones.mjs` proves the bans hold.

const ban = (message, group) => ({ group, message });
const webCode = ban('服务端与契约包不能引用网站代码', [
  '@school/web',
  '@school/web/**',
  '**/apps/web/**',
  '**/web/app/**',
]);
const serverCode = ban('网站与契约包不能引用服务端代码', [
  '@school/server',
  '@school/server/**',
  '**/apps/server/**',
  '**/server/src/**',
]);
const ourPackages = ban('契约包只依赖 TypeBox', ['@school/*']);
// Modules meet only through index.ts and never see each other's tables (decision 0014).
const otherModules = ban('请通过该模块的 index.ts 引用', [
  '../*/*.repo.ts',
  '../*/*.service.ts',
  '../*/*.routes.ts',
  '../*/*.tables.ts',
]);

const folders = (dir) =>
  fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => fs.statSync(`${dir}/${name}`).isDirectory()) : [];
/** Imports of feature `name` from another feature folder, by alias or by relative path. */
const featureImports = (name, alias) => [
  `${alias}/${name}`,
  `${alias}/${name}/**`,
  ...['../', '../../', '../../../', '../../../../'].map((up) => `${up}${name}/**`),
];

const siteFeaturesDir = 'apps/web/app/features';
const consoleFeaturesDir = 'apps/web/app/admin/features';
const siteFeatures = folders(siteFeaturesDir);
const consoleFeatures = folders(consoleFeaturesDir);
const crossFeature = '功能模块之间不要互相引用；共用的部分放到 components 或 lib';
const consoleCode = ban('网站的功能模块不能引用运营后台', ['~/admin/**', '**/app/admin/**']);
const siteFeatureCode = ban('运营后台的功能模块不能引用网站的功能模块', ['~/features/**', '**/app/features/**']);

const zone = (files, ...patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });

// Route files only load and compose (outline's thin routes): the calls, and the request layer that
// makes them, live in features/<module>. Cookie helpers of lib/server-api stay usable.
const routeCalls = '页面路由不直接调用接口：把读取与调用放到 features/<模块> 中，路由只组合它们';
const requestLayer = ban(routeCalls, [
  '~/lib/request',
  '~/lib/api-context',
  '~/lib/browser-api',
  '~/lib/fetch-transport',
  '**/lib/request',
  '**/lib/api-context',
  '**/lib/browser-api',
  '**/lib/fetch-transport',
]);
const serverRequester = {
  group: ['~/lib/server-api', '**/lib/server-api'],
  importNames: ['createServerApi', 'createContextTransport'],
  message: routeCalls,
};
const routeZone = {
  files: ['apps/web/app/routes/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': ['error', { patterns: [serverCode, requestLayer, serverRequester] }],
    'no-restricted-syntax': [
      'error',
      {
        selector: 'CallExpression > MemberExpression.callee[property.name=/^(call|request|storeRequest)$/]',
        message: routeCalls,
      },
    ],
  },
};

const importZones = [
  // Layering (ARCHITECTURE §3): contracts import nothing of ours; web and server never import each other.
  zone(['packages/contracts/**/*.ts'], ourPackages, webCode, serverCode),
  zone(['apps/server/**/*.ts'], webCode),
  // A module's repo is reached only through its service; modules meet only through index.ts.
  zone(['apps/server/src/modules/**/*.ts'], webCode, otherModules),
  zone(['apps/web/**/*.{ts,tsx}'], serverCode),
  routeZone,
  // Features (STYLE.md, bulletproof-react) do not import each other; site and console features stay apart.
  ...siteFeatures.map((feature) =>
    zone(
      [`${siteFeaturesDir}/${feature}/**/*.{ts,tsx}`],
      serverCode,
      consoleCode,
      ban(
        crossFeature,
        siteFeatures.filter((other) => other !== feature).flatMap((other) => featureImports(other, '~/features')),
      ),
    ),
  ),
  ...consoleFeatures.map((feature) =>
    zone(
      [`${consoleFeaturesDir}/${feature}/**/*.{ts,tsx}`],
      serverCode,
      siteFeatureCode,
      ban(
        crossFeature,
        consoleFeatures
          .filter((other) => other !== feature)
          .flatMap((other) => [...featureImports(other, '~/admin/features'), `**/admin/features/${other}/**`]),
      ),
    ),
  ),
];

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
      // Declaration merging adds a file's types to a shared interface with `extends` (AllContracts).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
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
  ...importZones,
);
