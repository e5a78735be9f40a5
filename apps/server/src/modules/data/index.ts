export type { DataService } from './data.service.ts';
export type { StudyService } from './study.service.ts';
export type { NoteService } from './note.service.ts';
export { data } from './data.module.ts';
