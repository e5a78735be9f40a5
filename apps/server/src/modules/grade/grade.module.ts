import { createVersions } from '../../core/cache.ts';
import { defineModule } from '../../core/module.ts';
import { course } from '../course/index.ts';
import { data } from '../data/index.ts';
import { createDrawnPapers, exam } from '../exam/index.ts';
import { user } from '../user/index.ts';
import { migrations } from './migrations/index.ts';
import { createGradeExamRepo } from './grade-exam.repo.ts';
import { createGradeExamService } from './grade-exam.service.ts';
import { createGradeRepo } from './grade.repo.ts';
import { registerGradeRoutes } from './grade.routes.ts';
import { createGradeStanding } from './grade-standing.ts';
import { seedGrade } from './seed/demo-grade.ts';
import { createGradeService } from './grade.service.ts';

/** Classes (班级): classes, members, applications, class courses and progress, class exams. */
export const grade = defineModule({
  name: 'grade',
  migrations,
  seed: seedGrade,
  // The demo classes take the demo lecturer, organisation, their courses and the lecturer's papers.
  seedsAfter: [user, course, exam],
  create(ctx) {
    const users = ctx.use(user);
    const courses = ctx.use(course);
    const exams = ctx.use(exam);
    const gradeRepo = createGradeRepo(ctx.db, { versions: createVersions(ctx.cache, ctx.clock), clock: ctx.clock });
    const gradeExamRepo = createGradeExamRepo(ctx.db);
    const gradeService = createGradeService({
      gradeRepo,
      gradeExamRepo,
      transact: ctx.transact,
      clock: ctx.clock,
      newId: ctx.newId,
      limiter: ctx.limiter,
      users: users.users,
      lecturers: users.lecturers,
      messages: users.messages,
      courses: courses.courses,
      courseStudy: courses.study,
      study: ctx.use(data).study,
    });
    courses.classAccess.register({ coursesOpenTo: gradeService.coursesOpenTo });
    users.classAdmins.register({ runsClass: gradeService.isAdmin });
    const standings = createGradeStanding({
      gradeRepo,
      clock: ctx.clock,
      newId: ctx.newId,
      lecturers: users.lecturers,
      users: users.users,
    });
    const gradeExamService = createGradeExamService(
      {
        gradeRepo,
        examRepo: gradeExamRepo,
        transact: ctx.transact,
        clock: ctx.clock,
        newId: ctx.newId,
        jobs: ctx.jobs,
        papers: exams.papers,
        drawnOf: createDrawnPapers(exams.papers),
        examRecords: exams.records,
        users: users.users,
        messages: users.messages,
      },
      standings,
    );
    exams.classExams.register({
      answeringName: gradeExamService.answeringName,
      scoresWithheld: gradeExamService.scoresWithheld,
    });
    return {
      service: gradeService,
      routes: (api) => registerGradeRoutes(api, gradeService, gradeExamService),
    };
  },
});
