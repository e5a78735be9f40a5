import type { Migration } from 'kysely';
import * as lecturers from './0002-lecturers.ts';
import * as signInProtection from './0008-sign-in-protection.ts';
import * as referralVisits from './0019-referral-visits.ts';
import * as signInFailureAddress from './0021-sign-in-failure-address.ts';
import * as wechatPayOpenid from './202611281310-user-wechat-pay-openid.ts';

/** The user module's migrations, by the name the ledger records (decision 0052). */
export const migrations: Record<string, Migration> = {
  '0002-lecturers': lecturers,
  '0008-sign-in-protection': signInProtection,
  '0019-referral-visits': referralVisits,
  '0021-sign-in-failure-address': signInFailureAddress,
  '202611281310-user-wechat-pay-openid': wechatPayOpenid,
};
