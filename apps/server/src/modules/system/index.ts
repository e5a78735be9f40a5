export type { SystemRepo } from './system.repo.ts';
export type { FooterNav, SystemService } from './system.service.ts';
export { system } from './system.module.ts';
export { findDemoFooterLinks, findDemoOperator } from './seed/demo-site.ts';
