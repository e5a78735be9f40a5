import type { ModuleDefinition } from '../core/module.ts';
import { community } from './community/index.ts';
import { content } from './content/index.ts';
import { course } from './course/index.ts';
import { data } from './data/index.ts';
import { exam } from './exam/index.ts';
import { marketing } from './marketing/index.ts';
import { order } from './order/index.ts';
import { search } from './search/index.ts';
import { system } from './system/index.ts';
import { upload } from './upload/index.ts';
import { user } from './user/index.ts';
import { vod } from './vod/index.ts';
import { grade } from './grade/index.ts';

/**
 * Every module of the school, in the order their calls are served (and listed in the API document)
 * and their demo data seeded. Each is built once, after the modules it uses; a new module is one line
 * at the end (`npm run new:module`).
 */
export const modules: ModuleDefinition[] = [
  system,
  content,
  course,
  marketing,
  search,
  user,
  data,
  community,
  upload,
  vod,
  exam,
  order,
  grade,
];
