import {
  DEFAULT_LECTURER_PERCENT,
  DEFAULT_REFERRAL_PERCENT,
  REFERRAL_DAYS,
  type LecturerProportion,
  type Page,
  type PageQuery,
  type ProportionSave,
  type ShareSetting,
} from '@school/contracts';
import { notFound } from '../../core/errors.ts';
import type { IdGenerator } from '../../core/ids.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { formatDateTime, type Clock } from '../../core/time.ts';
import type { LecturerService, UserService } from '../user/index.ts';
import type { LecturerProportionTable } from './order.tables.ts';
import type { ShareSettingRepo } from './share-setting.repo.ts';

export interface ShareSettingServiceDeps {
  settings: ShareSettingRepo;
  users: Pick<UserService, 'summaries' | 'idByMobile'>;
  lecturers: Pick<LecturerService, 'listEnabled'>;
  clock: Clock;
  newId: IdGenerator;
}

/** 分成设置 (decision 0037): the referral rate and per-lecturer proportions; each applies to orders paid later. */
export function createShareSettingService(deps: ShareSettingServiceDeps) {
  const { settings, users, lecturers, clock, newId } = deps;

  async function view(siteId: number): Promise<ShareSetting> {
    return {
      referralRate: (await settings.referralPercent(siteId)) ?? DEFAULT_REFERRAL_PERCENT,
      lecturerRate: DEFAULT_LECTURER_PERCENT,
      referralDays: REFERRAL_DAYS,
    };
  }

  async function describe(siteId: number, rows: LecturerProportionTable[]): Promise<LecturerProportion[]> {
    const ids = rows.map((row) => row.user_id);
    const [people, names] = await Promise.all([users.summaries(siteId, ids), lecturers.listEnabled(siteId, ids)]);
    const nameOf = new Map(names.map((lecturer) => [lecturer.userId, lecturer.lecturerName]));
    return rows.map((row) => ({
      lecturerUserId: String(row.user_id),
      lecturerName: nameOf.get(row.user_id) ?? people.get(row.user_id)?.nickname ?? '',
      mobile: people.get(row.user_id)?.mobile ?? '',
      proportion: row.proportion,
      gmtModified: formatDateTime(row.gmt_modified),
    }));
  }

  return {
    view,

    async saveReferralRate(siteId: number, referralRate: number): Promise<ShareSetting> {
      await settings.saveReferralRate({ id: newId(), site_id: siteId, referral_rate: referralRate, now: clock.now() });
      return view(siteId);
    },

    async listProportions(siteId: number, query: PageQuery): Promise<Page<LecturerProportion>> {
      const window = pageWindow(query);
      const { rows, total } = await settings.pageProportions(siteId, window.offset, window.pageSize);
      return toPage(await describe(siteId, rows), total, window);
    },

    async saveProportion(siteId: number, body: ProportionSave): Promise<LecturerProportion> {
      const userId = await users.idByMobile(siteId, body.mobile);
      const [lecturer] = userId === null ? [] : await lecturers.listEnabled(siteId, [userId]);
      if (userId === null || !lecturer) throw notFound('该手机号不是本校讲师');
      await settings.saveProportion({
        id: newId(),
        site_id: siteId,
        user_id: userId,
        proportion: body.proportion,
        now: clock.now(),
      });
      return (await describe(siteId, [(await settings.findProportion(siteId, userId))!]))[0]!;
    },

    async deleteProportion(siteId: number, lecturerUserId: number): Promise<null> {
      if (!(await settings.deleteProportion(siteId, lecturerUserId))) throw notFound('该讲师没有单独设置比例');
      return null;
    },
  };
}

export type ShareSettingService = ReturnType<typeof createShareSettingService>;
