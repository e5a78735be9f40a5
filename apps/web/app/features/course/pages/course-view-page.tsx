import { courseStudyContracts, type CourseLessonState, type ProductType } from '@school/contracts';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useLoaderData, useLocation, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { PlainButton } from '~/components/plain-button';
import { PlainLink } from '~/components/plain-link';
import { COURSE_MINE_KEY, courseReaderQuery, fetchPublicCoursePage } from '~/features/course/api/course-page';
import { CourseChapters } from '~/features/course/components/course-chapters';
import {
  CourseAbout,
  CourseHero,
  CourseShelf,
  CourseTeachers,
  isFreeCourse,
} from '~/features/course/components/course-view';
import type { PlayRefusal } from '~/features/course/components/lesson-player';
import '~/features/course/course-page.css';
import type { PayDialogSlot, PayProduct } from '~/components/pay-dialog-slot';
import { useSiteFeedback } from '~/components/site-feedback';
import { WhenVisible } from '~/components/when-visible';
import { useApi } from '~/lib/api-context';
import { rootDataOf, siteMeta, textOf } from '~/lib/page-meta';
import { usePersonalQuery } from '~/lib/personal-queries';
import { assertOptionalId, notFound } from '~/lib/route-guards';
import { createServerApi } from '~/lib/server-api';
import { saveReturnAddress } from '~/lib/session';
import { lessonAddress } from '../lesson-address';
import { useSchoolStore, useSchoolStoreApi } from '~/lib/store';

// A lesson plays only for a signed-in reader, whom the server never renders for (decision 0016): the
// player and the notes (antd's result, spin, input and popconfirm) load when a lesson is opened.
const LessonPlayer = lazy(() =>
  import('~/features/course/components/lesson-player').then((module) => ({ default: module.LessonPlayer })),
);
const LessonNotes = lazy(() =>
  import('~/features/course/components/lesson-notes').then((module) => ({ default: module.LessonNotes })),
);
// The reader's progress and exercises show after the reader's own call, and the comments (antd's input,
// pagination and popconfirm) when they scroll near the screen: none of them is needed to be interactive
// (decision 0084).
const Progress = lazy(() => import('antd/es/progress'));
const CourseExercises = lazy(() =>
  import('~/features/course/components/course-exercises').then((module) => ({ default: module.CourseExercises })),
);
const CourseComments = lazy(() =>
  import('~/features/course/components/course-comments').then((module) => ({ default: module.CourseComments })),
);

/**
 * /view/{id}[?periodId=N]: the course page, read on the server as every reader sees it (decision 0016);
 * what concerns the signed-in reader (bought, collected, progress, lessons they may watch) is read in
 * the browser in one call (decision 0089). With `periodId` the lesson plays at the top of the same
 * page, beside its notes.
 */
export async function loadCourseView({ params, request, context }: LoaderFunctionArgs) {
  assertOptionalId(params.id);
  if (!params.id) notFound();
  const api = createServerApi(context, request);
  const page = await fetchPublicCoursePage(api, params.id);
  if (!page) notFound('课程不存在或已下架');
  return page;
}

export function courseViewMeta({
  loaderData,
  matches,
}: {
  loaderData?: Awaited<ReturnType<typeof loadCourseView>>;
  matches: Parameters<typeof rootDataOf>[0];
}) {
  const course = loaderData?.course;
  return siteMeta(
    course?.courseName ?? '课程详情',
    rootDataOf(matches),
    course ? textOf(course.introduce) || course.courseName : undefined,
  );
}

