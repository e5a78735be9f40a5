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
}

export type Db = Kysely<Database>;
export type DbOrTx = Kysely<Database> | Transaction<Database>;
