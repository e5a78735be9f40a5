// `npm run new:module <name>`: writes a module in the agreed shape (STYLE.md "One call, one path"):
// the contract file, the server files (tables, repo, service, routes, module definition, seed step,
// test, index), its migrations, the site's feature folder and a console page. It joins two lists, one
// line in each, nothing else: the module list (modules/index.ts) and the contract index; the console
// finds the new features/<name>/pages.ts by name (admin/module-pages.ts).
// The module is then served, migrated, seeded and in the console menu with no hand edit.
// The template is a working module — a signed-in user's own records (page, save, delete), which the
// operator lists — whose test tries every call as a visitor, with bad input, as the wrong user, from
// the wrong school and on the happy path.
import fs from 'node:fs';
import path from 'node:path';

const name = process.argv[2] ?? '';
if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
  console.error('用法：npm run new:module <name>   （小写字母、数字和连字符，例如 notes 或 live-plan）');
  process.exit(1);
}
const camel = name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const Pascal = camel[0].toUpperCase() + camel.slice(1);
const table = name.replaceAll('-', '_');
const root = process.env.SCAFFOLD_ROOT ?? path.resolve(import.meta.dirname, '..');
const server = 'apps/server/src';

// Named by the minute it was made (UTC) and the module, so modules built side by side never collide.
const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 12);
const migrationName = `${stamp}-${name}-create`;

