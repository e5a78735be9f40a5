import type { BlogRepo } from './blog.repo.ts';
import type { BloggerService } from './blogger.service.ts';
import { createBlogCore } from './blog-core.ts';
import { createBlogAuthoringService } from './blog-authoring.service.ts';
import { createBlogConsoleService } from './blog-console.service.ts';
import { createBlogReadingService } from './blog-reading.service.ts';
import type { PostServiceDeps } from './post-core.ts';

/** Articles: users' blogs (articleType 1) and the school's info (2), their likes, collects, views and zones. */
export interface BlogServiceDeps extends PostServiceDeps {
  blogRepo: BlogRepo;
  bloggers: BloggerService;
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
