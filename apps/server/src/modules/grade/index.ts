export { grade } from './grade.module.ts';
export type { GradeService } from './grade.service.ts';
