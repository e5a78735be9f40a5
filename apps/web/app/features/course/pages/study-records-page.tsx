import { Button, Progress } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { AccountPage } from '~/components/account-page';
import { QueryContent } from '~/components/query-content';
import { lessonHref, myProgressQuery } from '../api/my-study';
import { StudyList, StudyRow } from '~/components/study-list';
import { formatClock } from '~/lib/clock';
import { useApi } from '~/lib/api-context';
import { pageOf } from '~/lib/paging';
import { usePersonalQuery } from '~/lib/personal-queries';

/** 学习记录 (?page=N): every course I studied, the latest first, with progress and time spent. */
export function StudyRecordsPage() {
  const [params] = useSearchParams();
  const progress = usePersonalQuery(myProgressQuery(useApi(), pageOf(params.get('page'))));
  return (
    <AccountPage title="学习记录">
      <QueryContent query={progress}>
        {(page) => (
          <StudyList page={page} empty="还没有学习记录，找一门课开始学习吧">
            {(item) => (
              <StudyRow
                key={item.courseId}
                cover={item.courseLogo}
                title={item.courseName}
                href={`/view/${item.courseId}`}
                actions={
                  <Link to={lessonHref(item.courseId, item.lastPeriodId)}>
                    <Button type="primary">继续学习</Button>
                  </Link>
                }
              >
                <Progress percent={item.progress} size="small" aria-label={`${item.courseName} 学习进度`} />
                <p>
                  已学完 {item.learnedCount}/{item.periodCount} 课时 · 累计学习 {formatClock(item.studySeconds)}
                </p>
                <p>
                  {item.lastStudyTime.slice(0, 16)} 学到「{item.lastPeriodName}」{formatClock(item.lastPosition)}
                </p>
              </StudyRow>
            )}
          </StudyList>
        )}
      </QueryContent>
    </AccountPage>
  );
}
