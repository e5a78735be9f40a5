import type { IdGenerator } from '../../core/ids.ts';
import type { Clock } from '../../core/time.ts';
import type { Db, Transact } from '../../db/schema.ts';
import type { ContentService } from '../content/index.ts';
import type { MessageService, UserService } from '../user/index.ts';
import type { VodService } from '../vod/index.ts';
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
  videos: Pick<VodService, 'findVideo' | 'findVideos'>;
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
  return { problems, papers, imports, courseRefs };
}

export type ExamModule = ReturnType<typeof createExamModule>;
