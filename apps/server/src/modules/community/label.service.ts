import type { Label, LabelAdmin, LabelSave, LabelUpdate } from '@school/contracts';
import { type Cache, cached } from '../../core/cache.ts';
import { badRequest, notFound, wrongState } from '../../core/errors.ts';
import type { IdGenerator } from '../../core/ids.ts';
import type { Clock } from '../../core/time.ts';
import type { CommunityLabelTable } from './community.tables.ts';
import type { LabelRepo } from './label.repo.ts';

/** Labels: the tabs of /blog and /question, and the operator's list of them. */
export interface LabelServiceDeps {
  labelRepo: LabelRepo;
  cache: Cache;
  clock: Clock;
  newId: IdGenerator;
}

const TTL_SECONDS = 300;
const keyOf = (siteId: number) => `community:${siteId}:labels`;

const toLabel = (row: CommunityLabelTable): Label => ({
  labelNo: String(row.id),
  labelName: row.label_name,
  labelType: row.label_type,
  sort: row.sort,
});

export function createLabelService({ labelRepo, cache, clock, newId }: LabelServiceDeps) {
  /** The site's labels of both types, kept briefly (lists name a label on every item). */
  const all = (siteId: number) =>
    cached(cache, keyOf(siteId), TTL_SECONDS, async () =>
      (await labelRepo.list(siteId, undefined, false)).map((row) => ({
        ...toLabel(row),
        enabled: row.status_id === 1,
      })),
    );
  const enabled = async (siteId: number): Promise<Label[]> =>
    (await all(siteId)).filter((label) => label.enabled).map(({ enabled: _enabled, ...label }) => label);

  const adminView = async (siteId: number, row: CommunityLabelTable): Promise<LabelAdmin> => ({
    ...toLabel(row),
    statusId: row.status_id === 1 ? 1 : 0,
    useCount: (await labelRepo.useCounts(siteId)).get(row.id) ?? 0,
  });

  const fieldsOf = (input: LabelSave) => {
    const name = input.labelName.trim();
    if (name === '') throw badRequest('参数错误：labelName 不能为空');
    return { label_name: name, label_type: input.labelType, sort: input.sort, status_id: input.statusId };
  };

  return {
    list: async (siteId: number, labelType: number): Promise<Label[]> =>
      (await enabled(siteId)).filter((label) => label.labelType === labelType),

    /** Label names by id (disabled ones too: a post keeps its label), for the items of a list. */
    async names(siteId: number): Promise<Map<number, string>> {
      return new Map((await all(siteId)).map((label) => [Number(label.labelNo), label.labelName]));
    },

    /** A label a user may put on a post (type 1) or a question (type 2): enabled and of that type. */
    async requireUsable(siteId: number, labelId: number | undefined, labelType: number): Promise<number> {
      if (labelId === undefined) return 0;
      const label = (await enabled(siteId)).find((item) => Number(item.labelNo) === labelId);
      if (!label || label.labelType !== labelType) throw badRequest('标签不存在或已停用');
      return labelId;
    },

    async adminList(siteId: number, labelType: number | undefined): Promise<LabelAdmin[]> {
      const [rows, counts] = await Promise.all([labelRepo.list(siteId, labelType, false), labelRepo.useCounts(siteId)]);
      return rows.map((row) => ({
        ...toLabel(row),
        statusId: row.status_id === 1 ? 1 : 0,
        useCount: counts.get(row.id) ?? 0,
      }));
    },

    async save(siteId: number, input: LabelSave): Promise<LabelAdmin> {
      const now = clock.now();
      const row: CommunityLabelTable = {
        id: newId(),
        site_id: siteId,
        gmt_create: now,
        gmt_modified: now,
        ...fieldsOf(input),
      };
      await labelRepo.insert(row);
      await cache.delete(keyOf(siteId));
      return adminView(siteId, row);
    },

    async update(siteId: number, id: number, input: Omit<LabelUpdate, 'labelNo'>): Promise<LabelAdmin> {
      const row = await labelRepo.find(siteId, id);
      if (!row) throw notFound('标签不存在');
      const fields = fieldsOf(input);
      if (fields.label_type !== row.label_type && (await labelRepo.useCounts(siteId)).has(id))
        throw wrongState('标签已被使用，不能改变类型');
      await labelRepo.update(siteId, id, { ...fields, gmt_modified: clock.now() });
      await cache.delete(keyOf(siteId));
      return adminView(siteId, { ...row, ...fields });
    },

    async remove(siteId: number, id: number): Promise<null> {
      if (!(await labelRepo.find(siteId, id))) throw notFound('标签不存在');
      if ((await labelRepo.useCounts(siteId)).has(id)) throw wrongState('标签还有文章或问题在用，不能删除，可改为停用');
      await labelRepo.delete(siteId, id);
      await cache.delete(keyOf(siteId));
      return null;
    },
  };
}

export type LabelService = ReturnType<typeof createLabelService>;
