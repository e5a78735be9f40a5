export { createDataRepo } from './data.repo.ts';
export { createDataService, type DataService } from './data.service.ts';
export { registerDataRoutes } from './data.routes.ts';
