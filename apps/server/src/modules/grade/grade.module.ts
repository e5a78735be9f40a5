import { defineModule } from '../../core/module.ts';
import { course } from '../course/index.ts';
import { data } from '../data/index.ts';
import { user } from '../user/index.ts';
import { migrations } from './migrations/index.ts';
import { createGradeRepo } from './grade.repo.ts';
import { registerGradeRoutes } from './grade.routes.ts';
import { seedGrade } from './seed/demo-grade.ts';
import { createGradeService } from './grade.service.ts';

/** Classes (班级): classes, members, applications, class courses and progress. */
export const grade = defineModule({
  name: 'grade',
  migrations,
  seed: seedGrade,
  // The demo classes take the demo lecturer, organisation and their courses.
  seedsAfter: [user, course],
  create(ctx) {
    const users = ctx.use(user);
    const courses = ctx.use(course);
    const gradeService = createGradeService({
      gradeRepo: createGradeRepo(ctx.db),
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
    return { service: gradeService, routes: (api) => registerGradeRoutes(api, gradeService) };
  },
});
