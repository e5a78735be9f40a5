import type { IdGenerator } from '../../core/ids.ts';
import type { RateLimiter } from '../../core/rate-limiter.ts';
import type { OwnImages } from '../../core/rich-text.ts';
import type { Clock } from '../../core/time.ts';
import type { Transact } from '../../db/schema.ts';
import type { AntiSpam } from './anti-spam.ts';
import type { BlogRepo } from './blog.repo.ts';
import type { BloggerService } from './blogger.service.ts';
import type { KeptCounts } from './kept-counts.ts';
import type { LabelService } from './label.service.ts';
import type { ModerationRepo } from './moderation.repo.ts';
import { createBlogCore } from './blog-core.ts';
import { createBlogAuthoringService } from './blog-authoring.service.ts';
import { createBlogConsoleService } from './blog-console.service.ts';
import { createBlogReadingService } from './blog-reading.service.ts';
import type { RecordRepo } from './record.repo.ts';

/** Articles: users' blogs (articleType 1) and the school's info (2), their likes, collects, views and zones. */
export interface BlogServiceDeps {
  transact: Transact;
  blogRepo: BlogRepo;
  recordRepo: RecordRepo;
  moderationRepo: Pick<ModerationRepo, 'addToDigest'>;
  bloggers: BloggerService;
  labels: Pick<LabelService, 'names' | 'requireUsable'>;
  antiSpam: AntiSpam;
  limiter: RateLimiter;
  /** Makes sure the school's periodic community jobs (hot scores, digests) are scheduled. */
  schedule: { ensureSite(siteId: number): Promise<void> };
  ownImages: OwnImages;
  /** Totals of public lists, shared with the moderation service (which forgets them on its changes). */
  keptCounts: KeptCounts;
  clock: Clock;
  newId: IdGenerator;
}

export { hotWeights } from './blog-core.ts';

/** One service over its parts: reading, the author's own articles, and the console. */
export function createBlogService(deps: BlogServiceDeps) {
  const blog = createBlogCore(deps);
  return {
    ...createBlogReadingService(deps, blog),
    ...createBlogAuthoringService(deps, blog),
    ...createBlogConsoleService(deps, blog),
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
