import { SearchType } from '@school/contracts';
import type { IdGenerator } from '../../core/ids.ts';
import type { Clock } from '../../core/time.ts';
import type { Db, Transact } from '../../db/schema.ts';
import type { ContentService } from '../content/index.ts';
import type { MessageService, UserService } from '../user/index.ts';
import type { JobQueue } from '../../core/jobs.ts';
import type { OrderService } from '../order/index.ts';
import type { SearchService } from '../search/index.ts';
import type { VodService } from '../vod/index.ts';
import { createAnswerAccess } from './answer-access.ts';
import { createBrowseService } from './browse.service.ts';
import { createDrawnPapers } from './drawn-papers.ts';
import { createMarkingService } from './marking.service.ts';
import { createNotebookService } from './notebook.service.ts';
import { createRecordRepo } from './record.repo.ts';
import { createRecordService } from './record.service.ts';
import { type CourseOwners, createCourseRefService } from './course-ref.service.ts';
import { createImportService } from './import.service.ts';
import { createPaperRepo } from './paper.repo.ts';
import { createPaperService } from './paper.service.ts';
import { createProblemRepo } from './problem.repo.ts';
import { createProblemService } from './problem.service.ts';

/**
 * The question bank (decision 0024). For other modules, `papers` is the interface: the exam-taking
 * module reads a published paper with `findPublished`, builds a learner's paper with
 * `drawPaper(siteId, paperId, seed, version?)` (random sections drawn with the seed, so a record that
 * keeps its seed and version is rebuilt exactly), scores with `answerKeys(siteId, paperId, version, ids)`
 * and lists what learners may take with `listPublic`; `courseRefs.refsOf` gives a course's exercises.
 * Taking exams (decision 0033) lives in `records` (exams, practice, results; its deadline job is defined
 * when the module is made), `marking` (teachers' essays), `notebook` (error notebook and collected
 * problems) and `browse` (detail, search, export, explanation videos).
 */
export { registerExamRoutes } from './exam.routes.ts';
export type { AnswerKey, DrawnPaper, PaperService } from './paper.service.ts';
export type { CourseOwners } from './course-ref.service.ts';
export type { ExamTables } from './exam.tables.ts';

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
}

export function createExamModule(deps: ExamModuleDeps) {
  const { db, transact, clock, newId } = deps;
  const problemRepo = createProblemRepo(db);
  const paperRepo = createPaperRepo(db);
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
  const recordRepo = createRecordRepo(db);
  const drawnOf = createDrawnPapers(papers);
  // Class exams will pass `scoresWithheld` here once classes exist (decision 0048).
  const access = createAnswerAccess({ recordRepo, papers, drawnOf, orders: deps.orders, users: deps.users, clock });
  const notebook = createNotebookService({ transact, recordRepo, paperRepo, problems, access, papers, clock, newId });
  const records = createRecordService({
    transact,
    recordRepo,
    papers,
    drawnOf,
    access,
    notebook,
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
  return { problems, papers, imports, courseRefs, records, marking, notebook, browse };
}

/** The exam tab of the site-wide search (type 5): on-shelf papers by name. */
export function registerExamSearch(search: Pick<SearchService, 'register'>, exam: ExamModule): void {
  search.register(SearchType.exam, exam.browse.searchProvider);
}

export type ExamModule = ReturnType<typeof createExamModule>;
