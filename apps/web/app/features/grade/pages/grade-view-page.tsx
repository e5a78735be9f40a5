import type { GradeCourse, Page } from '@school/contracts';
import { TeamOutlined } from '@ant-design/icons';
import { Link, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PageBreadcrumb } from '~/components/page-breadcrumb';
import { Picture } from '~/components/picture';
import { optional, orNotFound } from '~/lib/loader-errors';
import { rootDataOf, siteMeta, textOf } from '~/lib/page-meta';
import { isValidId, notFound } from '~/lib/route-guards';
import { createServerApi } from '~/lib/server-api';
import { publicGradeReads } from '../api/queries';
import { ClassExamsPanel } from '../components/class-exams-panel';
import { joinTypeLabels, periodOf, placesLeft } from '../components/grade-facts';
import { IntroduceText } from '../components/introduce-text';
import { JoinPanel } from '../components/join-panel';
import '../grade.css';

const GONE = '班级不存在或已解散';

/** /grade/view/{id}: the class as everyone sees it (server-rendered); my role is read in the browser. */
export async function loadGradeView({ params, request, context }: LoaderFunctionArgs) {
  if (!params.id) throw redirect('/grade');
  if (!isValidId(params.id)) notFound(GONE);
  const api = createServerApi(context, request);
  const [found, courses] = await Promise.all([
    orNotFound(publicGradeReads.page(api, { id: params.id, pageCurrent: 1, pageSize: 1 })),
    optional<Page<GradeCourse> | null>(
      '班级课程',
      publicGradeReads.courses(api, { gradeId: params.id, pageCurrent: 1, pageSize: 50 }),
      null,
    ),
  ]);
  const grade = found.list[0];
  if (!grade) notFound(GONE);
  return { grade, courses };
}

export function gradeViewMeta({
  loaderData,
  matches,
}: {
  loaderData?: Awaited<ReturnType<typeof loadGradeView>>;
  matches: Parameters<typeof rootDataOf>[0];
}) {
  const grade = loaderData?.grade;
  return siteMeta(grade?.gradeName ?? '班级详情', rootDataOf(matches), grade ? textOf(grade.introduce) : undefined);
}

/** `title`: the nav item's name for classes (the route reads it). */
export function GradeViewPage({ title }: { title: string }) {
  const { grade, courses } = useLoaderData<typeof loadGradeView>();
  return (
    <div className="grade-view-page page-width">
      <PageBreadcrumb
        items={[
          { key: 'home', title: <Link to="/">首页</Link> },
          { key: 'grade', title: <Link to="/grade">{title}</Link> },
          { key: 'view', title: grade.gradeName },
        ]}
      />
      <section className="grade-hero">
        <span className="grade-hero__cover">
          {grade.gradeLogo ? (
            <Picture src={grade.gradeLogo} sizes="(max-width: 600px) 100vw, 360px" alt="" />
          ) : (
            <TeamOutlined aria-hidden />
          )}
        </span>
        <div className="grade-hero__body">
          <h1 className="grade-hero__name">{grade.gradeName}</h1>
          <dl className="grade-hero__facts">
            <div>
              <dt>分类</dt>
              <dd>{grade.categoryName}</dd>
            </div>
            <div>
              <dt>讲师</dt>
              <dd>{grade.lecturerName}</dd>
            </div>
            <div>
              <dt>开班时间</dt>
              <dd>{periodOf(grade)}</dd>
            </div>
            <div>
              <dt>名额</dt>
              <dd>
                共 {grade.capacity} 人，剩余 <strong>{placesLeft(grade)}</strong> 个
              </dd>
            </div>
            <div>
              <dt>加入方式</dt>
              <dd>{joinTypeLabels[grade.joinType]}</dd>
            </div>
          </dl>
          <JoinPanel grade={grade} />
        </div>
      </section>
      <section className="grade-panel">
        <h2 className="grade-panel__title">班级介绍</h2>
        <IntroduceText html={grade.introduce} />
      </section>
      <section className="grade-panel">
        <h2 className="grade-panel__title">班级课程</h2>
        {courses === null ? (
          <p className="grade-coming">课程列表暂时无法读取，请稍后刷新重试</p>
        ) : courses.list.length === 0 ? (
          <p className="grade-coming">班级还没有安排课程</p>
        ) : (
          <ul className="grade-courses">
            {courses.list.map((course) => (
              <li key={course.courseId}>
                <Link to={`/view/${course.courseId}`} className="grade-course">
                  <span className="grade-course__name">{course.courseName}</span>
                  <span className="grade-course__facts">
                    {course.lecturerName} · {course.periodCount} 课时
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ClassExamsPanel gradeId={grade.id} />
    </div>
  );
}
