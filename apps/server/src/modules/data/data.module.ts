import { defineModule } from '../../core/module.ts';
import { course } from '../course/index.ts';
import { user } from '../user/index.ts';
import { createDataRepo } from './data.repo.ts';
import { registerDataRoutes } from './data.routes.ts';
import { createDataService } from './data.service.ts';
import { createNoteRepo } from './note.repo.ts';
import { createNoteService } from './note.service.ts';
import { createStudyRepo } from './study.repo.ts';
import { createStudyService } from './study.service.ts';

/** Learners' feedback, study records (which the course pages show) and notes. */
export const data = defineModule({
  name: 'data',
  create(ctx) {
    const { db, transact, clock, newId } = ctx;
    const courses = ctx.use(course);
    const users = ctx.use(user);
    const study = createStudyService({
      transact,
      studyRepo: createStudyRepo(db),
      courses: courses.study,
      users: users.users,
      studyChanged: courses.studyStates.changed,
      clock,
      newId,
    });
    courses.studyStates.register(study);
    const notes = createNoteService({ noteRepo: createNoteRepo(db), courses: courses.study, clock, newId });
    const dataService = createDataService({
      transact,
      dataRepo: createDataRepo(db),
      messages: users.messages,
      users: users.users,
      ownImages: ctx.ownImages,
      clock,
      newId,
    });
    const services = { data: dataService, study, notes };
    return { service: services, routes: (api) => registerDataRoutes(api, services) };
  },
});
