import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './core/config.ts';
import { createIdGenerator } from './core/ids.ts';
import { createStorage } from './core/storage.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { demoAccounts, isEmpty } from './db/seed/demo-accounts.ts';
import { describeProviders } from './modules/user/index.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  // A missing provider setting stops start-up, saying which variable (decision 0020).
  if (!(error instanceof ConfigError)) throw error;
  console.error(`无法启动 / cannot start:\n${error.message}`);
  process.exit(1);
}
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrateToLatest(database.db);

const demoPassword = process.env.DEMO_PASSWORD ?? 'school123';
const seeded = config.seedDemo && (await isEmpty(database.db));
if (seeded) {
  // The seed's content (texts, pictures, spoken audio) loads only when a school is seeded.
  const { seedDemo } = await import('./db/seed/demo.ts');
  await seedDemo({
    db: database.db,
    storage: createStorage(config),
    newId: createIdGenerator(config.nodeId),
    now: Date.now(),
    password: demoPassword,
    audioCacheDir: path.join(config.demoCacheDir, 'seed-audio'),
  });
}

const app = await buildApp({
  config,
  database,
  web: true,
  logger: { level: config.logLevel },
  demoMedia: config.seedDemo,
});

closeWithGrace({ delay: 10000 }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info(`${signal ?? 'shutdown'}: closing`);
  await app.close();
  await database.close();
});

await app.listen({ port: config.port, host: config.host });

const lines = [
  `启航英语网校已启动：http://localhost:${config.port}  （数据库：${database.engine === 'postgres' ? 'PostgreSQL' : `SQLite ${config.dataDir}`}）`,
  `接口文档：http://localhost:${config.port}/apis/docs`,
  `外部服务：${describeProviders(config)}${config.sandbox ? '（SANDBOX=1）' : ''}`,
];
if (config.seedDemo) {
  lines.push(seeded ? '已写入演示数据，演示账号：' : '演示账号（若未修改）：');
  for (const account of demoAccounts(demoPassword))
    lines.push(`  ${account.role}：${account.login} / ${account.password}`);
}
console.log(lines.join('\n'));