/** The order feature's pay dialog comes in from the route. */
export function CourseViewPage({ PayDialog }: { PayDialog: PayDialogSlot }) {
  const { course, chapters, related, recommended, exercises } = useLoaderData<typeof loadCourseView>();
  const api = useApi();
  const store = useSchoolStoreApi();
  const { message } = useSiteFeedback();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const signedIn = useSchoolStore((state) => state.tokenInfo !== '');
  const mine = usePersonalQuery(courseReaderQuery(api, course.id));
  const videoRef = useRef<HTMLVideoElement>(null);
  const [refusal, setRefusal] = useState<PlayRefusal>();
  const [collecting, setCollecting] = useState(false);

  const periodId = params.get('periodId') ?? undefined;
  const startAt = params.has('t') ? Math.max(0, Number(params.get('t')) || 0) : undefined;
  const lessonsById = useMemo(
    () =>
      mine.data
        ? new Map<string, CourseLessonState>(mine.data.lessons.map((lesson) => [lesson.id, lesson]))
        : undefined,
    [mine.data],
  );
  const allLessons = chapters.flatMap((chapter) => chapter.periodList);
  const current = allLessons.find((period) => period.id === periodId);
  const courseIsFree = isFreeCourse(course);
  // The course's lecturer watches every lesson without buying it.
  const owned = courseIsFree || mine.data?.isPay === 1 || mine.data?.isLecturer === 1;

  const toSignIn = (why: string, returnTo = `${location.pathname}${location.search}`) => {
    void message.info(why);
    saveReturnAddress(store, returnTo);
    void navigate('/login');
  };

  const pick = useCallback(
    (id: string) => {
      setRefusal(undefined);
      setParams({ periodId: id }, { preventScrollReset: true });
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    [setParams],
  );

  const start = () => {
    if (!signedIn) return toSignIn('请先登录，登录后即可学习');
    const resume = mine.data?.lastStudy?.periodId;
    const firstWatchable = allLessons.find(
      (period) => period.isVideo === 1 && (owned || period.canTry === 1 || lessonsById?.get(period.id)?.canWatch === 1),
    );
    const target = resume ?? firstWatchable?.id;
    if (target) pick(target);
    else void message.info('这门课程需要购买后学习');
  };

  const [paying, setPaying] = useState<PayProduct | null>(null);
  const buy = () => setPaying({ productType: course.courseCategory as ProductType, productId: course.id });
  // The player asks again once the course is mine.
  const [purchases, setPurchases] = useState(0);
  const paid = useCallback(() => {
    setRefusal(undefined);
    setPurchases((count) => count + 1);
    void queryClient.invalidateQueries({ queryKey: COURSE_MINE_KEY });
  }, [queryClient]);

  const pickLesson = (id: string) => {
    if (!signedIn)
      return toSignIn('请先登录，登录后即可观看课时', lessonAddress(location.pathname, location.search, id));
    pick(id);
  };

  const toggleCollection = async () => {
    if (!signedIn) return toSignIn('请先登录，登录后即可收藏课程');
    setCollecting(true);
    try {
      const collected = mine.data?.isCollection === 1;
      await api.call(
        collected ? courseStudyContracts.cancelCourseCollection : courseStudyContracts.saveCourseCollection,
        { courseId: course.id },
      );
      void message.success(collected ? '已取消收藏' : '已收藏');
      await queryClient.invalidateQueries({ queryKey: COURSE_MINE_KEY });
    } catch {
      // shown by the request layer
    } finally {
      setCollecting(false);
    }
  };

  const download = async (id: string) => {
    if (!signedIn) return toSignIn('请先登录，登录后即可下载附件');
    try {
      const link = await api.call(courseStudyContracts.downloadAccessory, { id });
      window.location.assign(`/apis${link.downloadUrl}`);
    } catch {
      // shown by the request layer
    }
  };

  const onRefused = useCallback((next: PlayRefusal) => setRefusal(next), []);

  return (
    <div className="course-page page-width">
      {current && signedIn ? (
        <section className="course-study" aria-label="课时播放">
          <div className="course-study__main">
            <h1 className="course-study__title">
              <PlainLink to={`/view/${course.id}`}>{course.courseName}</PlainLink>
              <span> / {current.periodName}</span>
            </h1>
            <Suspense fallback={<div className="lesson-player" />}>
              <LessonPlayer
                key={`${current.id}-${purchases}`}
                periodId={current.id}
                startAt={startAt}
                videoRef={videoRef}
                onRefused={onRefused}
              />
            </Suspense>
            {refusal ? (
              <p className="course-study__refusal">
                {refusal.msg}
                {courseIsFree || owned ? null : (
                  <>
                    {' 购买课程后即可观看全部课时。'}
                    <PlainButton type="primary" onClick={buy}>
                      购买课程
                    </PlainButton>
                  </>
                )}
              </p>
            ) : null}
          </div>
          <aside className="course-study__side">
            {refusal ? null : (
              <Suspense fallback={null}>
                <LessonNotes key={current.id} periodId={current.id} videoRef={videoRef} />
              </Suspense>
            )}
          </aside>
        </section>
      ) : (
        <CourseHero course={course}>
          {mine.data && mine.data.progress > 0 ? (
            <div className="course-hero__progress">
              <Suspense fallback={null}>
                <Progress percent={mine.data.progress} size="small" aria-label="我的课程进度" />
              </Suspense>
              <span>
                已学完 {mine.data.learnedCount}/{course.periodCount} 课时
                {mine.data.lastStudy ? `，上次学到「${mine.data.lastStudy.periodName}」` : ''}
              </span>
            </div>
          ) : null}
          <div className="course-hero__actions">
            {owned || !signedIn || mine.data === undefined ? (
              <PlainButton type="primary" size="large" onClick={start}>
                {mine.data?.lastStudy ? '继续学习' : '开始学习'}
              </PlainButton>
            ) : (
              <>
                <PlainButton type="primary" size="large" onClick={buy}>
                  购买课程
                </PlainButton>
                {course.freePeriodCount > 0 ? (
                  <PlainButton size="large" onClick={start}>
                    免费试看
                  </PlainButton>
                ) : null}
              </>
            )}
            <PlainButton
              size="large"
              loading={collecting}
              icon={mine.data?.isCollection === 1 ? <HeartFilled /> : <HeartOutlined />}
              onClick={() => void toggleCollection()}
            >
              {mine.data?.isCollection === 1 ? '已收藏' : '收藏'}
            </PlainButton>
          </div>
        </CourseHero>
      )}

      <div className="course-body">
        <div className="course-body__main">
          <section className="course-section">
            <h2 className="course-section__title">课程目录</h2>
            <CourseChapters
              chapters={chapters}
              mine={lessonsById}
              courseIsFree={courseIsFree}
              currentPeriodId={current?.id}
              onPick={pickLesson}
            />
          </section>
          <CourseAbout course={course} onDownload={(id) => void download(id)} />
          {signedIn && exercises.length > 0 ? (
            <Suspense fallback={null}>
              <CourseExercises exercises={exercises} />
            </Suspense>
          ) : null}
          <section className="course-section">
            <h2 className="course-section__title">课程评论</h2>
            <WhenVisible minHeight={120}>
              <Suspense fallback={<div className="course-comments" />}>
                <CourseComments courseId={course.id} />
              </Suspense>
            </WhenVisible>
          </section>
        </div>
        <aside className="course-body__side">
          <CourseTeachers course={course} />
          <CourseShelf title="相关课程" courses={related} />
          <CourseShelf title="推荐课程" courses={recommended} />
        </aside>
      </div>
      <PayDialog start={paying} onClose={() => setPaying(null)} onPaid={paid} />
    </div>
  );
}
