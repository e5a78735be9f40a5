import { communityPages } from './features/community/pages';
import { contentPages } from './features/content/pages';
import { coursePages } from './features/course/pages';
import { dataPages } from './features/data/pages';
import { examPages } from './features/exam/pages';
import { marketingPages } from './features/marketing/pages';
import { orderPages } from './features/order/pages';
import { systemPages } from './features/system/pages';
import { userPages } from './features/user/pages';
import { vodPages } from './features/vod/pages';
import { gradePages } from './features/grade/pages';

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

/** Every module's console pages, one line per module (`npm run new:module` appends here). */
export const modulePages: ConsolePage[] = [
  ...userPages,
  ...dataPages,
  ...marketingPages,
  ...coursePages,
  ...vodPages,
  ...contentPages,
  ...examPages,
  ...orderPages,
  ...communityPages,
  ...systemPages,
  ...gradePages,
];
