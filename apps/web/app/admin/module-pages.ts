/** The console menu's groups, in menu order (lib/menu.tsx gives each its icon). */
export type ConsoleGroup =
  'user' | 'message' | 'course' | 'content' | 'exam' | 'order' | 'community' | 'site' | 'modules';

/** One console page a module brings: routes.ts serves it, lib/menu.tsx lists it. */
export interface ConsolePage {
  group: ConsoleGroup;
  /** Its place in its group's menu. */
  sort: number;
  label: string;
  /** The page's address under /admin/, e.g. `course/list`; its menu key is this with `-` for `/`. */
  path: string;
  /** The page's file, relative to app/. */
  file: string;
  /** The route id, when two pages share a file. */
  id?: string;
}

/**
 * Every module's console pages: each console feature lists its own in `features/<module>/pages.ts`, found
 * here by name, so a new module's pages join the console without a line here (`npm run new:module`).
 */
export const modulePages: ConsolePage[] = Object.values(
  import.meta.glob<Record<string, ConsolePage[]>>('./features/*/pages.ts', { eager: true }),
).flatMap((pagesFile) => Object.values(pagesFile).flat());
