import type { Cache } from '../../core/cache.ts';
import { defineModule } from '../../core/module.ts';
import { migrations } from './migrations/index.ts';
import { seedDemoCommunity } from './seed/demo-community.ts';
import type { IdGenerator } from '../../core/ids.ts';
import type { JobQueue } from '../../core/jobs.ts';
import type { RateLimiter } from '../../core/rate-limiter.ts';
import type { OwnImages } from '../../core/rich-text.ts';
import type { Clock } from '../../core/time.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { search, type SearchService } from '../search/index.ts';
import { user, type MessageService, type UserService } from '../user/index.ts';
import { createAntiSpam } from './anti-spam.ts';
import { createBlogRepo } from './blog.repo.ts';
import { createBlogService, hotWeights } from './blog.service.ts';
import { createBloggerRepo } from './blogger.repo.ts';
import { createBloggerService } from './blogger.service.ts';
import { createCommentRepo } from './comment.repo.ts';
import { createCommentService } from './comment.service.ts';
import { createCommunityJobs } from './community.jobs.ts';
import { createKeptCounts } from './kept-counts.ts';
import { createLabelRepo } from './label.repo.ts';
import { createLabelService } from './label.service.ts';
import { createModerationRepo } from './moderation.repo.ts';
import { createModerationService } from './moderation.service.ts';
import { createQuestionRepo } from './question.repo.ts';
import { createQuestionService } from './question.service.ts';
import { createRecordRepo } from './record.repo.ts';

import { registerCommunityRoutes } from './community.routes.ts';

/** What the community needs from elsewhere: users' profiles and messages come from the user module. */
export interface CommunityModuleDeps {
  database: DatabaseHandle;
  cache: Cache;
  limiter: RateLimiter;
  jobs: Pick<JobQueue, 'define' | 'enqueue' | 'list'>;
  users: Pick<UserService, 'summaries'>;
  messages: Pick<MessageService, 'notify'>;
  ownImages: OwnImages;
  clock: Clock;
  newId: IdGenerator;
}

/** Blogs and bloggers, Q&A, info articles, moderation and anti-spam (issue 14, decision 0026). */
export function createCommunityModule({
  database,
  cache,
  limiter,
  jobs,
  users,
  messages,
  ownImages,
  clock,
  newId,
}: CommunityModuleDeps) {
  const { db, engine } = database;
  const transact = database.transaction;
  const blogRepo = createBlogRepo(db, engine);
  const questionRepo = createQuestionRepo(db, engine);
  const commentRepo = createCommentRepo(db);
  const bloggerRepo = createBloggerRepo(db);
  const recordRepo = createRecordRepo(db);
  const moderationRepo = createModerationRepo(db);
  const keptCounts = createKeptCounts();
  const antiSpam = createAntiSpam({ moderationRepo, bloggerRepo, users, limiter, cache, clock });
  const labels = createLabelService({ labelRepo: createLabelRepo(db), cache, clock, newId });
  const bloggers = createBloggerService({ transact, bloggerRepo, users, antiSpam, ownImages, clock, newId });

  // The periodic jobs need the services and the services start the jobs: tied through this holder.
  const schedule = { ensureSite: (siteId: number) => communityJobs.ensureSite(siteId) };
  // What each service that takes people's posts (articles, questions, comments) needs to check and count them.
  const posting = { transact, moderationRepo, antiSpam, ownImages, keptCounts, clock, newId };
  const blogs = createBlogService({ ...posting, blogRepo, recordRepo, bloggers, labels, limiter, schedule });
  const comments = createCommentService({ ...posting, commentRepo, blogRepo, questionRepo, users });
  const questions = createQuestionService({
    ...posting,
    questionRepo,
    recordRepo,
    comments,
    labels,
    users,
    limiter,
    schedule,
  });
  const moderation = createModerationService({
    transact,
    moderationRepo,
    blogRepo,
    questionRepo,
    commentRepo,
    blogs,
    questions,
    comments,
    users,
    messages,
    antiSpam,
    clock,
    newId,
  });

  /** The hot tab's scores of articles and questions, at the app's time. */
  async function recomputeHot(siteId: number): Promise<void> {
    await blogs.recomputeHot(siteId);
    await questions.recomputeHot(siteId, hotWeights);
    keptCounts.forget(siteId);
  }
  const communityJobs = createCommunityJobs({
    jobs,
    recomputeHot,
    sendDigests: moderation.sendDigests,
    sitesWithContent: moderationRepo.sitesWithContent,
  });

  return {
    labels,
    bloggers,
    blogs,
    questions,
    comments,
    moderation,
    recomputeHot,
    jobs: communityJobs,
    /** The text with the school's sensitive words starred out (the live chat masks rather than holds for review). */
    maskSensitiveWords: antiSpam.maskWords,
  };
}

export type CommunityModule = ReturnType<typeof createCommunityModule>;

/** Search types of the site-wide search (SPEC §2): 6 blogs, 7 questions, 8 info. */
export const CommunitySearchType = { blog: 6, question: 7, info: 8 } as const;

export function registerCommunitySearch(search: Pick<SearchService, 'register'>, community: CommunityModule): void {
  search.register(CommunitySearchType.blog, community.blogs.searchProvider(1, CommunitySearchType.blog));
  search.register(CommunitySearchType.question, community.questions.searchProvider(CommunitySearchType.question));
  search.register(CommunitySearchType.info, community.blogs.searchProvider(2, CommunitySearchType.info));
}

/** The community (see `createCommunityModule`): its periodic jobs start with an instance that runs jobs. */
export const community = defineModule({
  name: 'community',
  migrations,
  seed: seedDemoCommunity,
  create(ctx) {
    const users = ctx.use(user);
    const parts = createCommunityModule({
      database: ctx.database,
      cache: ctx.cache,
      limiter: ctx.limiter,
      jobs: ctx.jobs,
      users: users.users,
      messages: users.messages,
      ownImages: ctx.ownImages,
      clock: ctx.clock,
      newId: ctx.newId,
    });
    registerCommunitySearch(ctx.use(search), parts);
    return {
      service: parts,
      routes: (api) => registerCommunityRoutes(api, parts),
      onReady() {
        if (!ctx.config.runJobs) return;
        parts.jobs.ensureAll().catch((err: unknown) => ctx.log.error({ err }, 'starting the community jobs failed'));
      },
    };
  },
});
