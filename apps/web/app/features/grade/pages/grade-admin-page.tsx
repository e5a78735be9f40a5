import { Empty, Select, Spin, Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { AccountPage } from '~/components/account-page';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';
import { gradeQueries } from '../api/queries';
import { AdminApplications } from '../components/admin-applications';
import { AdminCourses } from '../components/admin-courses';
import { AdminExams } from '../components/admin-exams';
import { AdminProgress } from '../components/admin-progress';
import { AdminStudents } from '../components/admin-students';
import { periodOf, roleLabels } from '../components/grade-facts';
import '../grade.css';

/** {班级}管理 (?gradeId=N&tab=…): one class I own or administer — applications, members, progress, courses, exams. */
export function GradeAdminPage({ title }: { title: string }) {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const grades = usePersonalQuery(gradeQueries.run(api, { pageCurrent: 1, pageSize: 100 }));
  const list = grades.data?.list ?? [];
  const grade = list.find((item) => item.id === params.get('gradeId')) ?? list[0];
  const tab = params.get('tab') ?? 'applications';
  const go = (next: { gradeId?: string; tab?: string }) =>
    setParams({ gradeId: next.gradeId ?? grade?.id ?? '', tab: next.tab ?? tab }, { replace: true });

  return (
    <AccountPage title={`${title}管理`} note={grades.data ? `您管理着 ${grades.data.totalCount} 个班级` : undefined}>
      {grades.isPending ? (
        <Spin />
      ) : !grade ? (
        <Empty className="account-page__empty" description="您还没有管理的班级">
          <Link to="/account/grades/my">查看我的班级</Link>
        </Empty>
      ) : (
        <>
          <div className="grade-admin__picker">
            <Select
              aria-label="选择班级"
              value={grade.id}
              onChange={(gradeId) => go({ gradeId })}
              options={list.map((item) => ({ value: item.id, label: item.gradeName }))}
            />
            <span className="grade-coming">
              {roleLabels[grade.myRole]} · {periodOf(grade)} · {grade.studentCount}/{grade.capacity} 人
              {grade.isExpired ? ' · 已结束（只读）' : ''}
            </span>
          </div>
          <Tabs
            activeKey={tab}
            onChange={(next) => go({ tab: next })}
            destroyOnHidden
            items={[
              {
                key: 'applications',
                label: '加入申请',
                children: <AdminApplications gradeId={grade.id} readOnly={grade.isExpired === 1} />,
              },
              {
                key: 'students',
                label: '学员',
                children: <AdminStudents gradeId={grade.id} myRole={grade.myRole} readOnly={grade.isExpired === 1} />,
              },
              {
                key: 'progress',
                label: '学习进度',
                children: <AdminProgress gradeId={grade.id} />,
              },
              {
                key: 'courses',
                label: '班级课程',
                children: (
                  <AdminCourses
                    gradeId={grade.id}
                    lecturerUserId={grade.lecturerUserId}
                    readOnly={grade.isExpired === 1}
                  />
                ),
              },
              {
                key: 'exams',
                label: '班级考试',
                children: <AdminExams gradeId={grade.id} readOnly={grade.isExpired === 1} />,
              },
            ]}
          />
        </>
      )}
    </AccountPage>
  );
}
