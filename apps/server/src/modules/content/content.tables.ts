import type { BusinessRow } from '../../db/columns.ts';

/** Adverts, VIP sets, the dictionary and the articles behind footer links. */

export interface AdvTable extends BusinessRow {
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

export interface VipSetTable extends BusinessRow {
  set_name: string;
  /** fen */
  set_price: number;
  /** fen */
  ruling_price: number;
  duration_days: number;
  benefits: string;
  sort: number;
}

export interface SysDictTable extends BusinessRow {
  dict_type: string;
  dict_label: string;
  dict_value: string;
  sort: number;
  remark: string;
}

export interface WebsiteNavArticleTable extends BusinessRow {
  /** The footer link (a website_nav row of the system module, with a parent) this article belongs to. */
  nav_id: number;
  art_title: string;
  /** Sanitised HTML */
  art_desc: string;
}

export interface ContentTables {
  adv: AdvTable;
  vip_set: VipSetTable;
  sys_dict: SysDictTable;
  website_nav_article: WebsiteNavArticleTable;
}
