import {
  accessoryFilePath,
  CourseRules,
  UserType,
  type AccessoryDownload,
  type CourseSignInfo,
} from '@school/contracts';
import { AppError, forbidden, notFound, wrongState } from '../../core/errors.ts';
import type { SessionUser } from '../../core/http.ts';
import { formatDateTime } from '../../core/time.ts';
import type { CourseOutlines } from './course-outline.ts';
import type { CourseStudyServiceDeps } from './course-study.service.ts';
import { mayDownload, mayWatch } from './entitlement.ts';

/**
 * What a signed-in reader may take from a course: play authorisation (entitlement → a vod play token
 * bound to the viewer) and accessory downloads through signed, expiring addresses.
 */
export function createLessonAccess(
  deps: Pick<
    CourseStudyServiceDeps,
    'lessonRepo' | 'accessoryRepo' | 'catalogue' | 'vod' | 'study' | 'media' | 'links' | 'clock'
  >,
  outlines: Pick<CourseOutlines, 'readerCourse'>,
) {
  const { lessonRepo, accessoryRepo, vod, study, clock } = deps;
  const { readerCourse } = outlines;

  /** Play authorisation: the entitlement check, then a vod play token bound to this viewer. */
  async function sign(siteId: number, user: SessionUser, periodId: number): Promise<CourseSignInfo> {
    const target = await studyTarget(siteId, user, periodId);
    const [play, states] = await Promise.all([
      vod.issuePlayToken(siteId, { kind: 'user', id: user.id }, target.videoId, { kind: 'lesson', id: periodId }),
      study.periodStates(siteId, user.id, [periodId]),
    ]);
    const state = states.get(periodId);
    // A finished lesson starts again from the beginning.
    const position = state && !state.isLearned ? Math.floor(state.position) : 0;
    return {
      ...play,
      courseId: String(target.courseId),
      chapterId: String(target.chapterId),
      periodId: String(periodId),
      periodName: target.periodName,
      position,
    };
  }

  /**
   * The lesson a signed-in viewer may watch, for play authorisation, notes and progress records:
   * refused (404 unknown, 403 not entitled, 409 no video yet) otherwise.
   */
  async function studyTarget(siteId: number, user: SessionUser, periodId: number) {
    const period = await deps.catalogue.keptLesson(siteId, `period:${periodId}`, () =>
      lessonRepo.findPeriod('published', siteId, periodId),
    );
    if (!period) throw notFound('课时不存在或已被删除');
    const { outline, owned, isLecturer } = await readerCourse(siteId, user, period.course_id);
    const chapter = outline.chapters.find((item) => item.id === String(period.chapter_id));
    const lesson = chapter?.periodList.find((item) => item.id === String(periodId));
    if (!chapter || !lesson) throw notFound('课时不存在或已被删除');
    const access = {
      periodFree: lesson.isFree === 1,
      chapterFree: chapter.isFree === 1,
      courseFree: outline.isFree,
      owned,
      isLecturer,
    };
    if (!(await mayWatch(access))) throw forbidden('购买课程后才能观看此课时，可先试看免费课时');
    if (period.video_id === 0 || lesson.isVideo !== 1) throw wrongState('该课时的视频还没有准备好，请稍后再试');
    return {
      courseId: period.course_id,
      chapterId: period.chapter_id,
      periodName: period.period_name,
      videoId: period.video_id,
      durationSeconds: lesson.videoDuration,
    };
  }

  /** Asked by vod when the key of a lesson's video is fetched: may this viewer still watch it? */
  async function mayStillWatch(siteId: number, userId: number, periodId: number, videoId: number): Promise<boolean> {
    try {
      const target = await studyTarget(siteId, { id: userId, userType: UserType.learner }, periodId);
      return target.videoId === videoId;
    } catch (error) {
      if (error instanceof AppError) return false;
      throw error;
    }
  }

  async function downloadAccessory(siteId: number, user: SessionUser, accessoryId: number): Promise<AccessoryDownload> {
    const accessory = await accessoryRepo.find('published', siteId, accessoryId);
    if (!accessory) throw notFound('附件不存在或已被删除');
    const { outline, owned, isLecturer } = await readerCourse(siteId, user, accessory.course_id);
    if (!(await mayDownload({ courseFree: outline.isFree, owned, isLecturer })))
      throw forbidden('购买课程后才能下载附件');
    const expiresAt = clock.now() + CourseRules.accessoryLinkSeconds * 1000;
    const token = deps.links.sign({ siteId, accessoryId, userId: user.id, expiresAt });
    return {
      downloadUrl: accessoryFilePath(token),
      fileName: accessory.accessory_name,
      expireTime: formatDateTime(expiresAt),
    };
  }

  /** The file behind a signed download address. */
  async function accessoryFile(token: string) {
    const grant = deps.links.read(token);
    if (!grant) throw forbidden('下载地址无效');
    if (grant.expiresAt <= clock.now()) throw forbidden('下载地址已过期，请回到课程页重新下载');
    const accessory = await accessoryRepo.find('published', grant.siteId, grant.accessoryId);
    if (!accessory) throw notFound('附件不存在或已被删除');
    const found = await deps.media.readStream(accessory.file_key);
    if (!found) throw notFound('附件不存在或已被删除');
    return { ...found, fileName: accessory.accessory_name };
  }

  return { sign, studyTarget, mayStillWatch, downloadAccessory, accessoryFile };
}
