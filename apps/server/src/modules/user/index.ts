export type { AccountService } from './account.service.ts';
export type { LecturerService, LecturerSummary } from './lecturer.service.ts';
export { MessageType, type MessageService } from './message.service.ts';
export { describeProviders } from './providers.ts';
export type { UserService, UserSummary } from './user.service.ts';
export type { WechatPayOpenids } from './wechat-pay-openid.ts';
export { maskMobile } from './user.mapper.ts';
export { findDemoLecturers, findDemoOrganisation } from './seed/demo-lecturers.ts';
export { user } from './user.module.ts';
