import { Worker } from 'node:worker_threads';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './core/config.ts';
import { registerTestClock, testClockFrom, type MovableClock } from './core/test-clock.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { demoAccounts, isEmpty } from './db/seed/demo-accounts.ts';
import { describeProviders } from './modules/user/index.ts';
import { API_DOCS_PATH } from '@school/contracts';

let config: Config;
let testClock: MovableClock | null;
try {
  config = loadConfig();
  testClock = testClockFrom(process.env, config);
} catch (error) {
  // A missing provider setting stops start-up, saying which variable (decision 0020).
  if (!(error instanceof ConfigError)) throw error;
  console.error(`无法启动 / cannot start:\n${error.message}`);
  process.exit(1);
}
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrateToLatest(database.db);

/** Runs the built seed in a worker thread to its end. */
function runWorker(file: URL, password: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(file, { workerData: { password } });
    worker.on('error', reject);
    worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${file.pathname} exited with ${code}`))));
  });
}

const demoPassword = process.env.DEMO_PASSWORD ?? 'school123';
const seeded = config.seedDemo && (await isEmpty(database.db));
if (seeded) {
  // The built server seeds in a worker thread (decision 0045): the seed's content (texts, pictures,
  // spoken audio) and the memory it used go when the thread ends, so a first start holds no more than
  // later ones.
  if (import.meta.url.endsWith('.mjs')) await runWorker(new URL('./seed-worker.mjs', import.meta.url), demoPassword);
  else await (await import('./db/seed/seed-worker.ts')).seedDemoSchool(demoPassword);
}

const app = await buildApp({
  config,
  database,
  web: true,
  logger: { level: config.logLevel },
  demoMedia: config.seedDemo,
  ...(testClock ? { clock: testClock } : {}),
});
if (testClock) registerTestClock(app, testClock);

closeWithGrace({ delay: 10000 }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info(`${signal ?? 'shutdown'}: closing`);
  await app.close();
  await database.close();
});

await app.listen({ port: config.port, host: config.host });

const lines = [
  `启航英语网校已启动：http://localhost:${config.port}  （数据库：${database.engine === 'postgres' ? 'PostgreSQL' : `SQLite ${config.dataDir}`}）`,
  `接口文档：http://localhost:${config.port}${API_DOCS_PATH}`,
  `外部服务：${describeProviders(config)}${config.sandbox ? '（SANDBOX=1）' : ''}`,
  ...(testClock ? ['测试时钟已开启（TEST_CLOCK=1）：本机可调整服务器时间，只用于测试'] : []),
];
if (config.seedDemo) {
  lines.push(seeded ? '已写入演示数据，演示账号：' : '演示账号（若未修改）：');
  for (const account of demoAccounts(demoPassword))
    lines.push(`  ${account.role}：${account.login} / ${account.password}`);
}
console.log(lines.join('\n'));
