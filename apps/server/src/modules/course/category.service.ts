import type {
  CourseCategory,
  CourseCategoryAdmin,
  CourseCategoryAdminTree,
  CourseCategorySave,
  CourseCategoryTree,
  CourseCategoryUpdate,
} from '@school/contracts';
import { CategoryType } from '@school/contracts';
import { badRequest, notFound, wrongState } from '../../core/errors.ts';
import type { IdGenerator } from '../../core/ids.ts';
import type { Clock } from '../../core/time.ts';
import type { Catalogue } from './catalogue.ts';
import type { CategoryRepo } from './category.repo.ts';
import * as map from './course.mapper.ts';
import type { CategoryColumn, CourseRepo } from './course.repo.ts';
import type { CourseCategoryTable } from './course.tables.ts';

/** Course categories: the public three-level tree and the operator's editing of it (decision 0007). */
export interface CategoryServiceDeps {
  categoryRepo: CategoryRepo;
  courseRepo: Pick<CourseRepo, 'countInCategory'>;
  catalogue: Catalogue;
  clock: Clock;
  newId: IdGenerator;
}

const MAX_FLOOR = 3;

export const columnOfFloor = (floor: number): CategoryColumn =>
  floor === 1 ? 'category1_id' : floor === 2 ? 'category2_id' : 'category3_id';

/** Flattens a tree back into floor order, so a category below a disabled one drops out of both. */
const flatten = (tree: CourseCategoryTree[]): CourseCategory[] => {
  const out: CourseCategory[] = [];
  const walk = (nodes: { children: unknown[] }[]) => {
    for (const node of nodes as (CourseCategory & { children: { children: unknown[] }[] })[]) {
      const { children, ...category } = node;
      out.push(category);
      walk(children);
    }
  };
  walk(tree);
  return out.sort((a, b) => a.floor - b.floor);
};

