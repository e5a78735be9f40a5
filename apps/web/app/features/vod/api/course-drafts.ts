import {
  CategoryType,
  categoryTypeOfKind,
  courseAuthorContracts,
  courseContracts,
  courseDocumentContracts,
  type CourseKind,
} from '@school/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { personalQueryKey } from '~/lib/personal-queries';
import type { Requester } from '~/lib/request';
import { docBusy } from '../course-kinds';

/** A teacher's own course drafts (`/account/vod/**`, `/preview/course/{id}`). */
export const COURSE_DRAFTS_KEY = personalQueryKey('course-drafts');
export const DRAFTS_PAGE_SIZE = 10;

/** My course drafts with their audit state, of one kind or all (`/account/vod`, `/account/live`, …, `/account/vod/check`). */
export const courseDraftsQuery = (
  api: Requester,
  page: number,
  { auditStatus, courseCategory }: { auditStatus?: 0 | 1 | 2 | undefined; courseCategory?: CourseKind } = {},
) =>
  queryOptions({
    queryKey: [...COURSE_DRAFTS_KEY, 'list', page, auditStatus ?? 'all', courseCategory ?? 'all'] as const,
    queryFn: () =>
      api.call(courseAuthorContracts.listCourseAudit, {
        pageCurrent: page,
        pageSize: DRAFTS_PAGE_SIZE,
        ...(auditStatus === undefined ? {} : { auditStatus }),
        ...(courseCategory === undefined ? {} : { courseCategory }),
      }),
    placeholderData: keepPreviousData,
  });

export const courseDraftQuery = (api: Requester, id: string) =>
  queryOptions({
    queryKey: [...COURSE_DRAFTS_KEY, 'view', id] as const,
    queryFn: () => api.call(courseAuthorContracts.viewCourseAudit, { id }),
  });

/** Chapters, lessons and their videos or documents; asked again every few seconds while one is being prepared. */
export const chapterVideosQuery = (api: Requester, courseId: string) =>
  queryOptions({
    queryKey: [...COURSE_DRAFTS_KEY, 'chapters', courseId] as const,
    queryFn: () => api.call(courseAuthorContracts.listChapterVideos, { courseId }),
    refetchInterval: (query) =>
      query.state.data?.some((chapter) =>
        chapter.periodList.some(
          (period) => period.videoStatus === 1 || period.videoStatus === 2 || (period.doc && docBusy(period.doc)),
        ),
      )
        ? 3000
        : false,
  });

/** The category tree a course of this kind is filed in: the course tree, or resources and library's. */
export const courseCategoriesQuery = (api: Requester, kind: CourseKind) => {
  const type = categoryTypeOfKind(kind);
  return queryOptions({
    queryKey: ['course-categories', type] as const,
    queryFn: () =>
      type === CategoryType.information
        ? api.call(courseDocumentContracts.listInformationCategory)
        : api.call(courseContracts.listCourseCategory),
    staleTime: 5 * 60_000,
  });
};

/** 0 waiting, 1 approved, 2 rejected (GLOSSARY auditStatus). */
export const AUDIT_LABELS: Record<number, { text: string; color: string }> = {
  0: { text: '待审核', color: 'blue' },
  1: { text: '审核通过', color: 'green' },
  2: { text: '审核不通过', color: 'red' },
};

/** A lesson's video state (0 none, then vod's 1–4). */
export const VIDEO_STATUS_LABELS: Record<number, { text: string; color: string }> = {
  0: { text: '未上传视频', color: 'default' },
  1: { text: '排队转码', color: 'blue' },
  2: { text: '转码中', color: 'blue' },
  3: { text: '可播放', color: 'green' },
  4: { text: '转码失败', color: 'red' },
};

/** The draft as learners will see it once approved; the reply's code and message when refused. */
export const coursePreviewQuery = (api: Requester, id: string) =>
  queryOptions({
    queryKey: [...COURSE_DRAFTS_KEY, 'preview', id] as const,
    queryFn: async () => {
      const reply = await api.request(courseAuthorContracts.previewCourseAudit, { id }, { isShowErrTip: false });
      return reply.code === 200 ? { preview: reply.data } : { refusal: reply.msg || '无法预览这门课程' };
    },
  });
