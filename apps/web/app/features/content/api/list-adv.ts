import { contentContracts } from '@school/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { optional } from '~/lib/loader-errors';
import type { Requester } from '~/lib/request';
import { createServerApi } from '~/lib/server-api';

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
const fetchAdvList = (api: Requester, advLocation?: string) =>
  api.storeRequest(
    contentContracts.listAdv,
    advLocation ? { advLocation, platShow: PLAT_SHOW_PC } : { platShow: PLAT_SHOW_PC },
  );

/** The adverts for a page's loader: the page lives without them when they cannot be read. */
export const loadAdverts = ({ request, context }: LoaderFunctionArgs, advLocation?: string) =>
  optional('广告', fetchAdvList(createServerApi(context, request), advLocation), []);
