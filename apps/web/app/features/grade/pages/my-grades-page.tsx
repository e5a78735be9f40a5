import { gradeContracts, GradeRole, type GradeInfo } from '@school/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Empty, Popconfirm, Segmented, Spin } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AccountPage } from '~/components/account-page';
import { ListPager } from '~/components/paged-list';
import { useApi } from '~/lib/api-context';
import { pageOf } from '~/lib/paging';
import { usePersonalQuery } from '~/lib/personal-queries';
import { useSchoolStoreApi } from '~/lib/store';
import { isValidId } from '~/lib/route-guards';
import { GRADE_ROWS_PAGE_SIZE, gradeExamQueries, gradeQueries, MY_GRADES_KEY, refreshGradeAdmin } from '../api/queries';
import { CourseProgressList } from '../components/course-progress';
import { MyGradeExams } from '../components/my-grade-exams';
import { periodOf, roleLabels } from '../components/grade-facts';
import '../grade.css';

function MyGradeRow({ grade, expired }: { grade: GradeInfo; expired: boolean }) {
  const api = useApi();
  const store = useSchoolStoreApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [showProgress, setShowProgress] = useState(false);
  const runs = grade.myRole === GradeRole.owner || grade.myRole === GradeRole.admin;

  const quit = async () => {
    try {
      await api.call(gradeContracts.quitGrade, { gradeId: grade.id });
      void message.success('您已退出班级');
      await queryClient.invalidateQueries({ queryKey: MY_GRADES_KEY });
      if (runs) await refreshGradeAdmin(api, store.getState().setGradeAdmin);
    } catch {
      // shown by the request layer
    }
  };

  return (
    <li className="grade-row">
      <div className="grade-row__head">
        <h2 className="grade-row__name">{grade.gradeName}</h2>
        <span className="grade-card__tag">{roleLabels[grade.myRole] ?? '成员'}</span>
      </div>
      <p className="grade-row__facts">
        {grade.categoryName} · {grade.lecturerName} · {periodOf(grade)} · {grade.studentCount} 名学员
      </p>
      <div className="grade-row__actions">
        <Button size="small" onClick={() => setShowProgress((shown) => !shown)} aria-expanded={showProgress}>
          {showProgress ? '收起进度' : '我的进度'}
        </Button>
        <Link to={`/account/grades/my?tab=exams&gradeId=${grade.id}`}>
          <Button size="small">班级考试</Button>
        </Link>
        {grade.isPublic ? (
          <Link to={`/grade/view/${grade.id}`}>
            <Button size="small">班级主页</Button>
          </Link>
        ) : null}
        {runs && !expired ? (
          <Link to={`/account/grades/admin?gradeId=${grade.id}`}>
            <Button size="small">管理班级</Button>
          </Link>
        ) : null}
        {grade.myRole !== GradeRole.owner && !expired ? (
          <Popconfirm
            title="确定退出该班级吗？"
            description="退出后班级课程不能再免费学习"
            okText="退出"
            cancelText="取消"
            onConfirm={quit}
          >
            <Button size="small" danger>
              退出班级
            </Button>
          </Popconfirm>
        ) : null}
      </div>
      {showProgress ? <CourseProgressList gradeId={grade.id} /> : null}
    </li>
  );
}

/**
 * 我的{班级} (?tab=expired|exams&page=N): the classes I am in, now and past, my progress in each, quitting;
 * my class exams (?tab=exams, one class's with &gradeId=N), the tab badged with those waiting for me.
 */
export function MyGradesPage({ title }: { title: string }) {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const expired = tab === 'expired';
  const page = pageOf(params.get('page'));
  const body = { pageCurrent: page, pageSize: GRADE_ROWS_PAGE_SIZE };
  const grades = usePersonalQuery({ ...gradeQueries.mine(api, body, expired), enabled: tab !== 'exams' });
  const tips = usePersonalQuery(gradeExamQueries.tips(api));
  const tabs = [
    { value: 'current', label: '在读班级' },
    { value: 'expired', label: '已结束' },
    {
      value: 'exams',
      label: (
        <Badge count={tips.data ?? 0} size="small" offset={[8, -2]} title="待参加的考试">
          班级考试
        </Badge>
      ),
    },
  ];
  const go = (nextTab: string, nextPage = 1) => {
    const next: Record<string, string> = {};
    if (nextTab !== 'current') next.tab = nextTab;
    if (nextPage > 1) next.page = String(nextPage);
    setParams(next);
  };
  return (
    <AccountPage
      title={`我的${title}`}
      note={grades.data && tab !== 'exams' ? `共 ${grades.data.totalCount} 个` : undefined}
      actions={
        <Link to="/grade">
          <Button type="primary">找班级</Button>
        </Link>
      }
    >
      <Segmented
        className="grade-admin__toolbar"
        value={tab === 'exams' ? 'exams' : expired ? 'expired' : 'current'}
        options={tabs}
        onChange={(next) => go(next)}
      />
      {tab === 'exams' ? (
        <MyGradeExams gradeId={isValidId(params.get('gradeId') ?? '') ? params.get('gradeId')! : undefined} />
      ) : grades.isPending ? (
        <Spin />
      ) : grades.isError ? (
        <Empty className="account-page__empty" description="班级列表暂时无法读取，请稍后刷新重试" />
      ) : grades.data.list.length === 0 ? (
        <Empty className="account-page__empty" description={expired ? '没有已结束的班级' : '您还没有加入班级'}>
          {expired ? null : (
            <Link to="/grade">
              <Button type="primary">去看看班级</Button>
            </Link>
          )}
        </Empty>
      ) : (
        <>
          <ul className="grade-rows">
            {grades.data.list.map((grade) => (
              <MyGradeRow key={grade.id} grade={grade} expired={expired} />
            ))}
          </ul>
          <ListPager page={grades.data} onPage={(next) => go(expired ? 'expired' : 'current', next)} />
        </>
      )}
    </AccountPage>
  );
}
