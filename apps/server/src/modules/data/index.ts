export { createDataRepo } from './data.repo.ts';
export { createDataService, type DataService } from './data.service.ts';
export { createStudyRepo } from './study.repo.ts';
export { createStudyReader, createStudyService, type StudyService } from './study.service.ts';
export { registerDataRoutes } from './data.routes.ts';
