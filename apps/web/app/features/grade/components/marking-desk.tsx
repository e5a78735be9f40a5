import {
  AnswerState,
  ExamTakingLimits,
  gradeExamContracts,
  GradeExamRelationStatus,
  type GradeAnswerResult,
  type GradeExam,
} from '@school/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Input, InputNumber, Select, Spin, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ProblemView } from '~/components/exam-paper/problem-view';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';
import { RelationsTable } from './relations-table';
import { GRADE_ROWS_PAGE_SIZE, gradeExamQueries, gradeQueries, MY_GRADES_KEY } from '../api/queries';

const isWaiting = (exam: GradeExam) => exam.submittedCount > exam.markedCount;

interface Mark {
  score: number | null;
  comment: string;
}

/**
 * 阅卷: the answer sheets awaiting marking in the classes I run, one class and exam at a time; `onOpen`
 * opens one on the marking sheet. Until the reader picks a class, the desk looks through the classes in
 * turn and opens on the first with sheets waiting (the first class when none has any).
 */
export function MarkingDesk({ onOpen }: { onOpen(relationId: string): void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [gradeId, setGradeId] = useState<string>();
  const [gradeExamId, setGradeExamId] = useState<string>();
  const [page, setPage] = useState(1);
  /** The class looked at while none is picked; past the last, the desk rests on the first. */
  const [looked, setLooked] = useState(0);
  const grades = usePersonalQuery(gradeQueries.run(api, { pageCurrent: 1, pageSize: 100 }));
  const runGrades = grades.data?.list ?? [];
  const chosenGrade = gradeId ?? (runGrades[looked] ?? runGrades[0])?.id;
  const examsOf = (id: string) => gradeExamQueries.exams(api, { gradeId: id, pageCurrent: 1, pageSize: 100 });
  const exams = usePersonalQuery({ ...examsOf(chosenGrade ?? ''), enabled: chosenGrade !== undefined });
  const waiting = (exams.data?.list ?? []).filter(isWaiting);
  const nothingWaitingHere = exams.isSuccess && !exams.isPlaceholderData && waiting.length === 0;
  if (gradeId === undefined && nothingWaitingHere && looked < runGrades.length) {
    // Classes already read with nothing waiting are passed over at once; moving on happens while
    // rendering (React's pattern for state that follows what was read), one step per class fetched.
    let next = looked + 1;
    const readEmpty = (id: string) => queryClient.getQueryData(examsOf(id).queryKey)?.list.some(isWaiting) === false;
    while (next < runGrades.length && readEmpty(runGrades[next]!.id)) next += 1;
    setLooked(next);
  }
  const chosenExam = gradeExamId ?? waiting[0]?.id;
  const relations = usePersonalQuery({
    ...gradeExamQueries.relations(api, {
      gradeExamId: chosenExam ?? '',
      relationStatus: GradeExamRelationStatus.marking,
      pageCurrent: page,
      pageSize: GRADE_ROWS_PAGE_SIZE,
    }),
    enabled: chosenExam !== undefined,
  });

  if (grades.isPending) return <Spin />;
  if (!chosenGrade) return <p className="grade-coming">您还没有管理的班级</p>;
  return (
    <>
      <div className="grade-admin__toolbar">
        <Select
          aria-label="阅卷班级"
          className="grade-desk__select"
          value={chosenGrade}
          onChange={(next: string) => {
            setGradeId(next);
            setGradeExamId(undefined);
            setPage(1);
          }}
          options={(grades.data?.list ?? []).map((grade) => ({ value: grade.id, label: grade.gradeName }))}
        />
        <Select
          aria-label="阅卷考试"
          className="grade-desk__select"
          value={chosenExam}
          placeholder="没有待批阅的考试"
          loading={exams.isPending}
          onChange={(next: string) => {
            setGradeExamId(next);
            setPage(1);
          }}
          options={(exams.data?.list ?? []).map((exam) => ({
            value: exam.id,
            label: `${exam.examName}（待批阅 ${exam.submittedCount - exam.markedCount}）`,
          }))}
        />
      </div>
      {chosenExam === undefined ? (
        <Empty className="account-page__empty" description="这个班级没有待批阅的答卷" />
      ) : (
        <RelationsTable
          relations={relations}
          page={page}
          onPage={setPage}
          failedText="答卷暂时无法读取，请稍后重试"
          emptyText="这场考试没有待批阅的答卷"
          columns={[
            { title: '学员', dataIndex: 'nickname' },
            { title: '交卷时间', dataIndex: 'submitTime' },
            { title: '系统评分', dataIndex: 'sysScore' },
            {
              title: '操作',
              key: 'actions',
              render: (_, relation) => (
                <Button size="small" type="primary" onClick={() => onOpen(relation.id)}>
                  批阅
                </Button>
              ),
            },
          ]}
        />
      )}
    </>
  );
}

/** One answer sheet: each essay's teacher score (up to its points) and comment, re-scoring, completing. */
export function MarkingSheet({ relationId, onDone }: { relationId: string; onDone(): void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const sheet = usePersonalQuery(gradeExamQueries.answers(api, relationId));
  const [marks, setMarks] = useState<Record<string, Mark>>({});
  const [busy, setBusy] = useState(false);

  if (sheet.isPending) return <Spin />;
  if (sheet.isError)
    return (
      <Empty className="account-page__empty" description="答卷暂时无法读取，请稍后重试">
        <Button onClick={onDone}>返回阅卷列表</Button>
      </Empty>
    );

  const { relation, titles, answers } = sheet.data;
  const byProblem = new Map(answers.map((answer) => [answer.problemId, answer]));
  const open = relation.relationStatus === GradeExamRelationStatus.marking;
  const essays = answers.filter((answer) => answer.state === AnswerState.awaitingMarking);
  const markOf = (answer: GradeAnswerResult): Mark =>
    marks[answer.problemId] ?? { score: open ? null : answer.teacherScore, comment: answer.comment };
  const setMark = (problemId: string, change: Partial<Mark>, answer: GradeAnswerResult) =>
    setMarks((current) => ({ ...current, [problemId]: { ...markOf(answer), ...change } }));

  const act = async (done: string, call: () => Promise<unknown>, leave: boolean) => {
    setBusy(true);
    try {
      await call();
      void message.success(done);
      void queryClient.invalidateQueries({ queryKey: MY_GRADES_KEY });
      if (leave) onDone();
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };
  const complete = () => {
    const missing = essays.filter((answer) => markOf(answer).score === null).length;
    if (missing > 0) {
      void message.warning(`还有 ${missing} 道主观题没有评分`);
      return;
    }
    void act(
      '批阅完成，已通知学员',
      () =>
        api.call(gradeExamContracts.completeGradeExamMarking, {
          relationId,
          answers: essays.map((answer) => ({
            problemId: answer.problemId,
            score: markOf(answer).score!,
            comment: markOf(answer).comment.trim() || undefined,
          })),
        }),
      true,
    );
  };

  const firstNumbers = titles.map((_, index) =>
    titles.slice(0, index).reduce((sum, title) => sum + title.problems.length, 1),
  );
  const answerBox = (leafId: string, number: string) => {
    const answer = byProblem.get(leafId);
    if (!answer) return null;
    const essay = answer.state === AnswerState.awaitingMarking || answer.state === AnswerState.marked;
    return (
      <div className="grade-answer" key={leafId}>
        <span>学员作答：{answer.answer.length > 0 ? answer.answer.join('；') : '（未作答）'}</span>
        <Tag>系统评分 {answer.sysScore}</Tag>
        {essay ? (
          <div className="grade-mark">
            <label className="grade-field">
              <span>老师评分（满分 {answer.maxScore}）</span>
              <InputNumber
                aria-label={`第 ${number} 题老师评分`}
                min={0}
                max={answer.maxScore}
                step={0.5}
                precision={1}
                disabled={!open}
                value={markOf(answer).score}
                onChange={(score) => setMark(leafId, { score }, answer)}
              />
            </label>
            <Input.TextArea
              aria-label={`第 ${number} 题评语`}
              placeholder="评语（选填）"
              rows={2}
              maxLength={ExamTakingLimits.commentMax}
              disabled={!open}
              value={markOf(answer).comment}
              onChange={(event) => setMark(leafId, { comment: event.target.value }, answer)}
            />
          </div>
        ) : null}
      </div>
    );
  };

  return (
    <section className="grade-marking" aria-label="批阅答卷">
      <div className="grade-admin__toolbar">
        <Button onClick={onDone}>返回阅卷列表</Button>
        <Link to={`/account/grades/admin?gradeId=${relation.gradeId}&tab=exams`}>班级考试</Link>
      </div>
      <h2 className="grade-row__name">
        {relation.nickname} · {relation.examName}
      </h2>
      <p className="grade-row__facts">
        {relation.relationStatusName} · 交卷于 {relation.submitTime} · 系统评分 {relation.sysScore} · 老师评分{' '}
        {relation.teacherScore} · 总分 {relation.score}/{relation.totalScore}
      </p>
      <div className="exam-paper">
        {titles.map((title, titleIndex) => (
          <section className="exam-section" key={titleIndex}>
            <h3 className="exam-section__title">
              {titleIndex + 1}. {title.titleName}（{title.score} 分）
            </h3>
            {title.problems.map((problem, problemIndex) => {
              const number = firstNumbers[titleIndex]! + problemIndex;
              return (
                <div key={problem.id} className="grade-result__problem">
                  <ProblemView problem={problem} number={`${number}.`} showAnswers />
                  {problem.children.length > 0
                    ? problem.children.map((child, index) => answerBox(child.id, `${number}(${index + 1})`))
                    : answerBox(problem.id, String(number))}
                </div>
              );
            })}
          </section>
        ))}
      </div>
      <div className="grade-admin__toolbar grade-marking__actions">
        <Button
          loading={busy}
          onClick={() =>
            void act(
              '已按试卷最新答案重新评分',
              () => api.call(gradeExamContracts.rescoreGradeExamAnswers, { relationId }),
              false,
            )
          }
        >
          重新系统评分
        </Button>
        {open ? (
          <Button type="primary" loading={busy} onClick={complete}>
            完成批阅
          </Button>
        ) : (
          <Tag color="green">已批阅</Tag>
        )}
      </div>
    </section>
  );
}
