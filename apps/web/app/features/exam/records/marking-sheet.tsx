import {
  AnswerState,
  ExamRecordStatus,
  ExamTakingLimits,
  examContracts,
  type AnswerResult,
  type MarkView,
  type PaperProblem,
} from '@school/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, InputNumber, Popconfirm } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ProblemView } from '~/components/exam-paper/problem-view';
import { QueryContent } from '~/components/query-content';
import { AnswerStateTag } from '~/components/exam-paper/answer-state-tag';
import '~/features/exam/taking/taking.css';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';
import { MARKING_KEY, recordQueries } from './api';
import { recordScoreText } from './record-row';

const isMarkable = (result: AnswerResult | undefined) =>
  result?.state === AnswerState.awaitingMarking || result?.state === AnswerState.marked;

/** The problems of a record that a teacher marks: essays, with the passage they belong to. */
export function markableProblems(view: MarkView): { problem: PaperProblem; number: number; leaves: string[] }[] {
  const results = new Map(view.answers.map((answer) => [answer.problemId, answer]));
  const found: { problem: PaperProblem; number: number; leaves: string[] }[] = [];
  let number = 0;
  for (const title of view.titles)
    for (const problem of title.problems) {
      number += 1;
      const parts = problem.children.length > 0 ? problem.children : [problem];
      const leaves = parts.filter((part) => isMarkable(results.get(part.id))).map((part) => part.id);
      if (leaves.length > 0) found.push({ problem, number, leaves });
    }
  return found;
}

export function MarkingSheet({ recordId }: { recordId: string }) {
  const view = usePersonalQuery(recordQueries.markView(useApi(), recordId));
  return <QueryContent query={view}>{(data) => <Sheet view={data} />}</QueryContent>;
}

function Sheet({ view }: { view: MarkView }) {
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [results, setResults] = useState(() => new Map(view.answers.map((answer) => [answer.problemId, answer])));
  const [completing, setCompleting] = useState(false);
  const { record } = view;
  const open = record.recordStatus === ExamRecordStatus.marking;
  const problems = markableProblems(view);
  const waiting = [...results.values()].filter((result) => result.state === AnswerState.awaitingMarking).length;

  const complete = async () => {
    setCompleting(true);
    try {
      const done = await api.call(examContracts.completeMark, { recordId: record.id });
      void message.success(`批阅完成：${done.learnerName} 得 ${done.score} 分，已通知学员`);
      await queryClient.invalidateQueries({ queryKey: MARKING_KEY });
      void navigate('/account/exams/examAdmin');
    } catch {
      // shown by the request layer
    } finally {
      setCompleting(false);
    }
  };

  return (
    <div className="marking-sheet">
      <header className="marking-sheet__head">
        <h2>{record.examName}</h2>
        <p className="record-row__facts">
          <span>学员 {record.learnerName}</span>
          <span>交卷 {record.submitTime}</span>
          <span>{recordScoreText(record)}</span>
        </p>
      </header>
      {problems.map(({ problem, number, leaves }) => (
        <section key={problem.id} className="exam-sheet__problem marking-sheet__problem">
          <ProblemView problem={problem} number={`${number}.`} showAnswers />
          {leaves.map((leafId) => {
            const index = problem.children.findIndex((child) => child.id === leafId);
            return (
              <MarkBox
                key={leafId}
                recordId={record.id}
                label={index >= 0 ? `第 ${number} 题（${index + 1}）` : `第 ${number} 题`}
                result={results.get(leafId)!}
                editable={open}
                onSaved={(saved) => setResults((current) => new Map(current).set(saved.problemId, saved))}
              />
            );
          })}
        </section>
      ))}
      {open ? (
        <div className="marking-sheet__complete">
          <span>{waiting > 0 ? `还有 ${waiting} 道题未评分` : '全部主观题已评分'}</span>
          <Popconfirm
            title="完成批阅？"
            description="完成后分数计入总分并通知学员，不能再修改。"
            okText="完成"
            cancelText="再看看"
            onConfirm={complete}
            disabled={waiting > 0}
          >
            <Button type="primary" disabled={waiting > 0} loading={completing}>
              完成批阅
            </Button>
          </Popconfirm>
        </div>
      ) : null}
    </div>
  );
}

function MarkBox({
  recordId,
  label,
  result,
  editable,
  onSaved,
}: {
  recordId: string;
  label: string;
  result: AnswerResult;
  editable: boolean;
  onSaved(result: AnswerResult): void;
}) {
  const api = useApi();
  const { message } = App.useApp();
  const marked = result.state === AnswerState.marked;
  const [score, setScore] = useState<number | null>(marked ? result.score : null);
  const [comment, setComment] = useState(result.comment);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (score === null) return;
    setSaving(true);
    try {
      const saved = await api.call(examContracts.saveMark, { recordId, problemId: result.problemId, score, comment });
      onSaved(saved);
      void message.success(`${label}已评分`);
    } catch {
      // shown by the request layer
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="mark-box">
      <div className="mark-box__head">
        <strong>{label} 学员作答</strong>
        <AnswerStateTag result={result} />
      </div>
      <p className="mark-box__answer">{result.answer.join('\n') || '（未作答）'}</p>
      <div className="mark-box__form">
        <label>
          得分{' '}
          <InputNumber
            aria-label={`${label} 得分`}
            min={0}
            max={result.maxScore}
            step={0.5}
            precision={1}
            value={score}
            disabled={!editable}
            onChange={(next) => setScore(next)}
          />{' '}
          / {result.maxScore} 分
        </label>
        <Input.TextArea
          aria-label={`${label} 评语`}
          placeholder="评语（可选），学员查看解析时可见"
          maxLength={ExamTakingLimits.commentMax}
          autoSize={{ minRows: 1, maxRows: 4 }}
          value={comment}
          disabled={!editable}
          onChange={(event) => setComment(event.target.value)}
        />
        {editable ? (
          <Button onClick={() => void save()} loading={saving} disabled={score === null}>
            {marked ? '修改评分' : '保存评分'}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
