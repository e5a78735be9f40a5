import type {
  AccessoryAudit,
  ChapterAudit,
  CourseAccessory,
  CourseAuditItem,
  CourseChapter,
  CourseComment,
  CoursePeriod,
  CoursePic,
  PeriodAudit,
} from '@school/contracts';
import { formatDateTime } from '../../core/time.ts';
import type { VideoRecord } from '../vod/index.ts';
import type {
  CourseAccessoryTable,
  CourseAuditTable,
  CourseChapterTable,
  CourseCommentTable,
  CoursePeriodTable,
  CoursePicTable,
} from './course.tables.ts';
import { courseCardFields } from './course.mapper.ts';

/** Rows of video courses → wire objects of the course contract. */

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);
const READY = 3;

export const toPic = (row: CoursePicTable): CoursePic => ({
  id: String(row.id),
  picUrl: row.pic_url,
  picName: row.pic_name,
  sort: row.sort,
});

export const videoSeconds = (video: VideoRecord | undefined): number =>
  video && video.videoStatus === READY ? Math.round(video.duration) : 0;

/** What a lesson shows to learners and to its teacher alike. */
const periodFields = (row: CoursePeriodTable) => ({
  id: String(row.id),
  courseId: String(row.course_id),
  chapterId: String(row.chapter_id),
  periodName: row.period_name,
  periodDesc: row.period_desc,
  isFree: flag(row.is_free),
});

export const toCoursePeriod = (
  row: CoursePeriodTable,
  chapter: CourseChapterTable,
  courseFree: boolean,
  video: VideoRecord | undefined,
  pics: CoursePicTable[],
): CoursePeriod => ({
  ...periodFields(row),
  canTry: flag(row.is_free === 1 || chapter.is_free === 1 || courseFree ? 1 : 0),
  isVideo: flag(video?.videoStatus === READY ? 1 : 0),
  videoDuration: videoSeconds(video),
  sort: row.sort,
  picList: pics.map(toPic),
});

/** Chapters with their lessons and pictures, in order. */
export function toCourseChapters(
  chapters: CourseChapterTable[],
  periods: CoursePeriodTable[],
  pics: CoursePicTable[],
  videos: Map<number, VideoRecord>,
  courseFree: boolean,
): CourseChapter[] {
  return chapters.map((chapter) => ({
    id: String(chapter.id),
    courseId: String(chapter.course_id),
    chapterName: chapter.chapter_name,
    chapterDesc: chapter.chapter_desc,
    isFree: flag(chapter.is_free),
    sort: chapter.sort,
    picList: pics.filter((pic) => pic.chapter_id === chapter.id && pic.period_id === 0).map(toPic),
    periodList: periods
      .filter((period) => period.chapter_id === chapter.id)
      .map((period) =>
        toCoursePeriod(
          period,
          chapter,
          courseFree,
          videos.get(period.video_id),
          pics.filter((pic) => pic.period_id === period.id),
        ),
      ),
  }));
}

export const toCourseAccessory = (row: CourseAccessoryTable): CourseAccessory => ({
  id: String(row.id),
  accessoryName: row.accessory_name,
  fileSize: row.file_size,
});

export const toAccessoryAudit = (row: CourseAccessoryTable): AccessoryAudit => ({
  id: String(row.id),
  courseId: String(row.course_id),
  accessoryName: row.accessory_name,
  fileSize: row.file_size,
  sort: row.sort,
  gmtCreate: formatDateTime(row.gmt_create),
});

export const toChapterAudit = (row: CourseChapterTable, periodCount: number): ChapterAudit => ({
  id: String(row.id),
  courseId: String(row.course_id),
  chapterName: row.chapter_name,
  chapterDesc: row.chapter_desc,
  isFree: flag(row.is_free),
  sort: row.sort,
  periodCount,
});

export const toPeriodAudit = (row: CoursePeriodTable, video: VideoRecord | undefined): PeriodAudit => ({
  ...periodFields(row),
  sort: row.sort,
  videoId: String(row.video_id),
  videoName: row.video_id === 0 ? '' : row.video_name,
  videoStatus: row.video_id === 0 ? 0 : (video?.videoStatus ?? 0),
  videoDuration: video ? Math.round(video.duration) : 0,
  startTime: row.live_begin ? formatDateTime(row.live_begin) : '',
  endTime: row.live_end ? formatDateTime(row.live_end) : '',
});

export const toCourseAuditItem = (
  row: CourseAuditTable,
  extra: { lecturerName: string; isPublished: boolean; chapterCount: number; periodCount: number },
): CourseAuditItem => ({
  ...courseCardFields(row),
  isPutAway: flag(row.is_put_away),
  auditStatus: row.audit_status,
  auditOpinion: row.audit_opinion,
  isPublished: flag(extra.isPublished ? 1 : 0),
  categoryId1: String(row.category1_id),
  categoryId2: String(row.category2_id),
  categoryId3: String(row.category3_id),
  lecturerUserId: String(row.lecturer_user_id),
  lecturerName: extra.lecturerName,
  chapterCount: extra.chapterCount,
  periodCount: extra.periodCount,
  gmtCreate: formatDateTime(row.gmt_create),
  gmtModified: formatDateTime(row.gmt_modified),
});

export const toCourseComment = (
  row: CourseCommentTable,
  author: { nickname: string; headImgUrl: string } | undefined,
  viewerId: number | undefined,
): CourseComment => ({
  id: String(row.id),
  courseId: String(row.course_id),
  parentId: String(row.parent_id),
  userId: String(row.user_id),
  nickname: author?.nickname ?? '',
  headImgUrl: author?.headImgUrl ?? '',
  content: row.content,
  isMine: flag(viewerId === row.user_id ? 1 : 0),
  gmtCreate: formatDateTime(row.gmt_create),
});
