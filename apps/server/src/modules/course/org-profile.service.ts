import { UserType, type OrgAdmin, type OrgProfile, type OrgSave, type PageQuery } from '@school/contracts';
import { badRequest, notFound } from '../../core/errors.ts';
import type { IdGenerator } from '../../core/ids.ts';
import { pageWindow } from '../../core/paging.ts';
import { sanitizeRichText } from '../../core/rich-text.ts';
import type { Clock } from '../../core/time.ts';
import type { UserService } from '../user/index.ts';
import * as map from './course.mapper.ts';
import type { CourseService } from './course.service.ts';
import type { OrgProfileRepo } from './org-profile.repo.ts';

/**
 * Organisation profiles (`/schoolProfile/{id}`, keyed by the organisation's user id): the public page
 * with its lecturers and courses, and the operator's editing (decision 0007).
 */
export interface OrgProfileServiceDeps {
  orgProfileRepo: OrgProfileRepo;
  courses: Pick<CourseService, 'listOrgCourses' | 'listOrgLecturers'>;
  /** Whether the user is an enabled organisation account. */
  users: Pick<UserService, 'summaries'>;
  clock: Clock;
  newId: IdGenerator;
}

export function createOrgProfileService({ orgProfileRepo, courses, users, clock, newId }: OrgProfileServiceDeps) {
  const userOf = async (siteId: number, userId: number) => (await users.summaries(siteId, [userId])).get(userId);

  const requireProfile = async (siteId: number, userId: number) => {
    const row = await orgProfileRepo.findByUser(siteId, userId);
    if (!row) throw notFound('机构主页不存在或已被删除');
    return row;
  };

  return {
    async viewOrgProfile(siteId: number, userId: number, query: PageQuery): Promise<OrgProfile> {
      const org = await orgProfileRepo.findByUser(siteId, userId);
      const user = org?.status_id === 1 ? await userOf(siteId, userId) : undefined;
      if (!org || user?.statusId !== 1 || user.userType !== UserType.organisation) {
        throw notFound('机构不存在或未开放主页');
      }
      const window = pageWindow(query);
      return {
        id: String(org.user_id),
        orgName: org.org_name,
        orgLogo: org.org_logo,
        introduce: org.introduce,
        lecturerList: await courses.listOrgLecturers(siteId, userId),
        coursePage: await courses.listOrgCourses(siteId, userId, window),
      };
    },

    adminListOrgs: async (siteId: number): Promise<OrgAdmin[]> =>
      (await orgProfileRepo.listBySite(siteId)).map(map.toOrgAdmin),

    async saveOrg(siteId: number, input: OrgSave): Promise<OrgAdmin> {
      const userId = Number(input.id);
      const user = await userOf(siteId, userId);
      if (!user) throw notFound('机构用户不存在或已被删除');
      if (user.userType !== UserType.organisation) throw badRequest('该用户不是机构账号');
      const name = input.orgName.trim();
      if (name === '') throw badRequest('参数错误：orgName 不能为空');
      const fields = {
        org_name: name,
        org_logo: input.orgLogo,
        introduce: sanitizeRichText(input.introduce),
        sort: input.sort,
        status_id: input.statusId,
      };
      const now = clock.now();
      if (await orgProfileRepo.findByUser(siteId, userId)) {
        await orgProfileRepo.update(siteId, userId, fields, now);
      } else {
        await orgProfileRepo.insert({
          id: newId(),
          site_id: siteId,
          user_id: userId,
          gmt_create: now,
          gmt_modified: now,
          ...fields,
        });
      }
      return map.toOrgAdmin(await requireProfile(siteId, userId));
    },
  };
}

export type OrgProfileService = ReturnType<typeof createOrgProfileService>;
