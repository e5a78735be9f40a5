import type { ModuleDefinition } from '../core/module.ts';

/**
 * Every module of the school, in the order their calls are served (and listed in the API document)
 * and their demo data seeded. Each is built once, after the modules it uses. Each line imports its
 * module, so a new module is one line at the end (`npm run new:module`).
 */
export const modules: ModuleDefinition[] = [
  (await import('./system/index.ts')).system,
  (await import('./content/index.ts')).content,
  (await import('./course/index.ts')).course,
  (await import('./marketing/index.ts')).marketing,
  (await import('./search/index.ts')).search,
  (await import('./user/index.ts')).user,
  (await import('./data/index.ts')).data,
  (await import('./community/index.ts')).community,
  (await import('./upload/index.ts')).upload,
  (await import('./vod/index.ts')).vod,
  (await import('./exam/index.ts')).exam,
  (await import('./order/index.ts')).order,
  (await import('./grade/index.ts')).grade,
  (await import('./live/index.ts')).live,
  (await import('./resource/index.ts')).resource,
];
