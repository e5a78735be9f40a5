import {
  GradeExamRules,
  GradeExamScope,
  GradeExamScoreShow,
  GradeExamState,
  GradeRole,
  type GradeExam,
  type GradeExamSave,
} from '@school/contracts';
import { Button, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';
import { useSaving } from '~/lib/use-saving';
import { gradeExamQueries, gradeQueries } from '../api/queries';
import { scoreShowLabels } from './grade-facts';

export interface ExamFormValues {
  examId: string;
  examName?: string;
  /** datetime-local values: 2026-12-01T09:00 */
  begin: string;
  end: string;
  answerMinutes: number;
  studentScope: GradeExamSave['studentScope'];
  userIds?: string[];
  scoreShow: GradeExamSave['scoreShow'];
  isRank: boolean;
}

/** 2026-12-01T09:00 ⇄ 2026-12-01 09:00:00 */
export const toServerTime = (local: string) => `${local.replace('T', ' ')}:00`;
export const toLocalInput = (server: string) => server.slice(0, 16).replace(' ', 'T');

export function toGradeExamSave(gradeId: string, values: ExamFormValues): GradeExamSave {
  const chosen = values.studentScope === GradeExamScope.chosen;
  return {
    gradeId,
    examId: values.examId,
    examName: values.examName?.trim() || undefined,
    beginTime: toServerTime(values.begin),
    endTime: toServerTime(values.end),
    answerMinutes: values.answerMinutes,
    studentScope: values.studentScope,
    userIds: chosen ? (values.userIds ?? []) : undefined,
    scoreShow: values.scoreShow,
    isRank: values.isRank ? 1 : 0,
  };
}

/**
 * Setting or editing a class exam: a published paper of the class's owner, the window, the answer time, all
 * or chosen students, when scores show, rank. Once the window is open only the name and a later end may change.
 */
export function ExamForm({
  gradeId,
  exam,
  takers,
  onSave,
  onCancel,
}: {
  gradeId: string;
  exam?: GradeExam;
  takers?: string[];
  onSave(values: GradeExamSave): Promise<void>;
  onCancel(): void;
}) {
  const api = useApi();
  const [form] = Form.useForm<ExamFormValues>();
  const papers = usePersonalQuery(gradeExamQueries.papers(api, gradeId));
  const students = usePersonalQuery(
    gradeQueries.students(api, { gradeId, role: GradeRole.student, pageCurrent: 1, pageSize: 100 }),
  );
  const { saving, submit } = useSaving((values: ExamFormValues) => onSave(toGradeExamSave(gradeId, values)));
  const scope = Form.useWatch('studentScope', form);
  const locked = exam !== undefined && exam.examState !== GradeExamState.notBegun;
  const paperOptions = (papers.data?.list ?? []).map((paper) => ({
    value: paper.id,
    label: `${paper.examName}（${paper.totalScore} 分，${paper.answerMinutes} 分钟）`,
    minutes: paper.answerMinutes,
  }));
  if (exam && !paperOptions.some((option) => option.value === exam.examId)) {
    paperOptions.unshift({ value: exam.examId, label: exam.paperName, minutes: exam.answerMinutes });
  }

  return (
    <Form<ExamFormValues>
      form={form}
      className="grade-form"
      layout="vertical"
      initialValues={
        exam
          ? {
              examId: exam.examId,
              examName: exam.examName,
              begin: toLocalInput(exam.beginTime),
              end: toLocalInput(exam.endTime),
              answerMinutes: exam.answerMinutes,
              studentScope: exam.studentScope as ExamFormValues['studentScope'],
              userIds: takers,
              scoreShow: exam.scoreShow as ExamFormValues['scoreShow'],
              isRank: exam.isRank === 1,
            }
          : { studentScope: GradeExamScope.all, scoreShow: GradeExamScoreShow.afterMarking, isRank: true }
      }
      onFinish={(values) => void submit(values)}
    >
      {locked ? <p className="grade-coming">考试已开始：只能修改考试名称或延长结束时间。</p> : null}
      <Form.Item
        name="examId"
        label="试卷"
        extra="班级考试使用班级创建者本人已发布的试卷"
        rules={[{ required: true, message: '请选择试卷' }]}
      >
        <Select
          aria-label="试卷"
          disabled={locked}
          loading={papers.isPending}
          options={paperOptions}
          notFoundContent="您还没有已发布的试卷"
          onChange={(examId: string) => {
            const minutes = paperOptions.find((option) => option.value === examId)?.minutes;
            if (minutes && !form.getFieldValue('answerMinutes')) form.setFieldValue('answerMinutes', minutes);
          }}
        />
      </Form.Item>
      <Form.Item name="examName" label="考试名称" extra="不填则使用试卷名称">
        <Input maxLength={GradeExamRules.nameMax} showCount />
      </Form.Item>
      <Form.Item name="begin" label="开始时间" rules={[{ required: true, message: '请选择开始时间' }]}>
        <Input type="datetime-local" disabled={locked} />
      </Form.Item>
      <Form.Item
        name="end"
        label="结束时间"
        dependencies={['begin', 'answerMinutes']}
        rules={[
          { required: true, message: '请选择结束时间' },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) => {
              const begin = getFieldValue('begin') as string | undefined;
              const minutes = getFieldValue('answerMinutes') as number | undefined;
              if (!value || !begin) return Promise.resolve();
              const span = new Date(value).getTime() - new Date(begin).getTime();
              if (span <= 0) return Promise.reject(new Error('结束时间须晚于开始时间'));
              if (minutes && span < minutes * 60_000) return Promise.reject(new Error('考试时间段不能短于答题时间'));
              return Promise.resolve();
            },
          }),
        ]}
      >
        <Input type="datetime-local" />
      </Form.Item>
      <Form.Item name="answerMinutes" label="答题时间（分钟）" rules={[{ required: true, message: '请填写答题时间' }]}>
        <InputNumber min={1} max={GradeExamRules.answerMinutesMax} precision={0} disabled={locked} />
      </Form.Item>
      <Form.Item name="studentScope" label="考生">
        <Radio.Group
          disabled={locked}
          options={[
            { value: GradeExamScope.all, label: '全班学员' },
            { value: GradeExamScope.chosen, label: '指定学员' },
          ]}
        />
      </Form.Item>
      {scope === GradeExamScope.chosen ? (
        <Form.Item name="userIds" label="指定学员" rules={[{ required: true, message: '请选择参加考试的学员' }]}>
          <Select
            mode="multiple"
            aria-label="指定学员"
            disabled={locked}
            loading={students.isPending}
            optionFilterProp="label"
            options={(students.data?.list ?? []).map((student) => ({ value: student.userId, label: student.nickname }))}
          />
        </Form.Item>
      ) : null}
      <Form.Item name="scoreShow" label="成绩公布">
        <Radio.Group
          disabled={locked}
          options={Object.entries(scoreShowLabels).map(([value, label]) => ({ value: Number(value), label }))}
        />
      </Form.Item>
      <Form.Item name="isRank" label="公布班级排名" valuePropName="checked">
        <Switch disabled={locked} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {exam ? '保存修改' : '发布考试'}
        </Button>{' '}
        <Button onClick={onCancel}>取消</Button>
      </Form.Item>
    </Form>
  );
}
