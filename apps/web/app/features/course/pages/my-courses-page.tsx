import { CourseKind } from '@school/contracts';
import { Button, Progress, Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { AccountPage } from '~/components/account-page';
import { QueryContent } from '~/components/query-content';
import { lessonHref, myCoursesQuery } from '../api/my-study';
import { StudyList, StudyRow } from '~/components/study-list';
import { useApi } from '~/lib/api-context';
import { COURSE_KIND_LABELS, courseKindParam, coursePageOf } from '~/lib/course-kinds';
import { pageOf } from '~/lib/paging';
import { usePersonalQuery } from '~/lib/personal-queries';

/** 我的课程 (?kind=1–4&page=N): courses, live courses, resources and documents bought or granted, with my progress. */
export function MyCoursesPage() {
  const [params, setParams] = useSearchParams();
  const kind = courseKindParam(params.get('kind'));
  const courses = usePersonalQuery(myCoursesQuery(useApi(), pageOf(params.get('page')), kind));
  return (
    <AccountPage title="我的课程" note={courses.data ? `共 ${courses.data.totalCount} 个` : undefined}>
      <Tabs
        activeKey={String(kind)}
        onChange={(key) => setParams(key === '1' ? {} : { kind: key })}
        items={Object.values(CourseKind).map((value) => ({ key: String(value), label: COURSE_KIND_LABELS[value] }))}
      />
      <QueryContent query={courses}>
        {(page) => (
          <StudyList page={page} empty={`还没有已购买或获赠的${COURSE_KIND_LABELS[kind]}`}>
            {(item) => {
              const href = coursePageOf(kind, item.course.id);
              const resume = kind === CourseKind.video && item.lastStudy;
              return (
                <StudyRow
                  key={item.course.id}
                  cover={item.course.courseLogo}
                  title={item.course.courseName}
                  href={href}
                  actions={
                    <Link to={resume ? lessonHref(item.course.id, resume.periodId) : href}>
                      <Button type="primary">
                        {resume ? '继续学习' : kind === CourseKind.video ? '开始学习' : '查看'}
                      </Button>
                    </Link>
                  }
                >
                  <Progress percent={item.progress} size="small" aria-label={`${item.course.courseName} 学习进度`} />
                  <p>
                    已学完 {item.learnedCount}/{item.periodCount}
                    {item.lastStudy ? ` · 上次学到「${item.lastStudy.periodName}」` : ''}
                  </p>
                </StudyRow>
              );
            }}
          </StudyList>
        )}
      </QueryContent>
    </AccountPage>
  );
}
