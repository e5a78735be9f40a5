import {
  gradeExamContracts,
  GradeExamRelationStatus,
  gradeExamRelationLabels,
  GradeExamScope,
  GradeExamState,
  type GradeExam,
  type GradeExamSave,
} from '@school/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Checkbox, Input, Modal, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';
import { RelationsTable } from './relations-table';
import { GRADE_ROWS_PAGE_SIZE, gradeExamQueries, MY_GRADES_KEY } from '../api/queries';
import { ExamForm, toLocalInput, toServerTime } from './exam-form';
import { examStateLabels, scoreShowLabels, windowOf } from './grade-facts';

type Editing = { exam?: GradeExam; takers?: string[] } | null;

/** 班级考试 of a class I run: its exams with their figures, setting, editing, deleting, the make-up window. */
export function AdminExams({ gradeId, readOnly }: { gradeId: string; readOnly: boolean }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const [makeUp, setMakeUp] = useState<GradeExam | null>(null);
  const [shown, setShown] = useState<GradeExam | null>(null);
  const exams = usePersonalQuery(
    gradeExamQueries.exams(api, { gradeId, pageCurrent: page, pageSize: GRADE_ROWS_PAGE_SIZE }),
  );

  const changed = () => queryClient.invalidateQueries({ queryKey: MY_GRADES_KEY });
  const save = async (values: GradeExamSave) => {
    if (editing?.exam) {
      await api.call(gradeExamContracts.editGradeExam, { id: editing.exam.id, ...values });
      void message.success('考试已保存');
    } else {
      await api.call(gradeExamContracts.saveGradeExam, values);
      void message.success('考试已发布');
    }
    setEditing(null);
    await changed();
  };
  const edit = async (exam: GradeExam) => {
    try {
      const takers =
        exam.studentScope === GradeExamScope.chosen
          ? await api.call(gradeExamContracts.listGradeExamStudentIds, { id: exam.id })
          : [];
      setEditing({ exam, takers });
    } catch {
      // shown by the request layer
    }
  };
  const remove = async (exam: GradeExam) => {
    try {
      await api.call(gradeExamContracts.deleteGradeExam, { id: exam.id });
      void message.success('考试已删除');
      if (shown?.id === exam.id) setShown(null);
      await changed();
    } catch {
      // shown by the request layer
    }
  };

  if (editing) {
    return (
      <section aria-label={editing.exam ? '修改考试' : '发布考试'}>
        <h3 className="grade-panel__title">{editing.exam ? `修改考试：${editing.exam.examName}` : '发布考试'}</h3>
        <ExamForm
          gradeId={gradeId}
          exam={editing.exam}
          takers={editing.takers}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      </section>
    );
  }
  return (
    <>
      {readOnly ? null : (
        <div className="grade-admin__toolbar">
          <Button type="primary" onClick={() => setEditing({})}>
            发布考试
          </Button>
        </div>
      )}
      <Table<GradeExam>
        className="grade-table"
        rowKey="id"
        size="small"
        loading={exams.isPending}
        scroll={{ x: 'max-content' }}
        dataSource={exams.data?.list ?? []}
        locale={{ emptyText: exams.isError ? '考试暂时无法读取，请稍后重试' : '班级还没有考试' }}
        pagination={{
          current: page,
          pageSize: GRADE_ROWS_PAGE_SIZE,
          total: exams.data?.totalCount ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        columns={[
          {
            title: '考试',
            key: 'name',
            render: (_, exam) => (
              <>
                <div>{exam.examName}</div>
                <div className="grade-coming">试卷：{exam.paperName}</div>
              </>
            ),
          },
          {
            title: '考试时间',
            key: 'window',
            render: (_, exam) => (
              <>
                <div>{windowOf(exam)}</div>
                <div className="grade-coming">
                  答题 {exam.answerMinutes} 分钟 · {scoreShowLabels[exam.scoreShow]}
                  {exam.isRank ? ' · 排名' : ''}
                </div>
                {exam.compensateEndTime ? (
                  <div className="grade-coming">
                    补考 {windowOf({ beginTime: exam.compensateBeginTime, endTime: exam.compensateEndTime })}
                  </div>
                ) : null}
              </>
            ),
          },
          {
            title: '状态',
            dataIndex: 'examState',
            render: (state: number) => (
              <Tag color={state === GradeExamState.open ? 'green' : 'default'}>{examStateLabels[state]}</Tag>
            ),
          },
          {
            title: '考生 / 交卷 / 已批阅',
            key: 'figures',
            render: (_, exam) => `${exam.studentCount} / ${exam.submittedCount} / ${exam.markedCount}`,
          },
          {
            title: '操作',
            key: 'actions',
            render: (_, exam) => (
              <Space wrap size={4}>
                <Button size="small" onClick={() => setShown(exam)} aria-label={`查看${exam.examName}的考生`}>
                  考生
                </Button>
                {readOnly ? null : (
                  <>
                    <Button size="small" onClick={() => void edit(exam)}>
                      修改
                    </Button>
                    {exam.examState === GradeExamState.ended ? (
                      <Button size="small" onClick={() => setMakeUp(exam)}>
                        补考
                      </Button>
                    ) : null}
                    <Popconfirm
                      title={`确定删除“${exam.examName}”吗？`}
                      description="已有学员开始考试后不能删除"
                      okText="删除"
                      cancelText="取消"
                      onConfirm={() => remove(exam)}
                    >
                      <Button size="small" danger>
                        删除
                      </Button>
                    </Popconfirm>
                  </>
                )}
              </Space>
            ),
          },
        ]}
      />
      {shown ? <ExamRelations exam={shown} /> : null}
      {makeUp ? <MakeUpModal exam={makeUp} onClose={() => setMakeUp(null)} onSaved={changed} /> : null}
    </>
  );
}

/** One exam's takers with their state and scores; those awaiting marking open on the marking desk. */
function ExamRelations({ exam }: { exam: GradeExam }) {
  const api = useApi();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<number | undefined>();
  const relations = usePersonalQuery(
    gradeExamQueries.relations(api, {
      gradeExamId: exam.id,
      relationStatus: status,
      pageCurrent: page,
      pageSize: GRADE_ROWS_PAGE_SIZE,
    }),
  );
  return (
    <section className="grade-relations" aria-label={`${exam.examName}的考生`}>
      <div className="grade-admin__toolbar">
        <h3 className="grade-panel__title">{exam.examName} · 考生</h3>
        <Select
          aria-label="考生状态"
          allowClear
          placeholder="全部状态"
          value={status}
          onChange={(next?: number) => {
            setStatus(next);
            setPage(1);
          }}
          options={Object.entries(gradeExamRelationLabels).map(([value, label]) => ({ value: Number(value), label }))}
        />
      </div>
      <RelationsTable
        relations={relations}
        page={page}
        onPage={setPage}
        failedText="考生暂时无法读取，请稍后重试"
        emptyText="没有符合条件的考生"
        columns={[
          { title: '学员', dataIndex: 'nickname' },
          { title: '状态', dataIndex: 'relationStatusName' },
          { title: '交卷时间', dataIndex: 'submitTime', render: (time: string) => time || '—' },
          { title: '系统评分', dataIndex: 'sysScore' },
          { title: '老师评分', dataIndex: 'teacherScore' },
          { title: '总分', dataIndex: 'score' },
          {
            title: '操作',
            key: 'actions',
            render: (_, relation) =>
              relation.relationStatus === GradeExamRelationStatus.marking ||
              relation.relationStatus === GradeExamRelationStatus.marked ? (
                <Link to={`/account/grades/teacher?relationId=${relation.id}`}>
                  <Button
                    size="small"
                    type={relation.relationStatus === GradeExamRelationStatus.marking ? 'primary' : 'default'}
                  >
                    {relation.relationStatus === GradeExamRelationStatus.marking ? '批阅' : '查看答卷'}
                  </Button>
                </Link>
              ) : null,
          },
        ]}
      />
    </section>
  );
}

/** A make-up window after the exam: the missed (and, if ticked, the failed) may take it once more. */
function MakeUpModal({ exam, onClose, onSaved }: { exam: GradeExam; onClose(): void; onSaved(): Promise<unknown> }) {
  const api = useApi();
  const { message } = App.useApp();
  const [begin, setBegin] = useState(exam.compensateBeginTime ? toLocalInput(exam.compensateBeginTime) : '');
  const [end, setEnd] = useState(exam.compensateEndTime ? toLocalInput(exam.compensateEndTime) : '');
  const [failed, setFailed] = useState(exam.compensateFailed === 1);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (!begin || !end) {
      void message.warning('请选择补考的开始和结束时间');
      return;
    }
    setSaving(true);
    try {
      await api.call(gradeExamContracts.setGradeExamCompensate, {
        id: exam.id,
        compensateBeginTime: toServerTime(begin),
        compensateEndTime: toServerTime(end),
        compensateFailed: failed ? 1 : 0,
      });
      void message.success('补考时间已设置');
      await onSaved();
      onClose();
    } catch {
      // shown by the request layer
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={`设置补考：${exam.examName}`}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <p className="grade-coming">补考须在考试结束（{exam.endTime.slice(0, 16)}）之后，缺考的学员可再考一次。</p>
      <label className="grade-field">
        <span>补考开始</span>
        <Input type="datetime-local" value={begin} onChange={(event) => setBegin(event.target.value)} />
      </label>
      <label className="grade-field">
        <span>补考结束</span>
        <Input type="datetime-local" value={end} onChange={(event) => setEnd(event.target.value)} />
      </label>
      <Checkbox checked={failed} onChange={(event) => setFailed(event.target.checked)}>
        不及格的学员也可补考
      </Checkbox>
    </Modal>
  );
}
