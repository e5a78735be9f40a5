import { ProductType, SearchType } from '@school/contracts';
import { createVersions, type Keeping } from '../../core/cache.ts';
import { defineModule } from '../../core/module.ts';
import { migrations } from './migrations/index.ts';
import { seedDemoExams } from './seed/demo-exam.ts';
import type { IdGenerator } from '../../core/ids.ts';
import type { Clock } from '../../core/time.ts';
import type { Db, Transact } from '../../db/schema.ts';
import { content, type ContentService } from '../content/index.ts';
import { course, courseOwners } from '../course/index.ts';
import { user, type MessageService, type UserService } from '../user/index.ts';
import type { JobQueue } from '../../core/jobs.ts';
import { order, type OrderService } from '../order/index.ts';
import { search, type SearchService } from '../search/index.ts';
import { upload } from '../upload/index.ts';
import { vod, type VodService } from '../vod/index.ts';
import { createAnswerAccess } from './answer-access.ts';
import { createBrowseService } from './browse.service.ts';
import { createClassExams } from './class-exams.ts';
import { createDrawnPapers } from './drawn-papers.ts';
import { createMarkingService } from './marking.service.ts';
import { createNotebookService } from './notebook.service.ts';
import { createRecordRepo } from './record.repo.ts';
import { createRecordService } from './record.service.ts';
import { type CourseOwners, createCourseRefService } from './course-ref.service.ts';
import { createImportService } from './import.service.ts';
import { createPaperRepo } from './paper.repo.ts';
import { createPaperService } from './paper.service.ts';
import { createPaperReader } from './paper-reader.ts';
import { createProblemRepo } from './problem.repo.ts';
import { createProblemService } from './problem.service.ts';

import { registerExamRoutes } from './exam.routes.ts';

export interface ExamModuleDeps {
  db: Db;
  transact: Transact;
  dictionary: Pick<ContentService, 'listDict'>;
  isOwnAudio(siteId: number, url: string): Promise<boolean>;
  videos: Pick<VodService, 'findVideo' | 'findVideos' | 'issuePlayToken'>;
  orders: Pick<OrderService, 'owns' | 'pagePaid'>;
  jobs: Pick<JobQueue, 'define' | 'enqueue'>;
  messages: Pick<MessageService, 'notify'>;
  users: Pick<UserService, 'summaries'>;
  courses: CourseOwners;
  /** Where the school's storage serves files (`/files/`, and a CDN address with S3). */
  mediaPrefixes: readonly string[];
  clock: Clock;
  newId: IdGenerator;
  /** Keeps the published papers and learners' exam records the paper page's reader call reads (decision 0095). */
  keeping?: Keeping;
}

export function createExamModule(deps: ExamModuleDeps) {
  const { db, transact, clock, newId } = deps;
  const problemRepo = createProblemRepo(db);
  const paperRepo = createPaperRepo(db, deps.keeping);
  const problems = createProblemService({
    transact,
    problemRepo,
    dictionary: deps.dictionary,
    isOwnAudio: deps.isOwnAudio,
    videos: deps.videos,
    mediaPrefixes: deps.mediaPrefixes,
    clock,
    newId,
  });
  const papers = createPaperService({
    transact,
    paperRepo,
    problemRepo,
    problems,
    messages: deps.messages,
    users: deps.users,
    mediaPrefixes: deps.mediaPrefixes,
    clock,
    newId,
  });
  const imports = createImportService({ problems });
  const courseRefs = createCourseRefService({ paperRepo, courses: deps.courses, clock, newId });
  const recordRepo = createRecordRepo(db, deps.keeping);
  const drawnOf = createDrawnPapers(papers);
  const classExams = createClassExams();
  const access = createAnswerAccess({
    recordRepo,
    papers,
    drawnOf,
    orders: deps.orders,
    users: deps.users,
    clock,
    scoresWithheld: classExams.scoresWithheld,
  });
  const notebook = createNotebookService({ transact, recordRepo, paperRepo, problems, access, papers, clock, newId });
  const records = createRecordService({
    transact,
    recordRepo,
    papers,
    drawnOf,
    access,
    notebook,
    classExams,
    users: deps.users,
    jobs: deps.jobs,
    clock,
    newId,
  });
  const marking = createMarkingService({
    transact,
    recordRepo,
    records,
    users: deps.users,
    messages: deps.messages,
    clock,
  });
  const browse = createBrowseService({
    paperRepo,
    papers,
    problems,
    access,
    videos: deps.videos,
    orders: deps.orders,
  });
  return {
    problems,
    papers,
    imports,
    courseRefs,
    records,
    marking,
    notebook,
    browse,
    reader: createPaperReader({ papers, recordRepo, access, clock }),
    classExams: { register: classExams.register },
  };
}

/** The exam tab of the site-wide search (type 5): on-shelf papers by name. */
export function registerExamSearch(search: Pick<SearchService, 'register'>, exam: ExamModule): void {
  search.register(SearchType.exam, exam.browse.searchProvider);
}

export type ExamModule = ReturnType<typeof createExamModule>;

/** The question bank and exams (see `createExamModule`); sells papers through orders. */
export const exam = defineModule({
  name: 'exam',
  migrations,
  seed: seedDemoExams,
  create(ctx) {
    const users = ctx.use(user);
    const orders = ctx.use(order);
    const parts = createExamModule({
      db: ctx.db,
      transact: ctx.transact,
      dictionary: ctx.use(content),
      isOwnAudio: ctx.use(upload).isAudio,
      videos: ctx.use(vod),
      messages: users.messages,
      users: users.users,
      courses: courseOwners(ctx.use(course)),
      orders: orders.orders,
      jobs: ctx.jobs,
      mediaPrefixes: ctx.mediaPrefixes,
      clock: ctx.clock,
      newId: ctx.newId,
      keeping: { versions: createVersions(ctx.cache, ctx.clock), clock: ctx.clock },
    });
    registerExamSearch(ctx.use(search), parts);
    orders.products.register(ProductType.examPaper, {
      async find(siteId, id) {
        const paper = await parts.papers.findPublished(siteId, id);
        if (!paper || paper.isPutAway !== 1) return undefined;
        const free = paper.isFree === 1;
        return {
          name: paper.examName,
          listPrice: free ? 0 : Math.round(paper.price * 100),
          vipPrice: free ? 0 : Math.round(paper.vipPrice * 100),
          lecturerUserId: Number(paper.lecturerUserId),
          vipDays: 0,
          image: '',
        };
      },
    });
    return { service: parts, routes: (api) => registerExamRoutes(api, parts) };
  },
});
