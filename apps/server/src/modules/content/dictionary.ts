import type { DictItem } from '@school/contracts';
import type { Db } from '../../db/schema.ts';
import { toDictItem } from './content.mapper.ts';
import { createContentRepo } from './content.repo.ts';

/** The school's enabled dictionary entries of one type, for modules built outside the app (seeds, tests). */
export const dictionaryOn = (db: Db) => {
  const contentRepo = createContentRepo(db);
  return {
    listDict: async (siteId: number, dictType: string): Promise<DictItem[]> =>
      (await contentRepo.dict.listBySite(siteId, true, dictType)).map(toDictItem),
  };
};
