import type { Page, SearchBody, SearchHit } from '@school/contracts';
import type { ApiReply, Requester } from '~/lib/request';

/**
 * POST /system/api/search/list — one page of one type of content. A type whose module has not
 * registered a provider answers an empty page. Bad keywords (too long, `<` `>`) answer 400 with the
 * message to show, so the reply is returned instead of thrown.
 */
export const fetchSearchList = (api: Requester, body: SearchBody): Promise<ApiReply<Page<SearchHit> | null>> =>
  api.request<Page<SearchHit> | null>({ url: '/system/api/search/list', body, isShowErrTip: false });
