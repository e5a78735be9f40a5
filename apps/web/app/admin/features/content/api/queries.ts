import { contentContracts as content, systemContracts as system } from '@school/contracts';
import type { InputOf, Requester } from '~/lib/request';
import { readQuery } from '../../../lib/queries';

/** The content module's console reads: adverts, footer articles (and the footer links they hang on), VIP sets, the dictionary. */
export const contentQueries = {
  advs: (api: Requester) => readQuery(api, ['content', 'adv'], content.adminListAdv),
  footerLinks: (api: Requester) => readQuery(api, ['content', 'website-nav'], system.adminListWebsiteNav),
  navArticle: (api: Requester, input: InputOf<typeof content.viewNavArticle>) =>
    readQuery(api, ['content', 'nav-article'], content.viewNavArticle, input),
  vipSets: (api: Requester) => readQuery(api, ['content', 'vip-set'], content.adminListVipSet),
  dicts: (api: Requester) => readQuery(api, ['content', 'dict'], content.adminListDict),
};
