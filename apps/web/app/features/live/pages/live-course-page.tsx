import { courseStudyContracts, CourseKind, liveContracts, LiveStatus, ProductType } from '@school/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useState } from 'react';
import {
  Link,
  redirect,
  useLoaderData,
  useLocation,
  useNavigate,
  useSearchParams,
  type LoaderFunctionArgs,
} from 'react-router';
import { PageBreadcrumb } from '~/components/page-breadcrumb';
import type { PayDialogSlot, PayProduct } from '~/components/pay-dialog-slot';
import { useApi } from '~/lib/api-context';
import { orNotFound } from '~/lib/loader-errors';
import { rootDataOf, siteMeta, textOf } from '~/lib/page-meta';
import { personalQueryKey, usePersonalQuery } from '~/lib/personal-queries';
import { assertOptionalId, notFound } from '~/lib/route-guards';
import { createServerApi } from '~/lib/server-api';
import { saveReturnAddress } from '~/lib/session';
import { useSchoolStore, useSchoolStoreApi } from '~/lib/store';
import { courseLessonsQuery, LIVE_ROOM_KEY } from '../api/live-queries';
import {
  featuredLesson,
  LiveCourseAbout,
  LiveCourseHero,
  LiveLessonList,
  lessonRows,
} from '../components/live-course-view';
import { LiveRoom } from '../components/live-room';
import { useNow } from '../components/use-now';
import '../live.css';

/** How often the lessons' states are read again, on the course page and in a room. */
const PAGE_SCHEDULE_MS = 30_000;
const ROOM_SCHEDULE_MS = 10_000;

/**
 * /live/detail/{id}[?periodId=N]: a live course as every reader sees it (read on the server), its
 * lessons with times and states; with `periodId` the lesson's room opens at the top. What concerns the
 * signed-in reader (bought, the room) is read in the browser. A video course's id goes to its page.
 */
export async function loadLiveCourse({ params, request, context }: LoaderFunctionArgs) {
  assertOptionalId(params.id);
  if (!params.id) notFound();
  const id = params.id;
  const api = createServerApi(context, request);
  const course = await orNotFound(api.call(courseStudyContracts.viewCourse, { id }));
  if (course.courseCategory !== CourseKind.live) throw redirect(`/view/${id}`);
  const [chapters, plans] = await Promise.all([
    api.call(courseStudyContracts.listCourseChapter, { courseId: id }),
    api.call(liveContracts.listLivePlans, { courseId: id }),
  ]);
  return { course, chapters, plans };
}

export function liveCourseMeta({
  loaderData,
  matches,
}: {
  loaderData?: Awaited<ReturnType<typeof loadLiveCourse>>;
  matches: Parameters<typeof rootDataOf>[0];
}) {
  const course = loaderData?.course;
  return siteMeta(
    course?.courseName ?? '直播详情',
    rootDataOf(matches),
    course ? textOf(course.introduce) || course.courseName : undefined,
  );
}

/** The order feature's pay dialog comes in from the route. */
export function LiveCoursePage({ PayDialog }: { PayDialog: PayDialogSlot }) {
  const loaded = useLoaderData<typeof loadLiveCourse>();
  const { course, chapters } = loaded;
  const api = useApi();
  const store = useSchoolStoreApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useSchoolStore((state) => state.tokenInfo !== '');
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const periodId = params.get('periodId') ?? undefined;
  // In a room the schedule is what tells it the lesson has ended: read it more often there.
  const plans = useQuery({
    ...courseLessonsQuery(api, course.id, loaded.plans),
    refetchInterval: periodId ? ROOM_SCHEDULE_MS : PAGE_SCHEDULE_MS,
  });
  const mine = usePersonalQuery({
    queryKey: personalQueryKey('live-course', course.id),
    queryFn: () => api.call(courseStudyContracts.viewCourseForUser, { id: course.id }),
  });
  const [paying, setPaying] = useState<PayProduct | null>(null);

  const rows = lessonRows(chapters, plans.data ?? loaded.plans);
  const allLessons = rows.flatMap((chapter) => chapter.lessons);
  const next = featuredLesson(allLessons);
  const owned = course.isFree === 1 || course.coursePrice === 0 || mine.data?.isPay === 1;
  const showBuy = !owned && (!signedIn || mine.data !== undefined);

  const enter = (id: string) => {
    setParams({ periodId: id }, { preventScrollReset: true });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const buy = () => {
    if (!signedIn) {
      void message.info('请先登录，登录后即可购买');
      saveReturnAddress(store, `${location.pathname}${location.search}`);
      void navigate('/login');
      return;
    }
    setPaying({ productType: ProductType.live, productId: course.id });
  };
  const paid = () => {
    void queryClient.invalidateQueries({ queryKey: personalQueryKey('live-course') });
    void queryClient.invalidateQueries({ queryKey: LIVE_ROOM_KEY });
  };

  return (
    <div className="live-course page-width">
      <PageBreadcrumb
        items={[
          { key: 'home', title: <Link to="/">首页</Link> },
          { key: 'live', title: <Link to="/live">公开直播</Link> },
          { key: 'course', title: <Link to={`/live/detail/${course.id}`}>{course.courseName}</Link> },
        ]}
      />
      {periodId ? (
        <LiveRoom
          key={periodId}
          periodId={periodId}
          scheduleStatus={allLessons.find((lesson) => lesson.periodId === periodId)?.liveStatus}
          onBuy={buy}
        />
      ) : (
        <LiveCourseHero course={course} lessonCount={allLessons.length} next={next} now={now}>
          <div className="live-hero__actions">
            {showBuy ? (
              <Button type="primary" size="large" onClick={buy}>
                购买课程
              </Button>
            ) : null}
            {next ? (
              <Button type={showBuy ? 'default' : 'primary'} size="large" onClick={() => enter(next.periodId)}>
                {next.liveStatus === LiveStatus.replay ? '看回放' : '进入直播间'}
              </Button>
            ) : null}
          </div>
        </LiveCourseHero>
      )}
      <div className="live-course__body">
        <section className="live-course__section">
          <h2 className="live-course__section-title">课程安排</h2>
          <LiveLessonList chapters={rows} currentPeriodId={periodId} now={now} onEnter={enter} />
        </section>
        <LiveCourseAbout course={course} />
      </div>
      <PayDialog start={paying} onClose={() => setPaying(null)} onPaid={paid} />
    </div>
  );
}
