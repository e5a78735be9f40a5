import type { Kysely, Transaction } from 'kysely';

/**
 * Table shapes as Kysely sees them. Ids and times are BIGINT (epoch milliseconds for times);
 * every business table carries site_id, gmt_create, gmt_modified and status_id (ARCHITECTURE §5).
 */
interface Row {
  id: number;
  site_id: number;
  gmt_create: number;
  gmt_modified: number;
  status_id: number;
}

export interface SiteTable {
  id: number;
  name: string;
  status_id: number;
  gmt_create: number;
  gmt_modified: number;
}

export interface SiteDomainTable {
  id: number;
  site_id: number;
  domain: string;
  gmt_create: number;
}

export interface WebsiteInfoTable {
  site_id: number;
  site_name_pc: string;
  logo: string;
  ico: string;
  keyword: string;
  description: string;
  telephone: string;
  address: string;
  wx_code: string;
  service1: string;
  copyright: string;
  icp: string;
  prn: string;
  prn_no: string;
  is_enable_statistics: number;
  statistics_code: string;
  is_enable_online_service: number;
  online_service_code: string;
  online_service_pages: string;
  h5_domain: string;
  gmt_modified: number;
}

export interface NavBarTable extends Row {
  nav_title: string;
  nav_url: string;
  target: string;
  plat_show: number;
  sort: number;
}

export interface WebsiteNavTable extends Row {
  /** 0 for a group, otherwise the group's id. */
  parent_id: number;
  nav_name: string;
  nav_url: string;
  target: string;
  sort: number;
}

export interface WebsiteLinkTable extends Row {
  link_name: string;
  link_url: string;
  link_target: string;
  sort: number;
}

export interface SysBannerTable extends Row {
  banner_group: string;
  banner_code: string;
  banner_name: string;
  /** JSON list of slides; read with a fallback to an empty list. */
  data: string;
  sort: number;
}

export interface UsersTable extends Row {
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
  /** Reference picture for face checks, set by the first check. */
  face_img_url: string;
}

export interface OperatorTable extends Row {
  login_name: string;
  nickname: string;
  password_hash: string;
}

export interface SessionTable {
  id: number;
  site_id: number;
  token_hash: string;
  /** 'user' or 'operator' */
  subject_kind: string;
  subject_id: number;
  client_type: number;
  expires_at: number;
  revoked_at: number | null;
  /** 'exit' (signed out) or 'replaced' (signed in elsewhere) */
  revoke_reason: string | null;
  gmt_create: number;
}

