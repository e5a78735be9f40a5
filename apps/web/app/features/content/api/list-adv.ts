import { contentContracts } from '@school/contracts';
import type { Requester } from '~/lib/request';

/** Advert positions the public pages show (`advLocation`). */
export const AdvLocation = {
  /** A 1200×120 strip between the home page's sections. */
  indexMiddle: 'index_middle',
  /** A 300×250 card beside the home page's lecturers. */
  indexSide: 'index_side',
  /** A 300×250 card in the course list's side column. */
  listSide: 'list_side',
} as const;

const PLAT_SHOW_PC = 1;

/** The PC adverts inside their schedule (all positions unless one is given). */
export const fetchAdvList = (api: Requester, advLocation?: string) =>
  api.storeRequest(
    contentContracts.listAdv,
    advLocation ? { advLocation, platShow: PLAT_SHOW_PC } : { platShow: PLAT_SHOW_PC },
  );
