import type {
  Adv,
  AdvAdmin,
  AdvListBody,
  AdvSave,
  DictAdmin,
  DictItem,
  DictSave,
  NavArticle,
  NavArticleAdmin,
  NavArticleSave,
  VipSet,
  VipSetAdmin,
  VipSetList,
  VipSetSave,
} from '@school/contracts';
import { type Cache, cached } from '../../core/cache.ts';
import { badRequest, notFound, wrongState } from '../../core/errors.ts';
import type { IdGenerator } from '../../core/ids.ts';
import { priceToFen } from '../../core/money.ts';
import { sanitizeRichText } from '../../core/rich-text.ts';
import { type Clock, formatDateTime, requireDateTime } from '../../core/time.ts';
import type { SystemService } from '../system/index.ts';
import type { UserService } from '../user/index.ts';
import * as map from './content.mapper.ts';
import type { ContentRepo } from './content.repo.ts';
import type { VipSetTable, WebsiteNavArticleTable } from './content.tables.ts';
import { newBusinessRow } from '../../db/columns.ts';

/** Adverts, footer articles, VIP sets and the dictionary: public reads and the operator's editing. */
export interface ContentServiceDeps {
  contentRepo: ContentRepo;
  /** Footer links, which footer articles hang on. */
  system: Pick<SystemService, 'findFooterNav'>;
  /** The reader's membership, for the VIP page. */
  users: Pick<UserService, 'summaries'>;
  cache: Cache;
  clock: Clock;
  newId: IdGenerator;
}

const CONTENT_TTL_SECONDS = 300;
const keyOf = (siteId: number, part: string) => `content:${siteId}:${part}`;

