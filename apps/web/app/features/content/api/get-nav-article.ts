import type { NavArticle } from '@school/contracts';
import type { Requester } from '~/lib/request';

/** POST /system/api/website/nav/article/get {id} — the article behind a footer link (/view/service?id=); 404 when there is none. */
export const fetchNavArticle = (api: Requester, id: string) =>
  api.storeRequest<NavArticle>({ url: '/system/api/website/nav/article/get', body: { id } });
