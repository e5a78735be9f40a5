import type { BusinessRow, CreatedRow } from '../../db/columns.ts';

/**
 * Users and what hangs off them: sign-in material (SMS codes, failed sign-ins, SMS cap alerts), WeChat,
 * questionnaire, face checks, lecturers, messages.
 */

export interface UsersTable extends BusinessRow {
  mobile: string;
  nickname: string;
  head_img_url: string;
  user_type: number;
  is_vip: number;
  vip_expire_time: number | null;
  is_recommended: number;
  password_hash: string;
  /** 0 unknown, 1 male, 2 female */
  sex: number;
  remark: string;
  /** This user's own code for bringing others. */
  referral_code: string;
  referrer_user_id: number | null;
  /** When the referrer was bound: commission runs for 365 days from here. */
  referrer_bound_at: number | null;
  /** How often this user's referral link was opened. */
  referral_visit_count: number;
  /** Reference picture for face checks, set by the first check. */
  face_img_url: string;
}

export interface LecturerTable extends BusinessRow {
  user_id: number;
  lecturer_name: string;
  /** Title shown under the name, e.g. 雅思主讲 */
  lecturer_position: string;
  introduce: string;
  head_img_url: string;
  /** 1 once approved to teach live classes */
  is_live: number;
  sort: number;
}

export interface LecturerAuditTable extends LecturerTable {
  /** 0 waiting, 1 approved, 2 rejected (GLOSSARY auditStatus) */
  audit_status: number;
  audit_opinion: string;
  /** 1 when the application asks for live teaching too */
  apply_live: number;
}

export interface SmsCodeTable extends CreatedRow {
  mobile: string;
  purpose: string;
  code_hash: string;
  attempts: number;
  expires_at: number;
  used_at: number | null;
  /** The address the code was asked from ('' for codes from before migration 0008). */
  client_ip: string;
}

export interface SmsOutboxTable extends CreatedRow {
  mobile: string;
  purpose: string;
  content: string;
}

/** A failed sign-in of a learner or an operator, counted by the sign-in guard (core/sign-in-guard.ts). */
export interface SignInFailureTable extends CreatedRow {
  /** 'user' (login_name is a mobile) or 'operator' (a console login name) */
  account_kind: string;
  login_name: string;
  /** The client address the attempt came from (decision 0049). */
  client_ip: string;
}

/** A day's SMS cap that was reached, for the console's SMS outbox page. */
export interface SmsCapAlertTable extends CreatedRow {
  /** 'address' (one client address) or 'site' (the whole school) */
  cap_kind: string;
  client_ip: string;
  cap_limit: number;
}

export interface WechatSceneTable extends CreatedRow {
  scene_id: string;
  /** 0 waiting, 1 scanned, 2 consumed */
  state: number;
  openid: string;
  wx_nickname: string;
  expires_at: number;
}

export interface UserWechatTable extends CreatedRow {
  user_id: number;
  openid: string;
}

/** A learner's openid for the official account bound to WeChat Pay (JSAPI inside WeChat). */
export interface UserWechatPayOpenidTable extends CreatedRow {
  gmt_modified: number;
  user_id: number;
  app_id: string;
  openid: string;
}

export interface UserResearchTable extends CreatedRow {
  gmt_modified: number;
  user_id: number;
  learning_goal: string;
  english_level: string;
  weekly_hours: number;
  /** JSON list of strings */
  interests: string;
  remark: string;
}

export interface FaceCheckTable extends CreatedRow {
  user_id: number;
  period_id: number | null;
  passed: number;
}

export interface LecturerAttentionTable extends CreatedRow {
  user_id: number;
  lecturer_user_id: number;
}

export interface UserMessageTable extends CreatedRow {
  user_id: number;
  title: string;
  content: string;
  /** 1 system notice, 2 audit result, 3 feedback reply */
  msg_type: number;
  is_read: number;
}

export interface MsgSendLogTable extends CreatedRow {
  operator_id: number;
  title: string;
  content: string;
  /** 1 broadcast, 2 listed users */
  send_type: number;
  sent_count: number;
}

export interface UserTables {
  users: UsersTable;
  lecturer: LecturerTable;
  lecturer_audit: LecturerAuditTable;
  sms_code: SmsCodeTable;
  sms_outbox: SmsOutboxTable;
  sign_in_failure: SignInFailureTable;
  sms_cap_alert: SmsCapAlertTable;
  wechat_scene: WechatSceneTable;
  user_wechat: UserWechatTable;
  user_wechat_pay_openid: UserWechatPayOpenidTable;
  user_research: UserResearchTable;
  face_check: FaceCheckTable;
  lecturer_attention: LecturerAttentionTable;
  user_message: UserMessageTable;
  msg_send_log: MsgSendLogTable;
}