export function createContentService({ contentRepo, system, users, cache, clock, newId }: ContentServiceDeps) {
  const requireRow = <T>(row: T | undefined, what: string): T => {
    if (!row) throw notFound(`${what}不存在或已被删除`);
    return row;
  };

  const advFields = (input: AdvSave) => {
    const begin = requireDateTime(input.beginTime, 'beginTime');
    const end = requireDateTime(input.endTime, 'endTime');
    if (end <= begin) throw badRequest('投放结束时间须晚于开始时间');
    const title = input.advTitle.trim();
    if (title === '') throw badRequest('参数错误：advTitle 不能为空');
    return {
      adv_title: title,
      adv_img: input.advImg,
      adv_url: input.advUrl,
      adv_target: input.advTarget,
      adv_location: input.advLocation,
      plat_show: input.platShow,
      begin_time: begin,
      end_time: end,
      sort: input.sort,
      status_id: input.statusId,
    };
  };

  const vipSetFields = (input: VipSetSave) => {
    const setPrice = priceToFen(input.setPrice, 'setPrice');
    const rulingPrice = priceToFen(input.rulingPrice, 'rulingPrice');
    if (rulingPrice !== 0 && rulingPrice < setPrice) throw badRequest('原价不能低于售价');
    const name = input.setName.trim();
    if (name === '') throw badRequest('参数错误：setName 不能为空');
    return {
      set_name: name,
      set_price: setPrice,
      ruling_price: rulingPrice,
      duration_days: input.durationDays,
      benefits: input.benefits.trim(),
      sort: input.sort,
      status_id: input.statusId,
    };
  };

  const dictFields = (input: DictSave) => {
    const label = input.dictLabel.trim();
    const value = input.dictValue.trim();
    if (label === '') throw badRequest('参数错误：dictLabel 不能为空');
    if (value === '') throw badRequest('参数错误：dictValue 不能为空');
    return {
      dict_type: input.dictType,
      dict_label: label,
      dict_value: value,
      sort: input.sort,
      status_id: input.statusId,
      remark: input.remark.trim(),
    };
  };

  const ensureDictValueFree = async (siteId: number, dictType: string, dictValue: string, exceptId?: number) => {
    const existing = await contentRepo.dict.findByValue(siteId, dictType, dictValue);
    if (existing && existing.id !== exceptId) throw wrongState(`字典 ${dictType} 中已有值 ${dictValue}`);
  };

  /** A footer link that can carry an article; groups cannot. */
  const requireNavLink = async (siteId: number, navId: number) => {
    const nav = requireRow(await system.findFooterNav(siteId, navId), '底部导航');
    if (nav.parentId === 0) throw badRequest('只有底部导航链接可以编写文章，分组不可以');
    return nav;
  };

  const navArticleAdmin = async (siteId: number, navId: number): Promise<NavArticleAdmin> => {
    const nav = await requireNavLink(siteId, navId);
    const article = await contentRepo.navArticle.findByNav(siteId, navId);
    return {
      navId: String(nav.id),
      navName: nav.navName,
      artTitle: article?.art_title ?? '',
      artDesc: article?.art_desc ?? '',
      gmtModified: article ? formatDateTime(article.gmt_modified) : '',
      hasArticle: article ? 1 : 0,
      navStatusId: nav.statusId === 1 ? 1 : 0,
    };
  };

  const forget = (siteId: number, part: string) => cache.delete(keyOf(siteId, part));

  return {
    /** Enabled adverts inside their schedule, by position and platform. */
    async listAdv(siteId: number, body: AdvListBody): Promise<Adv[]> {
      const rows = await cached(cache, keyOf(siteId, 'adv'), CONTENT_TTL_SECONDS, () =>
        contentRepo.adv.listBySite(siteId, true),
      );
      const now = clock.now();
      return rows
        .filter(
          (row) =>
            row.begin_time <= now &&
            now < row.end_time &&
            (body.advLocation === undefined || row.adv_location === body.advLocation) &&
            (body.platShow === undefined || row.plat_show === body.platShow),
        )
        .map(map.toAdv);
    },

    async getNavArticle(siteId: number, navId: number): Promise<NavArticle> {
      const gone = () => notFound('文章不存在或已下线');
      // A link is shown only while it and its group are enabled.
      const nav = await system.findFooterNav(siteId, navId);
      if (!nav || nav.parentId === 0 || nav.statusId !== 1) throw gone();
      const group = await system.findFooterNav(siteId, nav.parentId);
      if (!group || group.statusId !== 1) throw gone();
      const article = await contentRepo.navArticle.findByNav(siteId, navId);
      if (!article || article.status_id !== 1) throw gone();
      return {
        navId: String(nav.id),
        navName: nav.navName,
        artTitle: article.art_title,
        artDesc: article.art_desc,
        gmtModified: formatDateTime(article.gmt_modified),
      };
    },

    async listVipSets(siteId: number, viewerId: number | undefined): Promise<VipSetList> {
      const vipSetList: VipSet[] = await cached(cache, keyOf(siteId, 'vipSet'), CONTENT_TTL_SECONDS, async () =>
        (await contentRepo.vipSet.listBySite(siteId, true)).map(map.toVipSet),
      );
      if (viewerId === undefined) return { vipSetList, isVip: 0, vipExpireTime: '' };
      const reader = (await users.summaries(siteId, [viewerId])).get(viewerId);
      const expire = reader?.vipExpireTime ?? null;
      return {
        vipSetList,
        isVip: reader?.isVip ?? 0,
        vipExpireTime: expire === null ? '' : formatDateTime(expire),
      };
    },

    /** An enabled VIP set, for the orders module's pricing; undefined when missing or disabled. */
    async findVipSet(siteId: number, id: number): Promise<VipSetTable | undefined> {
      const row = await contentRepo.vipSet.findById(siteId, id);
      return row && row.status_id === 1 ? row : undefined;
    },

    listDict: (siteId: number, dictType: string): Promise<DictItem[]> =>
      cached(cache, keyOf(siteId, `dict:${dictType}`), CONTENT_TTL_SECONDS, async () =>
        (await contentRepo.dict.listBySite(siteId, true, dictType)).map(map.toDictItem),
      ),

    adminListAdv: async (siteId: number): Promise<AdvAdmin[]> =>
      (await contentRepo.adv.listBySite(siteId, false)).map(map.toAdvAdmin),

    async saveAdv(siteId: number, input: AdvSave): Promise<AdvAdmin> {
      const now = clock.now();
      const row = { id: newId(), site_id: siteId, gmt_create: now, gmt_modified: now, ...advFields(input) };
      await contentRepo.transaction((tx) => contentRepo.adv.insert(row, tx));
      await forget(siteId, 'adv');
      return map.toAdvAdmin(row);
    },

    async updateAdv(siteId: number, id: number, input: AdvSave): Promise<AdvAdmin> {
      requireRow(await contentRepo.adv.findById(siteId, id), '广告');
      const fields = advFields(input);
      await contentRepo.transaction((tx) => contentRepo.adv.update(siteId, id, fields, clock.now(), tx));
      await forget(siteId, 'adv');
      return map.toAdvAdmin(requireRow(await contentRepo.adv.findById(siteId, id), '广告'));
    },

    async deleteAdv(siteId: number, id: number): Promise<null> {
      requireRow(await contentRepo.adv.findById(siteId, id), '广告');
      await contentRepo.transaction((tx) => contentRepo.adv.deleteById(siteId, id, tx));
      await forget(siteId, 'adv');
      return null;
    },

    viewNavArticle: (siteId: number, navId: number): Promise<NavArticleAdmin> => navArticleAdmin(siteId, navId),

    async saveNavArticle(siteId: number, input: NavArticleSave): Promise<NavArticleAdmin> {
      const navId = Number(input.navId);
      await requireNavLink(siteId, navId);
      const title = input.artTitle.trim();
      if (title === '') throw badRequest('参数错误：artTitle 不能为空');
      const fields = { art_title: title, art_desc: sanitizeRichText(input.artDesc) };
      const existing = await contentRepo.navArticle.findByNav(siteId, navId);
      const now = clock.now();
      await contentRepo.transaction(async (tx) => {
        if (existing) {
          await contentRepo.navArticle.update(siteId, navId, fields, now, tx);
        } else {
          const row: WebsiteNavArticleTable = {
            ...newBusinessRow(newId(), siteId, now),
            nav_id: navId,
            ...fields,
          };
          await contentRepo.navArticle.insert(row, tx);
        }
      });
      return navArticleAdmin(siteId, navId);
    },

    adminListVipSet: async (siteId: number): Promise<VipSetAdmin[]> =>
      (await contentRepo.vipSet.listBySite(siteId, false)).map(map.toVipSetAdmin),

    async saveVipSet(siteId: number, input: VipSetSave): Promise<VipSetAdmin> {
      const now = clock.now();
      const row = { id: newId(), site_id: siteId, gmt_create: now, gmt_modified: now, ...vipSetFields(input) };
      await contentRepo.transaction((tx) => contentRepo.vipSet.insert(row, tx));
      await forget(siteId, 'vipSet');
      return map.toVipSetAdmin(row);
    },

    async updateVipSet(siteId: number, id: number, input: VipSetSave): Promise<VipSetAdmin> {
      requireRow(await contentRepo.vipSet.findById(siteId, id), '会员套餐');
      const fields = vipSetFields(input);
      await contentRepo.transaction((tx) => contentRepo.vipSet.update(siteId, id, fields, clock.now(), tx));
      await forget(siteId, 'vipSet');
      return map.toVipSetAdmin(requireRow(await contentRepo.vipSet.findById(siteId, id), '会员套餐'));
    },

    async deleteVipSet(siteId: number, id: number): Promise<null> {
      requireRow(await contentRepo.vipSet.findById(siteId, id), '会员套餐');
      await contentRepo.transaction((tx) => contentRepo.vipSet.deleteById(siteId, id, tx));
      await forget(siteId, 'vipSet');
      return null;
    },

    adminListDict: async (siteId: number, dictType?: string): Promise<DictAdmin[]> =>
      (await contentRepo.dict.listBySite(siteId, false, dictType)).map(map.toDictAdmin),

    async saveDict(siteId: number, input: DictSave): Promise<DictAdmin> {
      const fields = dictFields(input);
      await ensureDictValueFree(siteId, fields.dict_type, fields.dict_value);
      const now = clock.now();
      const row = { id: newId(), site_id: siteId, gmt_create: now, gmt_modified: now, ...fields };
      await contentRepo.transaction((tx) => contentRepo.dict.insert(row, tx));
      await forget(siteId, `dict:${fields.dict_type}`);
      return map.toDictAdmin(row);
    },

    async updateDict(siteId: number, id: number, input: DictSave): Promise<DictAdmin> {
      const current = requireRow(await contentRepo.dict.findById(siteId, id), '字典项');
      const fields = dictFields(input);
      await ensureDictValueFree(siteId, fields.dict_type, fields.dict_value, id);
      await contentRepo.transaction((tx) => contentRepo.dict.update(siteId, id, fields, clock.now(), tx));
      await forget(siteId, `dict:${current.dict_type}`);
      await forget(siteId, `dict:${fields.dict_type}`);
      return map.toDictAdmin(requireRow(await contentRepo.dict.findById(siteId, id), '字典项'));
    },

    async deleteDict(siteId: number, id: number): Promise<null> {
      const current = requireRow(await contentRepo.dict.findById(siteId, id), '字典项');
      await contentRepo.transaction((tx) => contentRepo.dict.deleteById(siteId, id, tx));
      await forget(siteId, `dict:${current.dict_type}`);
      return null;
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
