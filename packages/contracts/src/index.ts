export * from './common.ts';
export * from './route.ts';
export * from './rules.ts';
export * from './system.ts';
export * from './user.ts';
export * from './course.ts';
export * from './content.ts';
export * from './marketing.ts';
export * from './search.ts';
export * from './data.ts';
export * from './upload.ts';
export * from './vod.ts';
export * from './exam.ts';
export * from './order.ts';
export * from './community.ts';

import { systemContracts } from './system.ts';
import { userContracts } from './user.ts';
import { courseAuditContracts, courseAuthorContracts, courseContracts, courseStudyContracts } from './course.ts';
import { contentContracts } from './content.ts';
import { marketingContracts } from './marketing.ts';
import { searchContracts } from './search.ts';
import { dataContracts, studyContracts } from './data.ts';
import { uploadContracts } from './upload.ts';
import { vodContracts } from './vod.ts';
import { examContracts } from './exam.ts';
import { communityContracts } from './community.ts';
import {
  orderAdminContracts,
  orderContracts,
  referralContracts,
  saleAdminContracts,
  saleContracts,
  shareAdminContracts,
  walletAdminContracts,
  walletContracts,
} from './order.ts';

/** Every module's route table, in the order the server registers them. */
export const allContracts = {
  system: systemContracts,
  user: userContracts,
  content: contentContracts,
  course: courseContracts,
  courseStudy: courseStudyContracts,
  courseAuthor: courseAuthorContracts,
  courseAudit: courseAuditContracts,
  marketing: marketingContracts,
  search: searchContracts,
  data: dataContracts,
  study: studyContracts,
  upload: uploadContracts,
  vod: vodContracts,
  exam: examContracts,
  community: communityContracts,
  order: orderContracts,
  orderAdmin: orderAdminContracts,
  wallet: walletContracts,
  walletAdmin: walletAdminContracts,
  referral: referralContracts,
  sale: saleContracts,
  saleAdmin: saleAdminContracts,
  shareAdmin: shareAdminContracts,
} as const;
