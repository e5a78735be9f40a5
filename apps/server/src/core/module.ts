import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import type { DatabaseHandle } from '../db/database.ts';
import type { Db, Transact } from '../db/schema.ts';
import type { SeedFiles } from '../db/seed/seed-files.ts';
import type { Cache } from './cache.ts';
import type { Captchas } from './captcha.ts';
import type { Config } from './config.ts';
import type { SessionUser } from './http.ts';
import type { IdGenerator } from './ids.ts';
import type { JobQueue } from './jobs.ts';
import type { RateLimiter } from './rate-limiter.ts';
import type { SnippetSettings } from './security-headers.ts';
import type { OwnImages } from './rich-text.ts';
import type { SessionStore } from './sessions.ts';
import type { FileStorage } from './storage.ts';
import type { Tenancy } from './tenancy.ts';
import type { Clock } from './time.ts';

/** What the platform gives every module as it is built. */
export interface SharedContext {
  config: Config;
  database: DatabaseHandle;
  db: Db;
  transact: Transact;
  cache: Cache;
  clock: Clock;
  newId: IdGenerator;
  log: FastifyBaseLogger;
  /** The job queue; leases and retry times follow the real clock even when a test moves the app's clock. */
  jobs: JobQueue;
  sessions: SessionStore;
  tenancy: Tenancy;
  captchas: Captchas;
  /** People's actions (posts, comments, likes), counted where every instance sees them. */
  limiter: RateLimiter;
  /** Public files: uploads and pictures. */
  storage: FileStorage;
  /** Private files (video sources and segments, accessories), served only through token checks. */
  media: FileStorage;
  /** Where the school's own stored pictures live: the public bucket with S3, /files on disk. */
  ownImages: OwnImages;
  /** Where the school's storage serves files (`/files/`, and a CDN address with S3). */
  mediaPrefixes: readonly string[];
  /** Give the demo lessons their videos once ready (`npm start`; tests seed without media). */
  demoMedia: boolean;
}

export interface ModuleContext extends SharedContext {
  /**
   * Another module's public service. It is built first when it has not been yet; a module that is
   * not in the list, or a circle of modules needing each other while they are built, is an error.
   */
  use<S>(module: ModuleDefinition<S>): S;
}

/** What a built module offers the app and the modules after it. */
export interface ModuleParts<S> {
  /** Its public service: what `ctx.use(thisModule)` gives other modules. */
  service: S;
  /** Binds its calls under /apis. */
  routes?(api: FastifyInstance): void;
  /** Serves pages outside /apis (payment and sign-in returns). */
  pages?(app: FastifyInstance): void;
  /** Work started once the app is ready (jobs, sweeps); it must not hold start-up up. */
  onReady?(): void;
  /** Who a session's user is; offered by exactly one module, the one keeping the school's users. */
  sessionUser?(siteId: number, userId: number): Promise<SessionUser>;
  /** A site's settings for its pages' snippets; offered by exactly one module, the one keeping the site's info. */
  pageSnippets?(siteId: number): Promise<SnippetSettings>;
}

/** What a module seeds into the demo school, after the school itself (site, accounts) exists. */
export interface SeedContext {
  db: Db;
  storage: FileStorage;
  files: SeedFiles;
  newId: IdGenerator;
  now: number;
  /** Where the question bank's spoken audio is kept between seeds. */
  audioCacheDir: string;
}

export interface ModuleDefinition<S = unknown> {
  /** The module's folder name under modules/, its URL prefix and its contract file's name. */
  name: string;
  /** Its migrations by name (`<YYYYMMDDHHmm>-<module>-<title>`), from `modules/<name>/migrations/index.ts`. */
  migrations?: Record<string, Migration>;
  /** Its part of the demo school. */
  seed?(seed: SeedContext): Promise<void>;
  /** Modules whose demo data its seed step reads (the course seed reads the user seed's lecturers). */
  seedsAfter?: readonly ModuleDefinition[];
  create(ctx: ModuleContext): ModuleParts<S>;
}

/** One module's definition; the type of its service follows from what `create` returns. */
export const defineModule = <S>(definition: ModuleDefinition<S>): ModuleDefinition<S> => definition;

export interface BuiltModule extends ModuleParts<unknown> {
  name: string;
}

/** Builds every module once, in the list's order, each after the modules it uses. */
export function buildModules(modules: readonly ModuleDefinition[], shared: SharedContext): BuiltModule[] {
  const names = new Set<string>();
  for (const module of modules) {
    if (names.has(module.name)) throw new Error(`two modules are named ${module.name}`);
    names.add(module.name);
  }
  const built = new Map<ModuleDefinition, ModuleParts<unknown>>();
  const building: ModuleDefinition[] = [];

  function build(module: ModuleDefinition): ModuleParts<unknown> {
    const done = built.get(module);
    if (done) return done;
    if (!modules.includes(module)) throw new Error(`module ${module.name} is not in the module list`);
    if (building.includes(module)) {
      throw new Error(`modules need each other: ${[...building, module].map((m) => m.name).join(' → ')}`);
    }
    building.push(module);
    const parts = module.create(ctx);
    building.pop();
    built.set(module, parts);
    return parts;
  }

  const ctx: ModuleContext = {
    ...shared,
    use: <S>(module: ModuleDefinition<S>) => build(module as ModuleDefinition).service as S,
  };
  return modules.map((module) => ({ name: module.name, ...build(module) }));
}

/** The modules in seeding order: the list's order, except that each seeds after its `seedsAfter`. */
export function seedOrder(modules: readonly ModuleDefinition[]): ModuleDefinition[] {
  const ordered: ModuleDefinition[] = [];
  const visit = (module: ModuleDefinition, waiting: ModuleDefinition[]) => {
    if (ordered.includes(module)) return;
    if (!modules.includes(module)) throw new Error(`module ${module.name} is not in the module list`);
    if (waiting.includes(module)) {
      throw new Error(`modules seed after each other: ${[...waiting, module].map((m) => m.name).join(' → ')}`);
    }
    for (const before of module.seedsAfter ?? []) visit(before, [...waiting, module]);
    ordered.push(module);
  };
  for (const module of modules) visit(module, []);
  return ordered;
}

/** A part the platform needs from exactly one module (`sessionUser`, `pageSnippets`). */
export function offeredByOne<K extends 'sessionUser' | 'pageSnippets'>(
  built: readonly BuiltModule[],
  part: K,
): NonNullable<BuiltModule[K]> {
  const offering = built.filter((module) => module[part]);
  if (offering.length !== 1) {
    throw new Error(`${part} must be offered by one module, not by [${offering.map((m) => m.name).join(', ')}]`);
  }
  return offering[0]![part]!;
}
