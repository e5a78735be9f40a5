// `npm run new:module <name>`: writes a module in the agreed shape (STYLE.md "One call, one path"):
// the contract file, the five server files and the web feature folder. Then prints the three lines
// to add by hand where modules are wired (contracts index, app.ts, a migration).
import fs from 'node:fs';
import path from 'node:path';

const name = process.argv[2] ?? '';
if (!/^[a-z][a-z0-9-]*$/.test(name)) {
  console.error('用法：npm run new:module <name>   （小写字母、数字和连字符，例如 notes 或 live-plan）');
  process.exit(1);
}
const camel = name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const Pascal = camel[0].toUpperCase() + camel.slice(1);
const root = process.env.SCAFFOLD_ROOT ?? path.resolve(import.meta.dirname, '..');

const files = {
  [`packages/contracts/src/${name}.ts`]: `import { Type, type Static } from 'typebox';
import { Id, Page, PageQuery } from './common.ts';
import { defineContracts } from './route.ts';

/** The ${name} calls (SPEC §7). Field names stay exactly as the spec spells them. */

export const ${Pascal}Item = Type.Object({ id: Id });
export type ${Pascal}Item = Static<typeof ${Pascal}Item>;

export const ${camel}Contracts = defineContracts({
  list${Pascal}: {
    method: 'POST',
    url: '/${name}/api/${name}/page',
    summary: '${name} 分页列表',
    body: PageQuery,
    response: Page(${Pascal}Item),
  },
});
`,
  [`apps/server/src/modules/${name}/${name}.repo.ts`]: `import type { Db } from '../../db/schema.ts';
import type { PageWindow } from '../../core/paging.ts';

/** Kysely queries only, always scoped by site. */
export function create${Pascal}Repo(db: Db) {
  return {
    async listBySite(siteId: number, window: PageWindow): Promise<{ rows: { id: number }[]; total: number }> {
      void db;
      void siteId;
      void window;
      throw new Error('${name}.repo: write the query once the table exists');
    },
  };
}

export type ${Pascal}Repo = ReturnType<typeof create${Pascal}Repo>;
`,
  [`apps/server/src/modules/${name}/${name}.service.ts`]: `import type { ${Pascal}Item, Page, PageQuery } from '@school/contracts';
import { pageWindow, toPage } from '../../core/paging.ts';
import type { ${Pascal}Repo } from './${name}.repo.ts';

/** Business rules of ${name}; no Fastify types inside. */
export interface ${Pascal}ServiceDeps {
  ${camel}Repo: ${Pascal}Repo;
}

export function create${Pascal}Service({ ${camel}Repo }: ${Pascal}ServiceDeps) {
  return {
    async list(siteId: number, query: PageQuery): Promise<Page<${Pascal}Item>> {
      const window = pageWindow(query);
      const { rows, total } = await ${camel}Repo.listBySite(siteId, window);
      return toPage(rows.map((row) => ({ id: String(row.id) })), total, window);
    },
  };
}

export type ${Pascal}Service = ReturnType<typeof create${Pascal}Service>;
`,
  [`apps/server/src/modules/${name}/${name}.routes.ts`]: `import type { FastifyInstance } from 'fastify';
import { ${camel}Contracts } from '@school/contracts';
import { bindRoutes } from '../../core/http.ts';
import type { ${Pascal}Service } from './${name}.service.ts';

export function register${Pascal}Routes(app: FastifyInstance, ${camel}: ${Pascal}Service): void {
  bindRoutes(app, ${camel}Contracts, {
    list${Pascal}: ({ siteId, body }) => ${camel}.list(siteId, body),
  });
}
`,
  [`apps/server/src/modules/${name}/${name}.test.ts`]: `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, OTHER_SITE_ID, post, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Every call: as a visitor, as the wrong user, from the wrong site, with bad input, on the happy path.
describe('${name}', () => {
  it('refuses a page size over 100', async () => {
    const res = await post(t.app, '/${name}/api/${name}/page', { pageSize: 101 });
    expect([res.code, res.msg]).toEqual([400, '参数错误：pageSize 不能大于 100']);
  });

  it('lists only the requesting school’s rows', async () => {
    const res = await post(t.app, '/${name}/api/${name}/page', {}, { site: OTHER_SITE_ID });
    expect(res.code).toBe(200);
  });
});
`,
  [`apps/server/src/modules/${name}/index.ts`]: `export { create${Pascal}Repo, type ${Pascal}Repo } from './${name}.repo.ts';
export { create${Pascal}Service, type ${Pascal}Service } from './${name}.service.ts';
export { register${Pascal}Routes } from './${name}.routes.ts';
`,
  [`apps/web/app/features/${name}/api/list-${name}.ts`]: `import { ${camel}Contracts } from '@school/contracts';
import type { InputOf, Requester } from '~/lib/request';

/** The page of ${name} a loader or a component reads, keyed by its input. */
export const ${camel}ListQuery = (api: Requester, input: InputOf<typeof ${camel}Contracts.list${Pascal}>) => ({
  queryKey: ['${name}', 'list', input] as const,
  queryFn: () => api.storeRequest(${camel}Contracts.list${Pascal}, input),
});
`,
  [`apps/web/app/features/${name}/components/.gitkeep`]: '',
};

for (const file of Object.keys(files)) {
  if (fs.existsSync(path.join(root, file))) {
    console.error(`已存在，未改动任何文件：${file}`);
    process.exit(1);
  }
}
for (const [file, content] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
  console.log(`写入 ${file}`);
}
// The contract joins the package index and the table of all contracts (which feeds the OpenAPI document).
const indexFile = path.join(root, 'packages/contracts/src/index.ts');
let index = fs.readFileSync(indexFile, 'utf8');
index = index.replace(/(export \* from '\.\/[^']+';\n)(?!export \*)/, `$1export * from './${name}.ts';\n`);
index = index.replace(
  /(\nimport \{ \w+ \} from '\.\/[^']+';\n)(?!import)/,
  `$1import { ${camel}Contracts } from './${name}.ts';\n`,
);
index = index.includes('\n} as const;')
  ? index.replace('\n} as const;', `\n  ${camel}: ${camel}Contracts,\n} as const;`)
  : index.replace(/ \} as const;/, `, ${camel}: ${camel}Contracts } as const;`);
fs.writeFileSync(indexFile, index);
console.log('更新 packages/contracts/src/index.ts');

console.log(`
接下来（两处手工接线）：
  1. apps/server/src/app.ts：create${Pascal}Service({ ${camel}Repo: create${Pascal}Repo(db) }) 并 register${Pascal}Routes(api, …)
  2. apps/server/src/db/migrations/：新建迁移建表，在 migrate.ts 中登记；然后写 ${name}.repo.ts 的查询
最后运行 npm run openapi 更新 docs/openapi.json。`);
