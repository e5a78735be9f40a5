export { createDataRepo } from './data.repo.ts';
export { createDataService, type DataService } from './data.service.ts';
export { registerDataRoutes } from './data.routes.ts';
export { createStudyRepo } from './study.repo.ts';
export { createStudyService, type StudyService } from './study.service.ts';
export { createNoteRepo } from './note.repo.ts';
export { createNoteService, type NoteService } from './note.service.ts';
export { data } from './data.module.ts';