export interface LecturerTable extends Row {
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

interface Created {
  id: number;
  site_id: number;
  gmt_create: number;
}

export interface SmsCodeTable extends Created {
  mobile: string;
  purpose: string;
  code_hash: string;
  attempts: number;
  expires_at: number;
  used_at: number | null;
  /** The address the code was asked from ('' before migration 0006). */
  client_ip: string;
}

export interface SmsOutboxTable extends Created {
  mobile: string;
  purpose: string;
  content: string;
}

export interface SignInFailureTable extends Created {
  /** 'user' (login_name is a mobile) or 'operator' (a console login name) */
  account_kind: string;
  login_name: string;
}

export interface SmsCapAlertTable extends Created {
  /** 'address' or 'site' */
  cap_kind: string;
  client_ip: string;
  cap_limit: number;
}

export interface WechatSceneTable extends Created {
  scene_id: string;
  /** 0 waiting, 1 scanned, 2 consumed */
  state: number;
  openid: string;
  wx_nickname: string;
  expires_at: number;
}

export interface UserWechatTable extends Created {
  user_id: number;
  openid: string;
}

export interface UserResearchTable extends Created {
  gmt_modified: number;
  user_id: number;
  learning_goal: string;
  english_level: string;
  weekly_hours: number;
  /** JSON list of strings */
  interests: string;
  remark: string;
}

export interface FaceCheckTable extends Created {
  user_id: number;
  period_id: number | null;
  passed: number;
}

export interface LecturerAttentionTable extends Created {
  user_id: number;
  lecturer_user_id: number;
}

export interface UserMessageTable extends Created {
  user_id: number;
  title: string;
  content: string;
  /** 1 system notice, 2 audit result, 3 feedback reply */
  msg_type: number;
  is_read: number;
}

export interface MsgSendLogTable extends Created {
  operator_id: number;
  title: string;
  content: string;
  /** 1 broadcast, 2 listed users */
  send_type: number;
  sent_count: number;
}

export interface FeedbackTable extends Created {
  user_id: number;
  content: string;
  contact: string;
  /** JSON list of picture addresses */
  images: string;
  reply: string;
  reply_status: number;
  reply_time: number | null;
}

export interface UploadFileTable extends Created {
  /** The user's id, or the operator's when uploader_kind is 'operator'. */
  user_id: number;
  uploader_kind: 'user' | 'operator';
  storage_key: string;
  url: string;
  original_name: string;
  mime_type: string;
  size: number;
  sha256: string;
}

/** A published course (what the public reads); drafts in course_audit share its id and columns. */
export interface CourseTable extends Row {
  course_name: string;
  /** GLOSSARY courseCategory: 1 video, 2 live, 3 resource, 4 library */
  course_category: number;
  /** The category path; 0 where the course stops at a higher level. */
  category1_id: number;
  category2_id: number;
  category3_id: number;
  lecturer_user_id: number;
  /** The organisation user (userType 3) the course belongs to; 0 for the school's own. */
  org_user_id: number;
  course_logo: string;
  /** Sanitised HTML */
  introduce: string;
  /** fen */
  course_price: number;
  /** List price, fen */
  ruling_price: number;
  is_free: number;
  /** 1 on the shelf (public), 0 taken off */
  is_put_away: number;
  count_buy: number;
  count_study: number;
  sort: number;
}

export interface CourseCategoryTable extends Row {
  /** 0 for a first-level category */
  parent_id: number;
  category_name: string;
  /** 1–3 */
  floor: number;
  sort: number;
  remark: string;
}

export interface ZoneTable extends Row {
  zone_name: string;
  zone_desc: string;
  /** 1 PC home */
  zone_location: number;
  sort: number;
}

export interface ZoneCourseTable extends Row {
  zone_id: number;
  course_id: number;
  sort: number;
}

export interface AdvTable extends Row {
  adv_title: string;
  adv_img: string;
  adv_url: string;
  adv_target: string;
  /** Position code on a page, e.g. index_middle */
  adv_location: string;
  plat_show: number;
  begin_time: number;
  end_time: number;
  sort: number;
}

export interface VipSetTable extends Row {
  set_name: string;
  /** fen */
  set_price: number;
  /** fen */
  ruling_price: number;
  duration_days: number;
  benefits: string;
  sort: number;
}

export interface SysDictTable extends Row {
  dict_type: string;
  dict_label: string;
  dict_value: string;
  sort: number;
  remark: string;
}

export interface WebsiteNavArticleTable extends Row {
  /** The footer link (website_nav row with a parent) this article belongs to. */
  nav_id: number;
  art_title: string;
  /** Sanitised HTML */
  art_desc: string;
}

export interface OrgProfileTable extends Row {
  /** The organisation's user (userType 3). */
  user_id: number;
  org_name: string;
  org_logo: string;
  /** Sanitised HTML */
  introduce: string;
  sort: number;
}

export interface CounselTable extends Row {
  counsel_name: string;
  mobile: string;
  course_id: number;
  course_name: string;
  message: string;
  /** The signed-in user who sent it; 0 for a visitor. */
  user_id: number;
  ip: string;
  /** 0 waiting, 1 followed up */
  follow_status: number;
  follow_remark: string;
  follow_operator_id: number;
  gmt_follow: number | null;
}

export interface Database {
  site: SiteTable;
  site_domain: SiteDomainTable;
  website_info: WebsiteInfoTable;
  nav_bar: NavBarTable;
  website_nav: WebsiteNavTable;
  website_link: WebsiteLinkTable;
  sys_banner: SysBannerTable;
  users: UsersTable;
  operator: OperatorTable;
  session: SessionTable;
  lecturer: LecturerTable;
  lecturer_audit: LecturerAuditTable;
  course: CourseTable;
  course_category: CourseCategoryTable;
  zone: ZoneTable;
  zone_course: ZoneCourseTable;
  adv: AdvTable;
  vip_set: VipSetTable;
  sys_dict: SysDictTable;
  website_nav_article: WebsiteNavArticleTable;
  org_profile: OrgProfileTable;
  counsel: CounselTable;
  sms_code: SmsCodeTable;
  sms_outbox: SmsOutboxTable;
  sign_in_failure: SignInFailureTable;
  sms_cap_alert: SmsCapAlertTable;
  wechat_scene: WechatSceneTable;
  user_wechat: UserWechatTable;
  user_research: UserResearchTable;
  face_check: FaceCheckTable;
  lecturer_attention: LecturerAttentionTable;
  user_message: UserMessageTable;
  msg_send_log: MsgSendLogTable;
  feedback: FeedbackTable;
  upload_file: UploadFileTable;
}

export type Db = Kysely<Database>;
export type DbOrTx = Kysely<Database> | Transaction<Database>;
