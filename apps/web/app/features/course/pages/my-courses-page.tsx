import { Button, Progress } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { AccountPage } from '~/components/account-page';
import { QueryContent } from '~/components/query-content';
import { lessonHref, myCoursesQuery } from '../api/my-study';
import { StudyList, StudyRow } from '~/components/study-list';
import { useApi } from '~/lib/api-context';
import { pageOf } from '~/lib/paging';
import { usePersonalQuery } from '~/lib/personal-queries';

/** 我的课程 (?page=N): courses bought or granted, with my progress and a way back to the last lesson. */
export function MyCoursesPage() {
  const [params] = useSearchParams();
  const courses = usePersonalQuery(myCoursesQuery(useApi(), pageOf(params.get('page'))));
  return (
    <AccountPage title="我的课程" note={courses.data ? `共 ${courses.data.totalCount} 门` : undefined}>
      <QueryContent query={courses}>
        {(page) => (
          <StudyList page={page} empty="还没有已购买或获赠的课程">
            {(item) => {
              const href = `/view/${item.course.id}`;
              return (
                <StudyRow
                  key={item.course.id}
                  cover={item.course.courseLogo}
                  title={item.course.courseName}
                  href={href}
                  actions={
                    <Link to={item.lastStudy ? lessonHref(item.course.id, item.lastStudy.periodId) : href}>
                      <Button type="primary">{item.lastStudy ? '继续学习' : '开始学习'}</Button>
                    </Link>
                  }
                >
                  <Progress percent={item.progress} size="small" aria-label={`${item.course.courseName} 学习进度`} />
                  <p>
                    已学完 {item.learnedCount}/{item.periodCount} 课时
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
