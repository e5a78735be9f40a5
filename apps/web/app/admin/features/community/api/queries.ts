import { communityContracts as community } from '@school/contracts';
import type { InputOf, Requester } from '~/lib/request';
import { readQuery } from '../../../lib/queries';

/** The community's console reads. */
export const communityQueries = {
  blogs: (api: Requester, input?: InputOf<typeof community.adminListBlog>) =>
    readQuery(api, ['community', 'blogs'], community.adminListBlog, input),
  questions: (api: Requester, input?: InputOf<typeof community.adminListQuestion>) =>
    readQuery(api, ['community', 'questions'], community.adminListQuestion, input),
  comments: (api: Requester, input?: InputOf<typeof community.adminListComment>) =>
    readQuery(api, ['community', 'comments'], community.adminListComment, input),
  reviews: (api: Requester, input?: InputOf<typeof community.adminListReview>) =>
    readQuery(api, ['community', 'reviews'], community.adminListReview, input),
  bloggers: (api: Requester, input?: InputOf<typeof community.adminListBlogger>) =>
    readQuery(api, ['community', 'bloggers'], community.adminListBlogger, input),
  labels: (api: Requester, input?: InputOf<typeof community.adminListLabel>) =>
    readQuery(api, ['community', 'labels'], community.adminListLabel, input),
  zones: (api: Requester) => readQuery(api, ['community', 'zones'], community.adminListZone),
  words: (api: Requester, input?: InputOf<typeof community.adminListWord>) =>
    readQuery(api, ['community', 'words'], community.adminListWord, input),
  limits: (api: Requester) => readQuery(api, ['community', 'limits'], community.adminViewLimit),
};
