import { gradeContracts, GradeRole, UserType, type GradeInfo, type GradeSave } from '@school/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Popconfirm, Result, Spin } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AccountPage } from '~/components/account-page';
import { ListPager } from '~/components/paged-list';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';
import { isValidId } from '~/lib/route-guards';
import { useSchoolStore, useSchoolStoreApi } from '~/lib/store';
import { GRADE_ROWS_PAGE_SIZE, gradeQueries, MY_GRADES_KEY, refreshGradeAdmin } from '../api/queries';
import { joinTypeLabels, periodOf } from '../components/grade-facts';
import { GradeForm } from '../components/grade-form';
import { MarkingDesk, MarkingSheet } from '../components/marking-desk';
import '../grade.css';

/** Creating is open or a class is being edited. */
type Editing = { grade?: GradeInfo } | null;

/**
 * 我教的班级: teachers and organisations create classes, edit and disband the ones they own; the marking desk
 * (阅卷) of the classes one runs, and one answer sheet being marked (?relationId=N, for any class administrator).
 */
export function GradeTeacherPage() {
  const [params, setParams] = useSearchParams();
  const relationId = params.get('relationId') ?? '';
  const isGradeAdmin = useSchoolStore((state) => state.isGradeAdmin);
  const api = useApi();
  const store = useSchoolStoreApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const userType = useSchoolStore((state) => state.userInfo?.userType);
  const mayCreate = userType === UserType.teacher || userType === UserType.organisation;
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const grades = usePersonalQuery({
    ...gradeQueries.run(api, { pageCurrent: page, pageSize: GRADE_ROWS_PAGE_SIZE }),
    enabled: mayCreate,
  });

  const changed = async () => {
    await queryClient.invalidateQueries({ queryKey: MY_GRADES_KEY });
    await refreshGradeAdmin(api, store.getState().setGradeAdmin);
  };
  const save = async (values: GradeSave) => {
    if (editing?.grade) {
      await api.call(gradeContracts.updateGrade, { id: editing.grade.id, ...values });
      void message.success('班级已保存');
    } else {
      await api.call(gradeContracts.saveGrade, values);
      void message.success('班级已创建');
    }
    setEditing(null);
    await changed();
  };
  const disband = async (grade: GradeInfo) => {
    try {
      await api.call(gradeContracts.disbandGrade, { id: grade.id });
      void message.success('班级已解散，已通知学员');
      await changed();
    } catch {
      // shown by the request layer
    }
  };

  const desk = (
    <section className="grade-panel grade-desk" aria-label="阅卷">
      <h2 className="grade-panel__title">阅卷</h2>
      <MarkingDesk onOpen={(id) => setParams({ relationId: id })} />
    </section>
  );
  if (isValidId(relationId)) {
    return (
      <AccountPage title="批阅答卷">
        <MarkingSheet relationId={relationId} onDone={() => setParams({})} />
      </AccountPage>
    );
  }
  if (userType !== undefined && !mayCreate && isGradeAdmin) {
    return <AccountPage title="阅卷">{desk}</AccountPage>;
  }
  if (userType !== undefined && !mayCreate) {
    return (
      <AccountPage title="我教的班级">
        <Result
          status="info"
          title="此功能仅对讲师和机构开放"
          subTitle="讲师和机构可以创建班级、安排课程。您可以在班级列表中加入感兴趣的班级。"
          extra={
            <Link to="/grade">
              <Button type="primary">去看看班级</Button>
            </Link>
          }
        />
      </AccountPage>
    );
  }
  if (editing) {
    return (
      <AccountPage title={editing.grade ? `修改班级：${editing.grade.gradeName}` : '创建班级'}>
        <GradeForm grade={editing.grade} onSave={save} onCancel={() => setEditing(null)} />
      </AccountPage>
    );
  }
  return (
    <AccountPage
      title="我教的班级"
      note={grades.data ? `共 ${grades.data.totalCount} 个` : undefined}
      actions={
        <Button type="primary" onClick={() => setEditing({})}>
          创建班级
        </Button>
      }
    >
      {grades.isPending ? (
        <Spin />
      ) : grades.isError ? (
        <Empty className="account-page__empty" description="班级列表暂时无法读取，请稍后刷新重试" />
      ) : grades.data.list.length === 0 ? (
        <Empty className="account-page__empty" description="您还没有创建班级">
          <Button type="primary" onClick={() => setEditing({})}>
            创建班级
          </Button>
        </Empty>
      ) : (
        <>
          <ul className="grade-rows">
            {grades.data.list.map((grade) => {
              const owns = grade.myRole === GradeRole.owner;
              const open = grade.isExpired === 0;
              return (
                <li key={grade.id} className="grade-row">
                  <div className="grade-row__head">
                    <h2 className="grade-row__name">{grade.gradeName}</h2>
                    <span className="grade-card__tag">{open ? joinTypeLabels[grade.joinType] : '已结束'}</span>
                  </div>
                  <p className="grade-row__facts">
                    {grade.categoryName} · {periodOf(grade)} · {grade.studentCount}/{grade.capacity} 人
                    {grade.invitationCode ? ` · 邀请码 ${grade.invitationCode}` : ''}
                    {grade.isPublic ? '' : ' · 不公开'}
                  </p>
                  <div className="grade-row__actions">
                    <Link to={`/account/grades/admin?gradeId=${grade.id}`}>
                      <Button size="small">管理学员与课程</Button>
                    </Link>
                    <Link to={`/account/grades/admin?gradeId=${grade.id}&tab=exams`}>
                      <Button size="small">班级考试</Button>
                    </Link>
                    {owns && open ? (
                      <Button size="small" onClick={() => setEditing({ grade })}>
                        修改
                      </Button>
                    ) : null}
                    {owns ? (
                      <Popconfirm
                        title="确定解散该班级吗？"
                        description="解散后学员不能再学习班级课程，系统会通知全部学员"
                        okText="解散"
                        cancelText="取消"
                        onConfirm={() => disband(grade)}
                      >
                        <Button size="small" danger>
                          解散
                        </Button>
                      </Popconfirm>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
          <ListPager page={grades.data} onPage={setPage} />
        </>
      )}
      {grades.data && grades.data.list.length > 0 ? desk : null}
    </AccountPage>
  );
}