const files = {
  [`packages/contracts/src/${name}.ts`]: `import { Type, type Static } from 'typebox';
import { DateTime, Empty, Id, IdBody, Page, PageQuery, Text } from './common.ts';
import { addContracts } from './all-contracts.ts';
import { defineContracts } from './route.ts';

/** The ${name} calls (SPEC §7). Field names stay exactly as the spec spells them. */

export const ${Pascal}Item = Type.Object({ id: Id, title: Type.String(), gmtCreate: DateTime });
export type ${Pascal}Item = Static<typeof ${Pascal}Item>;

export const ${Pascal}Save = Type.Object({ title: Text(50, 1) });
export type ${Pascal}Save = Static<typeof ${Pascal}Save>;

export const ${camel}Contracts = defineContracts({
  list${Pascal}: {
    method: 'POST',
    url: '/${name}/auth/${name}/page',
    summary: '我的 ${name}（分页）',
    body: PageQuery,
    response: Page(${Pascal}Item),
  },
  save${Pascal}: {
    method: 'POST',
    url: '/${name}/auth/${name}/save',
    summary: '新增 ${name}',
    body: ${Pascal}Save,
    response: ${Pascal}Item,
  },
  delete${Pascal}: {
    method: 'POST',
    url: '/${name}/auth/${name}/delete',
    summary: '删除 ${name}',
    body: IdBody,
    response: Empty,
  },
  adminList${Pascal}: {
    method: 'POST',
    url: '/${name}/admin/${name}/page',
    summary: '全部 ${name}（分页，运营后台）',
    body: PageQuery,
    response: Page(${Pascal}Item),
  },
});

/** This file's tables in \`allContracts\`. */
export const ${camel}ContractGroups = addContracts({ ${camel}: ${camel}Contracts });
type ${Pascal}ContractGroups = typeof ${camel}ContractGroups;
declare module './all-contracts.ts' {
  interface AllContracts extends ${Pascal}ContractGroups {}
}
`,
  [`${server}/modules/${name}/${name}.tables.ts`]: `import type { BusinessRow } from '../../db/columns.ts';

/** The tables of ${name}; only this module's repo queries them (decision 0014). */

export interface ${Pascal}Table extends BusinessRow {
  user_id: number;
  title: string;
}

export interface ${Pascal}Tables {
  ${table}: ${Pascal}Table;
}

// The tables join the school's Database here, where they are declared (db/schema.test.ts checks both).
declare module '../../db/schema.ts' {
  interface Database {
    ${table}: ${Pascal}Table;
  }
}
`,
  [`${server}/modules/${name}/migrations/${migrationName}.ts`]: `import type { Kysely } from 'kysely';

/** ${name}: a user's own records. */

// Migrations must not depend on the evolving Database interface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('${table}')
    .addColumn('id', 'bigint', (c) => c.primaryKey().notNull())
    .addColumn('site_id', 'bigint', (c) => c.notNull().references('site.id'))
    .addColumn('status_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('gmt_create', 'bigint', (c) => c.notNull())
    .addColumn('gmt_modified', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('title', 'varchar(50)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('${table}_user_idx').on('${table}').columns(['site_id', 'user_id', 'id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('${table}').execute();
}
`,
  [`${server}/modules/${name}/migrations/index.ts`]: `import type { Migration } from 'kysely';
import * as create from './${migrationName}.ts';

/** The ${name} module's migrations, by the name the ledger records; a new one is added at the end. */
export const migrations: Record<string, Migration> = {
  '${migrationName}': create,
};
`,
  [`${server}/modules/${name}/${name}.repo.ts`]: `import type { PageWindow } from '../../core/paging.ts';
import { countRows } from '../../core/sql.ts';
import { type Db, tablesOf } from '../../db/schema.ts';
import type { ${Pascal}Table, ${Pascal}Tables } from './${name}.tables.ts';

/** Kysely queries of this module's own tables only, always scoped by site (and here by user). */
export function create${Pascal}Repo(database: Db) {
  const db = tablesOf<${Pascal}Tables>(database);
  const mine = (siteId: number, userId: number) =>
    db.selectFrom('${table}').where('site_id', '=', siteId).where('user_id', '=', userId);

  return {
    async pageOfUser(siteId: number, userId: number, window: PageWindow) {
      const query = mine(siteId, userId);
      const [rows, total] = await Promise.all([
        query.selectAll().orderBy('id', 'desc').limit(window.pageSize).offset(window.offset).execute(),
        countRows(query),
      ]);
      return { rows, total };
    },
    async pageOfSite(siteId: number, window: PageWindow) {
      const query = db.selectFrom('${table}').where('site_id', '=', siteId);
      const [rows, total] = await Promise.all([
        query.selectAll().orderBy('id', 'desc').limit(window.pageSize).offset(window.offset).execute(),
        countRows(query),
      ]);
      return { rows, total };
    },
    insert: (row: ${Pascal}Table) => db.insertInto('${table}').values(row).execute(),
    /** True when the row was the user's own and is gone now. */
    async deleteOfUser(siteId: number, userId: number, id: number) {
      const result = await db
        .deleteFrom('${table}')
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}

export type ${Pascal}Repo = ReturnType<typeof create${Pascal}Repo>;
`,
  [`${server}/modules/${name}/${name}.service.ts`]: `import type { ${Pascal}Item, ${Pascal}Save, Page, PageQuery } from '@school/contracts';
import { badRequest, notFound } from '../../core/errors.ts';
import type { IdGenerator } from '../../core/ids.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { type Clock, formatDateTime } from '../../core/time.ts';
import type { ${Pascal}Repo } from './${name}.repo.ts';
import type { ${Pascal}Table } from './${name}.tables.ts';

/** Business rules of ${name}; no Fastify types inside. */
export interface ${Pascal}ServiceDeps {
  ${camel}Repo: ${Pascal}Repo;
  clock: Clock;
  newId: IdGenerator;
}

const toItem = (row: ${Pascal}Table): ${Pascal}Item => ({
  id: String(row.id),
  title: row.title,
  gmtCreate: formatDateTime(row.gmt_create),
});

export function create${Pascal}Service({ ${camel}Repo, clock, newId }: ${Pascal}ServiceDeps) {
  return {
    async list(siteId: number, userId: number, query: PageQuery): Promise<Page<${Pascal}Item>> {
      const window = pageWindow(query);
      const { rows, total } = await ${camel}Repo.pageOfUser(siteId, userId, window);
      return toPage(rows.map(toItem), total, window);
    },

    /** Every user's records, for the operator. */
    async listAll(siteId: number, query: PageQuery): Promise<Page<${Pascal}Item>> {
      const window = pageWindow(query);
      const { rows, total } = await ${camel}Repo.pageOfSite(siteId, window);
      return toPage(rows.map(toItem), total, window);
    },

    async save(siteId: number, userId: number, input: ${Pascal}Save): Promise<${Pascal}Item> {
      const title = input.title.trim();
      if (title === '') throw badRequest('参数错误：title 不能为空');
      const now = clock.now();
      const row = { id: newId(), site_id: siteId, status_id: 1, gmt_create: now, gmt_modified: now, user_id: userId, title };
      await ${camel}Repo.insert(row);
      return toItem(row);
    },

    async remove(siteId: number, userId: number, id: number): Promise<null> {
      if (!(await ${camel}Repo.deleteOfUser(siteId, userId, id))) throw notFound('记录不存在或已被删除');
      return null;
    },
  };
}

export type ${Pascal}Service = ReturnType<typeof create${Pascal}Service>;
`,
  [`${server}/modules/${name}/${name}.routes.ts`]: `import type { FastifyInstance } from 'fastify';
import { ${camel}Contracts } from '@school/contracts';
import { bindRoutes } from '../../core/http.ts';
import { parseId } from '../../core/ids.ts';
import type { ${Pascal}Service } from './${name}.service.ts';

export function register${Pascal}Routes(app: FastifyInstance, ${camel}: ${Pascal}Service): void {
  bindRoutes(app, ${camel}Contracts, {
    list${Pascal}: ({ siteId, user, body }) => ${camel}.list(siteId, user.id, body),
    save${Pascal}: ({ siteId, user, body }) => ${camel}.save(siteId, user.id, body),
    delete${Pascal}: ({ siteId, user, body }) => ${camel}.remove(siteId, user.id, parseId(body.id)),
    adminList${Pascal}: ({ siteId, body }) => ${camel}.listAll(siteId, body),
  });
}
`,
  [`${server}/modules/${name}/${name}.test.ts`]: `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ${camel}Contracts } from '@school/contracts';
import { type Caller, malformed } from '../../testing/call.ts';
import { createTestApp, OTHER_SITE_ID, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.tokenFor('13800000001');
});
afterAll(() => t.close());

const by = (token?: string): Caller => (token ? { token } : 'visitor');
const list = (token?: string, site?: number) =>
  t.call(${camel}Contracts.list${Pascal}, {}, { as: by(token), ...(site ? { site } : {}) });
const save = (title: string, token?: string) => t.call(${camel}Contracts.save${Pascal}, { title }, { as: by(token) });
const remove = (id: string, token?: string, site?: number) =>
  t.call(${camel}Contracts.delete${Pascal}, { id }, { as: by(token), ...(site ? { site } : {}) });

// Every call: as a visitor, with bad input, as the wrong user, from the wrong school, on the happy path.
describe('${name}', () => {
  it('asks a visitor to sign in', async () => {
    expect((await list()).code).toBe(303);
    expect((await save('第一条')).code).toBe(303);
    expect((await remove('1')).code).toBe(303);
  });

  it('refuses bad input with a Chinese message and saves nothing', async () => {
    expect(await save('', owner)).toMatchObject({ code: 400 });
    expect(await save('   ', owner)).toMatchObject({ code: 400, msg: '参数错误：title 不能为空' });
    expect(await save('x'.repeat(51), owner)).toMatchObject({ code: 400 });
    expect(await save(malformed(5), owner)).toMatchObject({ code: 400 });
    expect((await t.call(${camel}Contracts.list${Pascal}, { pageSize: 101 }, { as: { token: owner } })).code).toBe(400);
    expect((await remove('abc', owner)).code).toBe(400);
    expect((await list(owner)).data.totalCount).toBe(0);
  });

  it('saves a record and lists it for its owner', async () => {
    const saved = await save(' 第一条 ', owner);
    expect(saved.data).toMatchObject({ title: '第一条' });
    expect((await list(owner)).data.list.map((item) => item.id)).toEqual([saved.data.id]);
  });

  it('shows another user none of it and lets them delete none of it', async () => {
    const mine = (await list(owner)).data.list[0]!;
    const other = await t.tokenFor('13800000002');
    expect((await list(other)).data.totalCount).toBe(0);
    expect(await remove(mine.id, other)).toMatchObject({ code: 404 });
    expect((await list(owner)).data.totalCount).toBe(1);
  });

  it('shows the same mobile at another school none of it', async () => {
    const mine = (await list(owner)).data.list[0]!;
    const otherSchool = await t.tokenFor('13800000001', OTHER_SITE_ID);
    expect((await list(otherSchool, OTHER_SITE_ID)).data.totalCount).toBe(0);
    expect(await remove(mine.id, otherSchool, OTHER_SITE_ID)).toMatchObject({ code: 404 });
    expect((await list(owner, OTHER_SITE_ID)).code).toBe(302);
    expect((await list(owner)).data.totalCount).toBe(1);
  });

  it('deletes its owner’s record', async () => {
    const mine = (await list(owner)).data.list[0]!;
    expect((await remove(mine.id, owner)).code).toBe(200);
    expect((await list(owner)).data.totalCount).toBe(0);
    expect((await remove(mine.id, owner)).code).toBe(404);
  });

  it('lists the school’s records to its operator only, the demo seed’s included', async () => {
    const adminList = ${camel}Contracts.adminList${Pascal};
    const all = await t.call(adminList, {}, { as: 'operator' });
    expect(all.data.list.map((item) => item.title)).toContain('${name} 示例');
    expect((await t.call(adminList, {}, { as: 'otherOperator' })).data.totalCount).toBe(0);
    expect((await t.call(adminList, {}, { as: { token: owner } })).code).not.toBe(200);
    expect((await t.call(adminList, {})).code).not.toBe(200);
  });
});
`,
  [`${server}/modules/${name}/seed/demo-${name}.ts`]: `import type { SeedContext } from '../../../core/module.ts';
import { DEMO_SITE_ID } from '../../../db/seed/demo-accounts.ts';

/** The demo school's ${name}: one record of the demo class teacher (13800000004). */
export async function seed${Pascal}({ db, newId, now }: SeedContext): Promise<void> {
  const owner = await db
    .selectFrom('users')
    .select('id')
    .where('site_id', '=', DEMO_SITE_ID)
    .where('mobile', '=', '13800000004')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('${table}')
    .values({
      id: newId(),
      site_id: DEMO_SITE_ID,
      status_id: 1,
      gmt_create: now,
      gmt_modified: now,
      user_id: owner.id,
      title: '${name} 示例',
    })
    .execute();
}
`,
  [`${server}/modules/${name}/${name}.module.ts`]: `import { defineModule } from '../../core/module.ts';
import { migrations } from './migrations/index.ts';
import { create${Pascal}Repo } from './${name}.repo.ts';
import { register${Pascal}Routes } from './${name}.routes.ts';
import { seed${Pascal} } from './seed/demo-${name}.ts';
import { create${Pascal}Service } from './${name}.service.ts';

/** ${name}: users' own records, which the operator lists. */
export const ${camel} = defineModule({
  name: '${name}',
  migrations,
  seed: seed${Pascal},
  create(ctx) {
    const ${camel}Service = create${Pascal}Service({
      ${camel}Repo: create${Pascal}Repo(ctx.db),
      clock: ctx.clock,
      newId: ctx.newId,
    });
    return { service: ${camel}Service, routes: (api) => register${Pascal}Routes(api, ${camel}Service) };
  },
});
`,
  [`${server}/modules/${name}/index.ts`]: `export { ${camel} } from './${name}.module.ts';
export type { ${Pascal}Service } from './${name}.service.ts';
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
  [`apps/web/app/admin/features/${name}/api/queries.ts`]: `import { ${camel}Contracts } from '@school/contracts';
import type { InputOf, Requester } from '~/lib/request';
import { readQuery } from '../../../lib/queries';

/** The ${name} module's console reads. */
export const ${camel}Queries = {
  all: (api: Requester, input?: InputOf<typeof ${camel}Contracts.adminList${Pascal}>) =>
    readQuery(api, ['${name}', 'all'], ${camel}Contracts.adminList${Pascal}, input),
};
`,
  [`apps/web/app/admin/features/${name}/pages.ts`]: `import type { ConsolePage } from '../../module-pages';

/** The ${name} module's console pages. */
export const ${camel}Pages: ConsolePage[] = [
  { group: 'modules', sort: 1, label: '${name}', path: '${name}', file: 'admin/features/${name}/pages/${name}-page.tsx' },
];
`,
  [`apps/web/app/admin/features/${name}/pages/${name}-page.tsx`]: `import { Card } from 'antd';
import type { ${Pascal}Item } from '@school/contracts';
import { useApi } from '~/lib/api-context';
import { PagedTable } from '../../../components/paged-table';
import { usePagedList } from '../../../lib/paging';
import { ${camel}Queries } from '../api/queries';

export function meta() {
  return [{ title: '${name} - 运营后台' }];
}

/** Every user's ${name}, newest first. */
export default function ${Pascal}Page() {
  const api = useApi();
  const list = usePagedList<object, ${Pascal}Item>((body) => ${camel}Queries.all(api, body), {});
  return (
    <Card title="${name}">
      <PagedTable<${Pascal}Item>
        list={list}
        emptyText={['读取失败', '还没有记录']}
        columns={[
          { title: '标题', dataIndex: 'title' },
          { title: '创建时间', dataIndex: 'gmtCreate', width: 170 },
        ]}
      />
    </Card>
  );
}
`,
};

for (const file of Object.keys(files)) {
  if (fs.existsSync(path.join(root, file))) {
    console.error(`已存在，未改动任何文件：${file}`);
    process.exit(1);
  }
}
if (fs.existsSync(path.join(root, server, 'modules', name))) {
  console.error(`已存在，未改动任何文件：${server}/modules/${name}`);
  process.exit(1);
}

/** Edits a file where the module joins a list; refuses loudly when the expected spot is not there. */
function join(file, edits) {
  const full = path.join(root, file);
  let text = fs.readFileSync(full, 'utf8');
  for (const [pattern, replacement] of edits) {
    if (!pattern.test(text)) {
      console.error(`找不到 ${file} 中的接入位置（${pattern}），未改动任何文件`);
      process.exit(1);
    }
    text = text.replace(pattern, replacement);
  }
  return [full, text];
}

// The two lists a module joins, one line each. The contract file joins the package index (it adds its
// tables to allContracts itself); the module joins the server's module list, which serves it, migrates
// its tables and seeds it.
const edits = [
  join('packages/contracts/src/index.ts', [[/\n?$/, `\nexport * from './${name}.ts';\n`]]),
  join(`${server}/modules/index.ts`, [[/,?\n\];/, `,\n  (await import('./${name}/index.ts')).${camel},\n];`]]),
];

for (const [file, content] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
  console.log(`写入 ${file}`);
}
for (const [full, text] of edits) {
  fs.writeFileSync(full, text);
  console.log(`更新 ${path.relative(root, full)}`);
}

console.log(`
${name} 已接入模块列表、契约索引和运营后台菜单。
接下来运行 npm run format、npm run openapi（更新 docs/openapi.json）和 ${name}.test.ts。`);
