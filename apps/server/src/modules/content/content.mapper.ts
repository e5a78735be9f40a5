import type { Adv, AdvAdmin, DictAdmin, DictItem, VipSet, VipSetAdmin } from '@school/contracts';
import { fenToYuan } from '../../core/money.ts';
import { formatDateTime } from '../../core/time.ts';
import type { AdvTable, SysDictTable, VipSetTable } from './content.tables.ts';

/** Rows → wire objects of the site-content contract. */

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

export const toAdv = (row: AdvTable): Adv => ({
  id: String(row.id),
  advTitle: row.adv_title,
  advImg: row.adv_img,
  advUrl: row.adv_url,
  advTarget: row.adv_target,
  advLocation: row.adv_location,
  sort: row.sort,
});

export const toAdvAdmin = (row: AdvTable): AdvAdmin => ({
  ...toAdv(row),
  platShow: flag(row.plat_show),
  beginTime: formatDateTime(row.begin_time),
  endTime: formatDateTime(row.end_time),
  statusId: flag(row.status_id),
});

export const toVipSet = (row: VipSetTable): VipSet => ({
  id: String(row.id),
  setName: row.set_name,
  setPrice: fenToYuan(row.set_price),
  rulingPrice: fenToYuan(row.ruling_price),
  durationDays: row.duration_days,
  benefits: row.benefits,
  sort: row.sort,
});

export const toVipSetAdmin = (row: VipSetTable): VipSetAdmin => ({ ...toVipSet(row), statusId: flag(row.status_id) });

export const toDictItem = (row: SysDictTable): DictItem => ({
  id: String(row.id),
  dictType: row.dict_type,
  dictLabel: row.dict_label,
  dictValue: row.dict_value,
  sort: row.sort,
});

export const toDictAdmin = (row: SysDictTable): DictAdmin => ({
  ...toDictItem(row),
  remark: row.remark,
  statusId: flag(row.status_id),
});
