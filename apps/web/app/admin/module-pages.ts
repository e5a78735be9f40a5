/**
 * Console pages that modules bring, one line each (`npm run new:module` appends here): the menu lists
 * them under 更多模块 (lib/menu.tsx) and routes.ts serves each at /admin/<path>.
 */
export interface ModulePage {
  /** The page's address under /admin/, e.g. `live-plan`. */
  path: string;
  label: string;
  /** The page's file, relative to app/. */
  file: string;
}

export const modulePages: ModulePage[] = [];
