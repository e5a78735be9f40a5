import { Tabs, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { AccountPage } from '~/components/account-page';
import { QueryContent } from '~/components/query-content';
import { StudyList, StudyRow } from '~/components/study-list';
import { AUDIT_LABELS, courseDraftsQuery } from '../api/course-drafts';
import { TeacherOnly, useTeaches } from '../components/teacher-only';
import '../vod.css';
import { useApi } from '~/lib/api-context';
import { pageOf } from '~/lib/paging';
import { usePersonalQuery } from '~/lib/personal-queries';

const TABS = [
  { key: 'all', label: '全部' },
  { key: '0', label: '待审核' },
  { key: '2', label: '审核不通过' },
  { key: '1', label: '审核通过' },
];

/**
 * 课程审核 (?status=0|1|2&page=N): where each of my courses stands in the operator's review, with the
 * latest opinion. Every edit of a draft puts it back in the queue; approval publishes it.
 */
export function CourseAuditsPage() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const auditStatus = status === '0' || status === '1' || status === '2' ? (Number(status) as 0 | 1 | 2) : undefined;
  const drafts = usePersonalQuery({
    ...courseDraftsQuery(useApi(), pageOf(params.get('page')), { auditStatus }),
    enabled: useTeaches(),
  });
  return (
    <AccountPage title="课程审核">
      <TeacherOnly>
        <Tabs
          activeKey={status ?? 'all'}
          items={TABS}
          onChange={(key) => setParams(key === 'all' ? {} : { status: key })}
        />
        <QueryContent query={drafts}>
          {(page) => (
            <StudyList page={page} empty="没有这个状态的课程">
              {(course) => {
                const audit = AUDIT_LABELS[course.auditStatus] ?? AUDIT_LABELS[0]!;
                return (
                  <StudyRow
                    key={course.id}
                    cover={course.courseLogo}
                    title={course.courseName}
                    href={`/preview/course/${course.id}`}
                  >
                    <p>
                      <Tag color={audit.color}>{audit.text}</Tag>
                      {course.isPublished ? <Tag color="blue">学员可见的版本已发布</Tag> : null}
                      提交于 {course.gmtModified.slice(0, 16)}
                    </p>
                    {course.auditOpinion ? <p className="vod-opinion">审核意见：{course.auditOpinion}</p> : null}
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