export function createCategoryService({ categoryRepo, courseRepo, catalogue, clock, newId }: CategoryServiceDeps) {
  /** The enabled categories a visitor can reach (a child of a disabled category is hidden too). */
  const publicCategories = (siteId: number) =>
    catalogue.keptCategories(siteId, async () => {
      const rows = await categoryRepo.listBySite(siteId, true);
      const tree = map.buildTree(rows.map(map.toCourseCategory)) as CourseCategoryTree[];
      const typeOf: Record<string, number> = Object.fromEntries(rows.map((row) => [String(row.id), row.category_type]));
      return { tree, flat: flatten(tree), typeOf };
    });

  /** The trees of one category type (1 courses, 2 resources and library); a root's type is its branch's. */
  const ofType = <T extends { id: string }>(nodes: T[], typeOf: Record<string, number>, type: number) =>
    nodes.filter((node) => (typeOf[node.id] ?? CategoryType.course) === type);

  const requireCategory = async (siteId: number, id: number) => {
    const row = await categoryRepo.findById(siteId, id);
    if (!row) throw notFound('课程分类不存在或已被删除');
    return row;
  };

  const ensureSiblingNameFree = async (siteId: number, parentId: number, name: string, exceptId?: number) => {
    const siblings = await categoryRepo.listBySite(siteId, false);
    const clash = siblings.find(
      (row) => row.parent_id === parentId && row.category_name === name && row.id !== exceptId,
    );
    if (clash) throw wrongState(`同级下已有名为“${name}”的分类`);
  };

  return {
    async listCategoriesForSite(siteId: number): Promise<CourseCategory[]> {
      const { flat, typeOf } = await publicCategories(siteId);
      return ofType(flat, typeOf, CategoryType.course);
    },

    async listCategoryTree(siteId: number, type: number = CategoryType.course): Promise<CourseCategoryTree[]> {
      const { tree, typeOf } = await publicCategories(siteId);
      return ofType(tree, typeOf, type);
    },

    /** The path column to filter public courses on; unknown or hidden categories are 404. */
    async publicFilter(siteId: number, categoryId: string): Promise<{ column: CategoryColumn; id: number }> {
      const category = (await publicCategories(siteId)).flat.find((item) => item.id === categoryId);
      if (!category) throw notFound('课程分类不存在或已停用');
      return { column: columnOfFloor(category.floor), id: Number(category.id) };
    },

    /** The path columns of a course filed under an enabled category (its ancestors and itself). */
    async pathOf(siteId: number, categoryId: number, type: CategoryType) {
      const { flat, typeOf } = await publicCategories(siteId);
      const byId = new Map(flat.map((item) => [item.id, item]));
      const path = { category1_id: 0, category2_id: 0, category3_id: 0 };
      let current = byId.get(String(categoryId));
      if (!current) throw notFound('课程分类不存在或已停用');
      if ((typeOf[current.id] ?? CategoryType.course) !== type)
        throw badRequest(type === CategoryType.course ? '请选择课程分类' : '请选择资源与文库的分类');
      while (current) {
        path[columnOfFloor(current.floor)] = Number(current.id);
        current = current.parentId === '0' ? undefined : byId.get(current.parentId);
      }
      return path;
    },

    /** The same for the console, where disabled categories count too. */
    async adminFilter(siteId: number, categoryId: number): Promise<{ column: CategoryColumn; id: number }> {
      const row = await requireCategory(siteId, categoryId);
      return { column: columnOfFloor(row.floor), id: row.id };
    },

    async adminListCategories(siteId: number, type: number = CategoryType.course): Promise<CourseCategoryAdminTree[]> {
      const rows = await categoryRepo.listBySite(siteId, false);
      const typeOf = Object.fromEntries(rows.map((row) => [String(row.id), row.category_type]));
      return ofType(map.buildTree(rows.map(map.toCourseCategoryAdmin)) as CourseCategoryAdminTree[], typeOf, type);
    },

    async saveCategory(siteId: number, input: CourseCategorySave): Promise<CourseCategoryAdmin> {
      const parentId = Number(input.parentId);
      let floor = 1;
      let type: number = input.categoryType ?? CategoryType.course;
      if (parentId !== 0) {
        const parent = await categoryRepo.findById(siteId, parentId);
        if (!parent) throw notFound('上级分类不存在或已被删除');
        if (parent.floor >= MAX_FLOOR) throw badRequest(`课程分类最多 ${MAX_FLOOR} 级`);
        floor = parent.floor + 1;
        type = parent.category_type;
      }
      const name = input.categoryName.trim();
      if (name === '') throw badRequest('参数错误：categoryName 不能为空');
      await ensureSiblingNameFree(siteId, parentId, name);
      const now = clock.now();
      const row: CourseCategoryTable = {
        id: newId(),
        site_id: siteId,
        status_id: input.statusId,
        gmt_create: now,
        gmt_modified: now,
        parent_id: parentId,
        category_name: name,
        floor,
        sort: input.sort,
        remark: input.remark.trim(),
        category_type: type,
      };
      await categoryRepo.insert(row);
      await catalogue.forget(siteId);
      return map.toCourseCategoryAdmin(row);
    },

    async updateCategory(siteId: number, input: CourseCategoryUpdate): Promise<CourseCategoryAdmin> {
      const id = Number(input.id);
      const current = await requireCategory(siteId, id);
      const name = input.categoryName.trim();
      if (name === '') throw badRequest('参数错误：categoryName 不能为空');
      await ensureSiblingNameFree(siteId, current.parent_id, name, id);
      await categoryRepo.update(
        siteId,
        id,
        { category_name: name, sort: input.sort, status_id: input.statusId, remark: input.remark.trim() },
        clock.now(),
      );
      await catalogue.forget(siteId);
      return map.toCourseCategoryAdmin(await requireCategory(siteId, id));
    },

    async deleteCategory(siteId: number, id: number): Promise<null> {
      const category = await requireCategory(siteId, id);
      if ((await categoryRepo.countChildren(siteId, id)) > 0) throw wrongState('请先删除该分类下的子分类');
      if ((await courseRepo.countInCategory(siteId, columnOfFloor(category.floor), id)) > 0) {
        throw wrongState('该分类下还有课程，不能删除');
      }
      await categoryRepo.deleteById(siteId, id);
      await catalogue.forget(siteId);
      return null;
    },
  };
}

export type CategoryService = ReturnType<typeof createCategoryService>;
