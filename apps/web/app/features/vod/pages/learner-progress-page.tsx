import { Button, Progress } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { AccountPage } from '~/components/account-page';
import { QueryContent } from '~/components/query-content';
import { StudyList, StudyRow } from '~/components/study-list';
import { lecturerProgressQuery } from '../api/learner-progress';
import { TeacherOnly, useTeaches } from '../components/teacher-only';
import '../vod.css';
import { useApi } from '~/lib/api-context';
import { formatClock } from '~/lib/clock';
import { pageOf } from '~/lib/paging';
import { usePersonalQuery } from '~/lib/personal-queries';

/** 学习进度 (?page=N): how the learners of each of my published courses are doing. */
export function LearnerProgressPage() {
  const [params] = useSearchParams();
  const progress = usePersonalQuery({
    ...lecturerProgressQuery(useApi(), pageOf(params.get('page'))),
    enabled: useTeaches(),
  });
  return (
    <AccountPage title="学习进度">
      <TeacherOnly>
        <QueryContent query={progress}>
          {(page) => (
            <StudyList page={page} empty="还没有已发布的课程">
              {(course) => {
                const details = `/account/vod/progress/details?courseId=${course.courseId}`;
                return (
                  <StudyRow
                    key={course.courseId}
                    cover={course.courseLogo}
                    title={course.courseName}
                    href={details}
                    actions={
                      <Link to={details}>
                        <Button>学员明细</Button>
                      </Link>
                    }
                  >
                    <Progress
                      percent={course.averageProgress}
                      size="small"
                      aria-label={`${course.courseName} 学员平均进度`}
                    />
                    <p>
                      {course.learnerCount} 位学员学过 · {course.finishedCount} 位学完全部 {course.periodCount} 课时 ·
                      累计观看 {formatClock(course.studySeconds)}
                    </p>
                  </StudyRow>
                );
              }}
            </StudyList>
          )}
        </QueryContent>
      </TeacherOnly>
    </AccountPage>
  );
}
