import { examContracts, type AnswerResult, type ExamResult, type PaperProblem } from '@school/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Popconfirm, Result, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { Link, redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { ProblemView, type Answering } from '~/components/exam-paper/problem-view';
import { TAKING_KEY, takingQueries } from '~/features/exam/taking/api';
import { CollectButton } from '~/features/exam/taking/collect-button';
import { ExplanationVideo } from '~/features/exam/taking/explanation-video';
import {
  judgedAnswers,
  nextTodo,
  partsOf,
  partsToSend,
  practiceMark,
  type PracticeMark,
} from '~/features/exam/taking/practice';
import { AnswerStateTag } from '~/components/exam-paper/answer-state-tag';
import { SheetBody } from '~/features/exam/taking/sheet-body';
import '~/features/exam/taking/taking.css';
import { useApi } from '~/lib/api-context';
import { PERSONAL_QUERY_ROOT } from '~/lib/personal-queries';
import { errorMessage } from '~/lib/request';
import { notFound, isValidId } from '~/lib/route-guards';
import { useSchoolStore } from '~/lib/store';

export function loadExercise({ params }: LoaderFunctionArgs) {
  if (!params.id) throw redirect('/exam');
  if (!isValidId(params.id)) notFound('试卷不存在或已下架');
  return null;
}

/** /exam/exercise/{id}: practising a paper without a clock, one problem at a time, each judged at once. */
export function ExamExercisePage() {
  const examId = useParams().id ?? '';
  const api = useApi();
  const signedIn = useSchoolStore((state) => state.tokenInfo !== '');
  const practice = useQuery({ ...takingQueries.practice(api, examId), enabled: signedIn });

  if (!signedIn) return <Result status="info" title="请先登录后练习" extra={<Link to="/login">去登录</Link>} />;
  if (practice.isPending) return <Spin className="exam-loading" size="large" />;
  if (!practice.data)
    return (
      <Result
        status="warning"
        title="暂时不能练习这份试卷"
        subTitle={errorMessage(practice.error)}
        extra={<Link to={`/exam/view/${examId}`}>查看试卷</Link>}
      />
    );
  return <PracticeSheet key={practice.data.record.id} practice={practice.data} />;
}

const markText: Record<PracticeMark, string> = { todo: '未做', right: '正确', wrong: '有错', open: '主观题' };

