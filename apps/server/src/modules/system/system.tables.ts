import type { BusinessRow } from '../../db/columns.ts';

/** The site bootstrap (info, header nav, footer nav, friend links, banners) and the console's operators. */

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

export interface NavBarTable extends BusinessRow {
  nav_title: string;
  nav_url: string;
  target: string;
  plat_show: number;
  sort: number;
}

export interface WebsiteNavTable extends BusinessRow {
  /** 0 for a group, otherwise the group's id. */
  parent_id: number;
  nav_name: string;
  nav_url: string;
  target: string;
  sort: number;
}

export interface WebsiteLinkTable extends BusinessRow {
  link_name: string;
  link_url: string;
  link_target: string;
  sort: number;
}

export interface SysBannerTable extends BusinessRow {
  banner_group: string;
  banner_code: string;
  banner_name: string;
  /** JSON list of slides; read with a fallback to an empty list. */
  data: string;
  sort: number;
}

export interface OperatorTable extends BusinessRow {
  login_name: string;
  nickname: string;
  password_hash: string;
}

export interface SystemTables {
  website_info: WebsiteInfoTable;
  nav_bar: NavBarTable;
  website_nav: WebsiteNavTable;
  website_link: WebsiteLinkTable;
  sys_banner: SysBannerTable;
  operator: OperatorTable;
}
