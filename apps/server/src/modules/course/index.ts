export { createCourseRepo, type CourseRepo } from './course.repo.ts';
export { createCourseService, registerCourseSearch, type CourseService } from './course.service.ts';
export { registerCourseRoutes } from './course.routes.ts';
