import {
  GradeMessages,
  GradeRole,
  UserType,
  type GradeAdminCard,
  type GradeAdminQuery,
  type GradeCategoryAdmin,
  type GradeCategorySave,
  type GradeCategorySort,
  type GradeCategoryUpdate,
  type GradeOrg,
  type GradeOrgQuery,
  type GradeTransfer,
  type Page,
} from '@school/contracts';
import { badRequest, notFound, refused } from '../../core/errors.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { MessageType } from '../user/index.ts';
import { MEMBER, QUIT } from './grade.repo.ts';
import type { GradeServiceDeps } from './grade.service.ts';
import type { GradeCategoryTable, GradeInfoTable } from './grade.tables.ts';
import type { GradeStanding } from './grade-standing.ts';
import { newBusinessRow } from '../../db/columns.ts';

type CategoryWithCount = Awaited<ReturnType<GradeServiceDeps['gradeRepo']['categoriesWithCounts']>>[number];

/**
 * The operator's class console: categories, every class (transfer its owner, disband it), and the
 * organisations with their teachers. The URL's `/exam/admin` prefix admits only operators of the site.
 */
export function createGradeConsole(
  deps: GradeServiceDeps,
  standings: Pick<GradeStanding, 'cards' | 'memberRow'>,
  disbandNow: (siteId: number, grade: GradeInfoTable) => Promise<void>,
) {
  const { gradeRepo: repo, transact, clock, newId } = deps;

  async function adminCards(siteId: number, rows: GradeInfoTable[]): Promise<GradeAdminCard[]> {
    const userIds = rows.flatMap((row) => [row.owner_user_id, row.org_user_id]);
    const [cards, people] = await Promise.all([standings.cards(siteId, rows), deps.users.summaries(siteId, userIds)]);
    return cards.map((card, index) => {
      const row = rows[index]!;
      const owner = people.get(row.owner_user_id);
      return {
        ...card,
        ownerUserId: String(row.owner_user_id),
        ownerName: owner?.nickname ?? '',
        ownerMobile: owner?.mobile ?? '',
        orgUserId: String(row.org_user_id),
        orgName: people.get(row.org_user_id)?.nickname ?? '',
      };
    });
  }

  async function gradeOf(siteId: number, id: number): Promise<GradeInfoTable> {
    const grade = await repo.findGrade(siteId, id);
    if (!grade) throw notFound(GradeMessages.gradeGone);
    if (grade.status_id !== 1) throw refused(GradeMessages.disbanded);
    return grade;
  }

  async function activeCategory(siteId: number, id: number): Promise<GradeCategoryTable> {
    const [category] = await repo.categoriesById(siteId, [id]);
    if (!category || category.status_id !== 1) throw notFound(GradeMessages.categoryGone);
    return category;
  }

  /** A category name, trimmed, that no other active category has. */
  async function freeName(siteId: number, name: string, exceptId?: number): Promise<string> {
    const categoryName = name.trim();
    if (categoryName === '') throw badRequest('参数错误：categoryName 不能为空');
    const taken = (await repo.categories(siteId)).some(
      (row) => row.category_name === categoryName && row.id !== exceptId,
    );
    if (taken) throw refused(`已有名为“${categoryName}”的班级分类`);
    return categoryName;
  }

  const toCategoryAdmin = (row: CategoryWithCount): GradeCategoryAdmin => ({
    id: String(row.id),
    categoryName: row.category_name,
    sort: row.sort,
    gradeCount: Number(row.grade_count),
  });
  const categoryOut = async (siteId: number, id: number) =>
    toCategoryAdmin((await repo.categoriesWithCounts(siteId)).find((category) => category.id === id)!);

  return {
    async pageAll(siteId: number, query: GradeAdminQuery): Promise<Page<GradeAdminCard>> {
      const window = pageWindow(query);
      const scope = { kind: 'all' as const, categoryId: query.categoryId ? Number(query.categoryId) : undefined };
      const { rows, total } = await repo.pageGrades(siteId, scope, query.gradeName?.trim(), window);
      return toPage(await adminCards(siteId, rows), total, window);
    },

    /**
     * Gives a class to another teacher or organisation of the school (decision 0068): the old owner leaves
     * the class, the new one becomes its owner (no longer a student, so their place is freed). A class given
     * to an organisation becomes that organisation's; given to a teacher, it stays with its organisation.
     */
    async transfer(siteId: number, input: GradeTransfer): Promise<GradeAdminCard> {
      const grade = await gradeOf(siteId, Number(input.id));
      const newOwnerId = Number(input.userId);
      const newOwner = (await deps.users.summaries(siteId, [newOwnerId])).get(newOwnerId);
      const ownerTypes: number[] = [UserType.teacher, UserType.organisation];
      if (!newOwner || newOwner.statusId !== 1 || !ownerTypes.includes(newOwner.userType)) {
        throw badRequest(GradeMessages.notNewOwner);
      }
      if (newOwnerId === grade.owner_user_id) throw refused(GradeMessages.sameOwner);
      const now = clock.now();
      await transact(async (tx) => {
        const oldOwner = await repo.findMember(siteId, grade.id, grade.owner_user_id, tx);
        if (oldOwner) {
          await repo.updateMember(
            siteId,
            oldOwner.id,
            { status_id: QUIT, role: GradeRole.student, gmt_modified: now },
            tx,
          );
        }
        const existing = await repo.findMember(siteId, grade.id, newOwnerId, tx);
        if (existing?.status_id === MEMBER) await repo.freePlace(siteId, grade.id, tx);
        if (existing) {
          await repo.updateMember(
            siteId,
            existing.id,
            { status_id: MEMBER, role: GradeRole.owner, gmt_modified: now },
            tx,
          );
        } else {
          await repo.insertMember(standings.memberRow(siteId, grade.id, newOwnerId, GradeRole.owner), tx);
        }
        await repo.updateGrade(
          siteId,
          grade.id,
          {
            owner_user_id: newOwnerId,
            org_user_id: newOwner.userType === UserType.organisation ? newOwnerId : grade.org_user_id,
            gmt_modified: now,
          },
          tx,
        );
        await deps.messages.notify(
          siteId,
          newOwnerId,
          {
            title: '您已成为班级创建者',
            content: `运营人员已把班级“${grade.grade_name}”转给您，您现在可以管理这个班级。`,
            msgType: MessageType.notice,
          },
          tx,
        );
      });
      return (await adminCards(siteId, [(await repo.findGrade(siteId, grade.id))!]))[0]!;
    },

    async disband(siteId: number, id: number): Promise<null> {
      await disbandNow(siteId, await gradeOf(siteId, id));
      return null;
    },

    listCategories: async (siteId: number): Promise<GradeCategoryAdmin[]> =>
      (await repo.categoriesWithCounts(siteId)).map(toCategoryAdmin),

    async saveCategory(siteId: number, input: GradeCategorySave): Promise<GradeCategoryAdmin> {
      const now = clock.now();
      const row: GradeCategoryTable = {
        ...newBusinessRow(newId(), siteId, now),
        category_name: await freeName(siteId, input.categoryName),
        sort: input.sort,
      };
      await repo.insertCategory(row);
      return categoryOut(siteId, row.id);
    },

    async updateCategory(siteId: number, input: GradeCategoryUpdate): Promise<GradeCategoryAdmin> {
      const category = await activeCategory(siteId, Number(input.id));
      const categoryName = await freeName(siteId, input.categoryName, category.id);
      await repo.updateCategory(siteId, category.id, {
        category_name: categoryName,
        sort: input.sort,
        gmt_modified: clock.now(),
      });
      return categoryOut(siteId, category.id);
    },

    /** A category still holding a class (not disbanded) stays: the class would lose its category. */
    async deleteCategory(siteId: number, id: number): Promise<null> {
      const category = await activeCategory(siteId, id);
      if (await repo.categoryInUse(siteId, category.id)) throw refused(GradeMessages.categoryInUse);
      await repo.updateCategory(siteId, category.id, { status_id: 0, gmt_modified: clock.now() });
      return null;
    },

    async sortCategories(siteId: number, input: GradeCategorySort): Promise<null> {
      const ids = input.ids.map(Number);
      if (new Set(ids).size !== ids.length) throw badRequest('参数错误：ids 中有重复的分类');
      const active = new Set((await repo.categories(siteId)).map((row) => row.id));
      if (ids.some((id) => !active.has(id))) throw notFound(GradeMessages.categoryGone);
      if (ids.length !== active.size) throw badRequest('请按新顺序提交全部班级分类');
      const now = clock.now();
      await transact(async (tx) => {
        for (const [index, id] of ids.entries()) {
          await repo.updateCategory(siteId, id, { sort: index + 1, gmt_modified: now }, tx);
        }
      });
      return null;
    },

    /** Organisation accounts with their classes and the teachers of their courses (edited in the user console). */
    async pageOrgs(siteId: number, query: GradeOrgQuery): Promise<Page<GradeOrg>> {
      const page = await deps.users.adminPage(siteId, {
        pageCurrent: query.pageCurrent,
        pageSize: query.pageSize,
        keyword: query.keyword,
        userType: UserType.organisation,
      });
      const orgIds = page.list.map((org) => Number(org.id));
      const [counts, teachers] = await Promise.all([
        repo.gradeCountsOfOrgs(siteId, orgIds),
        deps.courses.orgsLecturers(siteId, orgIds),
      ]);
      return {
        ...page,
        list: page.list.map((org, index) => ({
          userId: org.id,
          nickname: org.nickname,
          mobile: org.mobile,
          statusId: org.statusId,
          gradeCount: counts.get(orgIds[index]!) ?? 0,
          teachers: teachers.get(orgIds[index]!)!.map((lecturer) => ({
            userId: lecturer.lecturerUserId,
            lecturerName: lecturer.lecturerName,
          })),
        })),
      };
    },
  };
}
