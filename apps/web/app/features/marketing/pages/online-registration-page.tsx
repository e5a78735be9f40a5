import { courseContracts as course } from '@school/contracts';
import { CheckCircleFilled, PhoneOutlined } from '@ant-design/icons';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { CounselForm } from '~/features/marketing/components/counsel-form';
import { optional } from '~/lib/loader-errors';
import { createServerApi } from '~/lib/server-api';
import { useSchoolStore } from '~/lib/store';
import '../counsel.css';

/** The courses offered as "course of interest": the most popular ones. */
const COURSE_CHOICES = 100;

/** /onlineRegistration[?courseId=…]: the enrolment enquiry form; a course page can pass its course. */
export async function loadOnlineRegistration({ request, context }: LoaderFunctionArgs) {
  const api = createServerApi(context, request);
  const page = await optional(
    '意向课程',
    api.storeRequest(course.listCourse, { orderBy: 'popular', pageCurrent: 1, pageSize: COURSE_CHOICES }),
    null,
  );
  const courses = (page?.list ?? []).map(({ id, courseName }) => ({ id, courseName }));
  const wanted = new URL(request.url).searchParams.get('courseId');
  const initialCourse = courses.find((course) => course.id === wanted)?.courseName;
  return { courses, initialCourse };
}

const PROMISES = [
  '免费学习规划：顾问根据目标和基础定制学习路线',
  '免费试听：名师公开课任选体验',
  '水平测评：口语、听力、词汇一次摸底',
];

export function OnlineRegistrationPage() {
  const { courses, initialCourse } = useLoaderData<typeof loadOnlineRegistration>();
  const telephone = useSchoolStore((state) => state.webInfo?.telephone ?? '');
  return (
    <div className="counsel-page page-width">
      <section className="counsel-page__intro">
        <h1 className="counsel-page__title">在线报名</h1>
        <p className="counsel-page__lead">留下您的联系方式，课程顾问将为您免费答疑、推荐适合的课程。</p>
        <ul className="counsel-page__promises">
          {PROMISES.map((text) => (
            <li key={text}>
              <CheckCircleFilled /> {text}
            </li>
          ))}
        </ul>
        {telephone ? (
          <p className="counsel-page__hotline">
            <PhoneOutlined /> 咨询热线 <strong>{telephone}</strong>
          </p>
        ) : null}
        <p className="counsel-page__browse">
          想先看看课程？<Link to="/list">浏览全部课程</Link>
        </p>
      </section>
      <section className="counsel-page__form" aria-label="报名表">
        <h2 className="counsel-page__form-title">填写报名信息</h2>
        <CounselForm courses={courses} initialCourse={initialCourse} />
      </section>
    </div>
  );
}
