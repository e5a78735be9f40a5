export * from './common.ts';
export * from './route.ts';
export * from './rules.ts';
export * from './all-contracts.ts';

// One line per module: its contract file, which adds its route tables to `allContracts`.
export * from './system.ts';
export * from './user.ts';
export * from './content.ts';
export * from './course.ts';
export * from './marketing.ts';
export * from './search.ts';
export * from './data.ts';
export * from './upload.ts';
export * from './vod.ts';
export * from './exam.ts';
export * from './community.ts';
export * from './order.ts';
export * from './grade.ts';
export * from './grade-exam.ts';
export * from './live.ts';
export * from './resource.ts';
export * from './live-chat.ts';
export * from './reader.ts';
