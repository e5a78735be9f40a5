// Proves the import zones of eslint.config.js: each snippet, linted as if it were the named file,
// must be refused (or allowed) by `no-restricted-imports` (or, for calls in routes, `no-restricted-syntax`). In flat config a later, narrower entry
// replaces an earlier one's rule, so this guards against a zone silently dropping another's ban
// (a server module importing web code once passed lint that way). Run by `npm run lint`.
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '..');
const zoneRules = ['no-restricted-imports', 'no-restricted-syntax'];
const eslint = new ESLint({
  cwd: root,
  // Only the zones are under test: no type information needed for files that do not exist.
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) => zoneRules.includes(ruleId),
});

const cases = [
  ['a server module importing web code', 'apps/server/src/modules/system/zone-probe.ts', "import '@school/web';", true],
  [
    'a server module importing web code by a relative path',
    'apps/server/src/modules/user/zone-probe.ts',
    "import { createRequester } from '../../../../web/app/lib/request';",
    true,
  ],
  [
    'a server module importing another module’s repo',
    'apps/server/src/modules/course/zone-probe.ts',
    "import '../user/user.repo.ts';",
    true,
  ],
  [
    'a server module using another module’s index',
    'apps/server/src/modules/course/zone-probe.ts',
    "import '../user/index.ts';",
    false,
  ],
  [
    'server core importing web code',
    'apps/server/src/core/zone-probe.ts',
    "import '../../../web/app/lib/request';",
    true,
  ],
  ['web code importing server code', 'apps/web/app/lib/zone-probe.ts', "import '../../../server/src/app.ts';", true],
  ['the contracts importing our packages', 'packages/contracts/src/zone-probe.ts', "import '@school/web';", true],
  [
    'a site feature importing another site feature',
    'apps/web/app/features/course/components/zone-probe.tsx',
    "import '~/features/user/auth/sign-in';",
    true,
  ],
  [
    'a site feature importing another by a relative path',
    'apps/web/app/features/content/components/zone-probe.tsx',
    "import '../../marketing/counsel-rules';",
    true,
  ],
  [
    'a site feature importing server code',
    'apps/web/app/features/search/zone-probe.ts',
    "import '../../../../server/src/app.ts';",
    true,
  ],
  [
    'a site feature using its own sub-folders and shared code',
    'apps/web/app/features/user/profile/components/zone-probe.tsx',
    "import '../../lecturer/audit'; import '~/lib/request'; import '~/components/empty-state';",
    false,
  ],
  [
    'a console feature importing another console feature',
    'apps/web/app/admin/features/content/pages/zone-probe.tsx',
    "import '../../course/category-tree';",
    true,
  ],
  [
    'a console feature importing a site feature',
    'apps/web/app/admin/features/user/pages/zone-probe.tsx',
    "import '~/features/user/auth/sign-in';",
    true,
  ],
  [
    'a site feature importing the console',
    'apps/web/app/features/system/components/zone-probe.tsx',
    "import '~/admin/lib/menu';",
    true,
  ],
  [
    'a console feature using the console’s shared pieces',
    'apps/web/app/admin/features/system/pages/zone-probe.tsx',
    "import '../../../components/edit-modal'; import '../api/queries';",
    false,
  ],
  [
    'a route reading through the browser’s request layer',
    'apps/web/app/routes/zone-probe.tsx',
    "import { useApi } from '~/lib/api-context';",
    true,
  ],
  [
    'a route making its loader’s requester',
    'apps/web/app/routes/blog/zone-probe.tsx',
    "import { createServerApi } from '~/lib/server-api';",
    true,
  ],
  [
    'a route importing the request layer by a relative path',
    'apps/web/app/routes/account/zone-probe.tsx',
    "import { errorMessage } from '../../lib/request';",
    true,
  ],
  ['a route calling an API entry', 'apps/web/app/routes/zone-probe.tsx', 'declare const api: any; api.call(1);', true],
  ['a route importing server code', 'apps/web/app/routes/zone-probe.tsx', "import '../../../server/src/app.ts';", true],
  [
    'a route composing features and the return-address cookies',
    'apps/web/app/routes/zone-probe.tsx',
    "import '~/features/community/pages/blog-page'; import '~/features/order/pay/pay-dialog'; import { returnAddressCookies } from '~/lib/server-api';",
    false,
  ],
  [
    'a feature page calling the API',
    'apps/web/app/features/community/pages/zone-probe.tsx',
    "import { useApi } from '~/lib/api-context'; import { createServerApi } from '~/lib/server-api'; declare const api: any; api.call(1);",
    false,
  ],
];

let failed = 0;
for (const [name, filePath, code, refused] of cases) {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: path.join(root, filePath) });
  const hits = result.messages.filter((m) => zoneRules.includes(m.ruleId) || m.fatal);
  const ok = refused ? hits.some((m) => zoneRules.includes(m.ruleId)) : hits.length === 0;
  if (!ok) {
    failed += 1;
    console.error(`✗ ${name}: expected ${refused ? 'a refusal' : 'no refusal'}, got ${JSON.stringify(hits)}`);
  }
}
console.log(`lint zones: ${cases.length - failed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
