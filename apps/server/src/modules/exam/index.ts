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
export type { AnswerKey, DrawnPaper, PaperService } from './paper.service.ts';
export type { CourseOwners } from './course-ref.service.ts';
export type { ExamTables } from './exam.tables.ts';
export { createExamModule, exam, type ExamModule } from './exam.module.ts';
/**
 * For class exams (grade): a drawn paper kept by (paper, version, seed), its answerable leaves, the answer
 * shape check and the judge, so a class exam is drawn and scored exactly as an ordinary one.
 */
export { createDrawnPapers, type DrawnOf } from './drawn-papers.ts';
export { checkAnswerShape, type ScoringKey, type ScoringOptions } from './scoring.ts';
export {
  judgeAnswers,
  leavesOf,
  scoringOptionsOf,
  titlesWithoutAnswers,
  withoutAnswers,
  type JudgedSheet,
  type Leaf,
} from './taking.ts';