function PracticeSheet({ practice }: { practice: ExamResult }) {
  const { record } = practice;
  const api = useApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [problems, setProblems] = useState<PaperProblem[]>(() => practice.titles.flatMap((title) => title.problems));
  const [given] = useState(() => judgedAnswers(practice.answers));
  const [results, setResults] = useState(() => new Map(given.map((answer) => [answer.problemId, answer])));
  const [answers, setAnswers] = useState(() => new Map(given.map((answer) => [answer.problemId, answer.answer])));
  const [index, setIndex] = useState(() => Math.max(0, nextTodo(problems, results, -1)));
  const [sending, setSending] = useState(false);
  const [collected, setCollected] = useState(() => new Set(practice.collectedIds));
  const [cardOpen, setCardOpen] = useState(false);
  const titleOf = useMemo(() => {
    const names: string[] = [];
    for (const title of practice.titles) for (const _ of title.problems) names.push(title.titleName);
    return names;
  }, [practice.titles]);

  const problem = problems[index]!;
  const marks = problems.map((item) => practiceMark(item, results));
  const done = marks.filter((mark) => mark !== 'todo').length;
  const right = marks.filter((mark) => mark === 'right').length;
  const answerOf = (problemId: string) => answers.get(problemId) ?? [];
  const toSend = partsToSend(problem, answerOf, results);
  const judged = partsOf(problem).some((part) => results.has(part.id));

  const answering: Answering = {
    answerOf,
    onAnswer: (problemId, answer) => {
      if (!results.has(problemId)) setAnswers((current) => new Map(current).set(problemId, answer));
    },
    disabled: sending,
  };

  const submit = async () => {
    setSending(true);
    try {
      const nextResults = new Map(results);
      let full = problem;
      for (const part of toSend) {
        const feedback = await api.call(examContracts.savePracticeAnswer, { recordId: record.id, ...part });
        nextResults.set(feedback.result.problemId, feedback.result);
        full = feedback.problem;
      }
      setResults(nextResults);
      setProblems((current) => current.map((item) => (item.id === full.id ? full : item)));
      // My records and the error notebook change with a practice answer.
      void queryClient.invalidateQueries({ queryKey: [PERSONAL_QUERY_ROOT], refetchType: 'none' });
    } catch {
      // shown by the request layer
    } finally {
      setSending(false);
    }
  };

  const redo = async () => {
    try {
      for (const part of partsOf(problem))
        if (results.has(part.id))
          await api.call(examContracts.deletePracticeAnswer, { recordId: record.id, problemId: part.id });
      const cleared = (map: Map<string, unknown>) => {
        const next = new Map(map);
        for (const part of partsOf(problem)) next.delete(part.id);
        return next;
      };
      setResults((current) => cleared(current) as typeof current);
      setAnswers((current) => cleared(current) as typeof current);
    } catch {
      // shown by the request layer
    }
  };

  const restart = async () => {
    try {
      await api.call(examContracts.deletePractice, { recordId: record.id });
      await queryClient.resetQueries({ queryKey: [...TAKING_KEY, 'practice', record.examId] });
      void message.success('已清空，重新开始练习');
    } catch {
      // shown by the request layer
    }
  };

  const goTo = (next: number) => {
    setIndex(next);
    setCardOpen(false);
    window.scrollTo({ top: 0 });
  };
  const following = nextTodo(problems, results, index);

  const card = (
    <div className="answer-card">
      <p className="answer-card__count">
        已练 {done} / {problems.length} · 正确 {right}
      </p>
      <ol className="answer-card__numbers">
        {problems.map((item, number) => (
          <li key={item.id}>
            <button
              type="button"
              className={`is-${marks[number]}${number === index ? ' is-current' : ''}`}
              aria-current={number === index ? 'step' : undefined}
              onClick={() => goTo(number)}
              aria-label={`第 ${number + 1} 题（${markText[marks[number]!]}）`}
            >
              {number + 1}
            </button>
          </li>
        ))}
      </ol>
    </div>
  );

  return (
    <div className="exam-sheet practice-sheet">
      <header className="exam-sheet__bar">
        <span className="exam-sheet__name">{record.examName} · 练习</span>
        <span className="exam-sheet__saved">
          已练 {done}/{problems.length}，正确 {right}
        </span>
        <Button className="exam-sheet__card-button" onClick={() => setCardOpen(true)}>
          答题卡
        </Button>
        <Popconfirm
          title="重新练习？"
          description="清空本份试卷的练习作答（错题本中的题保留）。"
          okText="重新练习"
          cancelText="取消"
          onConfirm={restart}
        >
          <Button>重新练习</Button>
        </Popconfirm>
      </header>
      <SheetBody card={card} cardOpen={cardOpen} onCloseCard={() => setCardOpen(false)}>
        <p className="exam-section__note">{titleOf[index]}</p>
        <ProblemView problem={problem} number={`${index + 1}.`} showAnswers={judged} answering={answering} />
        {judged ? <Judgement problem={problem} results={results} /> : null}
        <div className="problem-tools">
          <CollectButton
            key={problem.id}
            examId={record.examId}
            problemId={problem.id}
            collected={collected.has(problem.id)}
            onChange={(isCollected) =>
              setCollected((current) => {
                const next = new Set(current);
                if (isCollected) next.add(problem.id);
                else next.delete(problem.id);
                return next;
              })
            }
          />
          {judged && problem.videoId ? <ExplanationVideo examId={record.examId} problemId={problem.id} /> : null}
        </div>
        <div className="practice-sheet__actions">
          <Button disabled={index === 0} onClick={() => goTo(index - 1)}>
            上一题
          </Button>
          {toSend.length > 0 ? (
            <Button type="primary" loading={sending} onClick={() => void submit()}>
              提交答案
            </Button>
          ) : null}
          {judged && toSend.length === 0 ? <Button onClick={() => void redo()}>重做本题</Button> : null}
          {index < problems.length - 1 ? (
            <Button type={judged ? 'primary' : 'default'} onClick={() => goTo(index + 1)}>
              下一题
            </Button>
          ) : null}
        </div>
        {following === -1 ? (
          <Alert
            className="practice-sheet__done"
            type="success"
            showIcon
            title={`全部 ${problems.length} 题已练完，正确 ${right} 题`}
            description={
              <>
                答错的题已收进<Link to="/account/error/problem">错题本</Link>，会按遗忘规律提醒您复习。
              </>
            }
          />
        ) : null}
      </SheetBody>
    </div>
  );
}

/** How each judged part went, under the problem with its answer and analysis. */
function Judgement({ problem, results }: { problem: PaperProblem; results: ReadonlyMap<string, AnswerResult> }) {
  const parts = partsOf(problem);
  return (
    <div className="review-problem__parts">
      {parts.map((part, partIndex) => {
        const result = results.get(part.id);
        return result ? (
          <span key={part.id}>
            {parts.length > 1 ? `（${partIndex + 1}）` : ''}
            <AnswerStateTag result={result} />
          </span>
        ) : null;
      })}
    </div>
  );
}
