import { courseAuthorContracts } from '@school/contracts';
import { queryOptions } from '@tanstack/react-query';
import { personalQueryKey } from '~/lib/personal-queries';
import type { Requester } from '~/lib/request';

/** A teacher's own course drafts (`/account/vod/**`, `/preview/course/{id}`). */
export const COURSE_DRAFTS_KEY = personalQueryKey('course-drafts');

/** The draft as learners will see it once approved; the reply's code and message when refused. */
export const coursePreviewQuery = (api: Requester, id: string) =>
  queryOptions({
    queryKey: [...COURSE_DRAFTS_KEY, 'preview', id] as const,
    queryFn: async () => {
      const reply = await api.request(courseAuthorContracts.previewCourseAudit, { id }, { isShowErrTip: false });
      return reply.code === 200 ? { preview: reply.data } : { refusal: reply.msg || '无法预览这门课程' };
    },
  });
