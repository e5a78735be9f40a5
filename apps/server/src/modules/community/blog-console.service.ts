import {
  type AdminBlog,
  type AdminBlogDetail,
  type AdminBlogListBody,
  type ArticleZoneAdmin,
  type ArticleZoneSave,
  ArticleType,
  CommunityAuditStatus,
  type InfoSave,
  type Page,
} from '@school/contracts';
import { badRequest, notFound } from '../../core/errors.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { requireOwnPicture, sanitizeRichText } from '../../core/rich-text.ts';
import { requireDateTime } from '../../core/time.ts';
import type { BlogListRow } from './blog.repo.ts';
import { contentHash, idOrUndefined, nonEmptyRichText, stateFields, summaryOf, titleOf } from './community.rules.ts';
import type { ArticleZoneTable, BlogTable } from './community.tables.ts';

import type { BlogServiceDeps } from './blog.service.ts';
import { hotWeights, type BlogCore } from './blog-core.ts';
import { newBusinessRow } from '../../db/columns.ts';

/** The console's articles: lists, review, the operator's verbs, info articles and their zones, hot scores. */
export function createBlogConsoleService(deps: BlogServiceDeps, blog: BlogCore) {
  const { transact, blogRepo, schedule, ownImages, keptCounts, clock, newId } = deps;
  const { post: core, itemsOf } = blog;
  const { requireAny } = core;

  const adminViews = async (siteId: number, rows: BlogListRow[]): Promise<AdminBlog[]> => {
    const [items, zones] = await Promise.all([
      itemsOf(siteId, rows),
      blogRepo.zonesOf(
        siteId,
        rows.map((row) => row.id),
      ),
    ]);
    return rows.map((row, index) => ({
      ...items[index]!,
      userId: row.user_id === 0 ? '' : String(row.user_id),
      statusId: row.status_id === 1 ? 1 : 0,
      isHidden: row.is_hidden === 1 ? 1 : 0,
      ...stateFields(row),
      blogStatus: row.blog_status,
      isShow: row.is_show === 1 ? 1 : 0,
      zoneIds: (zones.get(row.id) ?? []).map(String),
    }));
  };
  const adminView = async (siteId: number, row: BlogListRow) => (await adminViews(siteId, [row]))[0]!;

  /** The operator's fields of an info article: sanitised with the operators' rules, zones checked. */
  async function infoFields(siteId: number, input: InfoSave) {
    const title = titleOf(input.title);
    const content = nonEmptyRichText(sanitizeRichText(input.content), '正文不能为空');
    const publishTime =
      input.publishTime === undefined || input.publishTime === ''
        ? clock.now()
        : requireDateTime(input.publishTime, 'publishTime');
    const zoneIds = [...new Set(input.zoneIds.map(Number))];
    const known = new Set((await blogRepo.listZones(siteId, undefined, false)).map((zone) => zone.id));
    if (zoneIds.some((id) => !known.has(id))) throw badRequest('专区不存在');
    requireOwnPicture('coverUrl', input.coverUrl, ownImages);
    const isOriginal = input.isOriginal ?? 1;
    return {
      zoneIds,
      fields: {
        title,
        content,
        summary: summaryOf(input.summary, content),
        cover_url: input.coverUrl ?? '',
        is_original: isOriginal,
        source_url: isOriginal === 1 ? '' : (input.sourceUrl ?? '').trim(),
        publish_time: publishTime,
        is_top: input.isTop ?? 0,
        is_recommend: input.isRecommend ?? 0,
        content_hash: contentHash(title, content),
      },
    };
  }

  const toZoneAdmin = (row: ArticleZoneTable, count: number): ArticleZoneAdmin => ({
    zoneId: String(row.id),
    zoneName: row.zone_name,
    zoneDesc: row.zone_desc,
    zoneLocation: row.zone_location,
    sort: row.sort,
    statusId: row.status_id === 1 ? 1 : 0,
    articleCount: count,
  });
  const zoneFields = (input: ArticleZoneSave) => ({
    zone_name: titleOf(input.zoneName, 'zoneName'),
    zone_desc: input.zoneDesc.trim(),
    zone_location: input.zoneLocation,
    sort: input.sort,
    status_id: input.statusId,
  });

  return {
    async adminPage(siteId: number, body: AdminBlogListBody): Promise<Page<AdminBlog>> {
      const window = pageWindow(body);
      const { rows, total } = await blogRepo.adminPage(
        siteId,
        {
          articleType: body.articleType,
          keyword: body.keyword?.trim() || undefined,
          state: body.state,
          labelId: idOrUndefined(body.labelNo),
          zoneId: idOrUndefined(body.zoneId),
          includeDeleted: body.includeDeleted === 1,
        },
        window,
      );
      return toPage(await adminViews(siteId, rows), total, window);
    },

    async adminView(siteId: number, id: number): Promise<AdminBlogDetail> {
      const row = await requireAny(siteId, id);
      return { ...(await adminView(siteId, row)), content: row.content, sourceUrl: row.source_url };
    },

    ...core.operatorVerbs(adminView),
    review: core.review,

    async saveInfo(siteId: number, operatorId: number, input: InfoSave): Promise<AdminBlog> {
      const { fields, zoneIds } = await infoFields(siteId, input);
      const now = clock.now();
      const row: BlogTable = {
        ...fields,
        ...newBusinessRow(newId(), siteId, now),
        article_type: ArticleType.info,
        user_id: 0,
        blogger_id: 0,
        operator_id: operatorId,
        label_id: 0,
        blog_status: 1,
        is_show: 1,
        audit_status: CommunityAuditStatus.passed,
        audit_reason: '',
        review_reasons: '[]',
        is_hidden: 0,
        is_public: 1,
        hot_score: 0,
        count_view: 0,
        count_like: 0,
        count_collect: 0,
        count_comment: 0,
      };
      await transact(async (tx) => {
        await blogRepo.insert(row, tx);
        await blogRepo.replaceZones(siteId, row.id, zoneIds, newId, now, tx);
      });
      keptCounts.forget(siteId);
      await schedule.ensureSite(siteId);
      return adminView(siteId, row);
    },

    async updateInfo(siteId: number, id: number, input: InfoSave): Promise<AdminBlog> {
      const row = await requireAny(siteId, id);
      if (row.article_type !== ArticleType.info) throw badRequest('这篇不是资讯，不能在这里修改');
      const { fields, zoneIds } = await infoFields(siteId, input);
      const now = clock.now();
      await transact(async (tx) => {
        await blogRepo.update(siteId, id, { ...fields, gmt_modified: now }, tx);
        await blogRepo.replaceZones(siteId, id, zoneIds, newId, now, tx);
      });
      keptCounts.forget(siteId);
      return adminView(siteId, { ...row, ...fields, gmt_modified: now });
    },

    async adminZones(siteId: number): Promise<ArticleZoneAdmin[]> {
      const [zones, counts] = await Promise.all([
        blogRepo.listZones(siteId, undefined, false),
        blogRepo.zoneArticleCounts(siteId),
      ]);
      return zones.map((zone) => toZoneAdmin(zone, counts.get(zone.id) ?? 0));
    },

    async saveZone(siteId: number, input: ArticleZoneSave): Promise<ArticleZoneAdmin> {
      const now = clock.now();
      const row: ArticleZoneTable = {
        id: newId(),
        site_id: siteId,
        gmt_create: now,
        gmt_modified: now,
        ...zoneFields(input),
      };
      await blogRepo.insertZone(row);
      return toZoneAdmin(row, 0);
    },

    async updateZone(siteId: number, id: number, input: ArticleZoneSave): Promise<ArticleZoneAdmin> {
      const row = await blogRepo.findZone(siteId, id);
      if (!row) throw notFound('专区不存在');
      const fields = { ...zoneFields(input), gmt_modified: clock.now() };
      await blogRepo.updateZone(siteId, id, fields);
      return toZoneAdmin({ ...row, ...fields }, (await blogRepo.zoneArticleCounts(siteId)).get(id) ?? 0);
    },

    async removeZone(siteId: number, id: number): Promise<null> {
      if (!(await blogRepo.findZone(siteId, id))) throw notFound('专区不存在');
      await transact((tx) => blogRepo.deleteZone(siteId, id, tx));
      return null;
    },

    /** Recomputes the school's hot scores (the 10-minute job). */
    recomputeHot: (siteId: number) => blogRepo.recomputeHot(siteId, clock.now(), hotWeights),
  };
}
