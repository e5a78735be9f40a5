import { Code, type CounselAdmin, type CounselAdminListBody, type CounselSave, type Page } from '@school/contracts';
import { AppError, badRequest, notFound } from '../../core/errors.ts';
import type { IdGenerator } from '../../core/ids.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import type { Clock } from '../../core/time.ts';
import type { CourseService } from '../course/index.ts';
import { toCounselAdmin } from './marketing.mapper.ts';
import type { MarketingRepo } from './marketing.repo.ts';
import { newBusinessRow } from '../../db/columns.ts';

/** Enrolment enquiries from `/onlineRegistration` and the operator's follow-up (decision 0007). */
export interface MarketingServiceDeps {
  marketingRepo: MarketingRepo;
  courses: Pick<CourseService, 'publicCourseName'>;
  clock: Clock;
  newId: IdGenerator;
}

const HOUR_MS = 3600 * 1000;
/** One mobile may send this many enquiries a day, one address this many an hour. */
export const COUNSEL_LIMITS = { perMobilePerDay: 3, perIpPerHour: 10 } as const;

export function createMarketingService({ marketingRepo, courses, clock, newId }: MarketingServiceDeps) {
  return {
    async saveCounsel(siteId: number, input: CounselSave, from: { ip: string; userId?: number }): Promise<null> {
      const name = input.name.trim();
      if (name === '') throw badRequest('请填写姓名');
      if (/[<>]/.test(name)) throw badRequest('姓名不能包含 < > 等特殊字符');
      let courseId = 0;
      let courseName = (input.courseName ?? '').trim();
      if (input.courseId !== undefined) {
        courseId = Number(input.courseId);
        const found = await courses.publicCourseName(siteId, courseId);
        if (found === undefined) throw notFound('意向课程不存在或已下架');
        courseName = found;
      }
      const now = clock.now();
      await marketingRepo.transaction(async (tx) => {
        const byMobile = await marketingRepo.counsel.countSince(
          siteId,
          { mobile: input.mobile },
          now - 24 * HOUR_MS,
          tx,
        );
        if (byMobile >= COUNSEL_LIMITS.perMobilePerDay) {
          throw new AppError(Code.tooManyRequests, '该手机号今天已提交过多次咨询，我们会尽快与您联系');
        }
        const byIp = await marketingRepo.counsel.countSince(siteId, { ip: from.ip }, now - HOUR_MS, tx);
        if (byIp >= COUNSEL_LIMITS.perIpPerHour) throw new AppError(Code.tooManyRequests, '提交过于频繁，请稍后再试');
        await marketingRepo.counsel.insert(
          {
            ...newBusinessRow(newId(), siteId, now),
            counsel_name: name,
            mobile: input.mobile,
            course_id: courseId,
            course_name: courseName,
            message: input.message.trim(),
            user_id: from.userId ?? 0,
            ip: from.ip.slice(0, 64),
            follow_status: 0,
            follow_remark: '',
            follow_operator_id: 0,
            gmt_follow: null,
          },
          tx,
        );
      });
      return null;
    },

    async adminListCounsel(siteId: number, body: CounselAdminListBody): Promise<Page<CounselAdmin>> {
      const window = pageWindow(body);
      const { rows, total } = await marketingRepo.counsel.page(
        siteId,
        {
          ...(body.followStatus !== undefined ? { followStatus: body.followStatus } : {}),
          ...(body.mobile ? { mobile: body.mobile } : {}),
        },
        window.pageSize,
        window.offset,
      );
      return toPage(rows.map(toCounselAdmin), total, window);
    },

    async followCounsel(siteId: number, id: number, remark: string, operatorId: number): Promise<CounselAdmin> {
      const text = remark.trim();
      if (text === '') throw badRequest('请填写跟进备注');
      if (!(await marketingRepo.counsel.findById(siteId, id))) throw notFound('咨询记录不存在或已被删除');
      await marketingRepo.transaction((tx) =>
        marketingRepo.counsel.follow(siteId, id, text, operatorId, clock.now(), tx),
      );
      const row = await marketingRepo.counsel.findById(siteId, id);
      if (!row) throw notFound('咨询记录不存在或已被删除');
      return toCounselAdmin(row);
    },
  };
}

export type MarketingService = ReturnType<typeof createMarketingService>;
