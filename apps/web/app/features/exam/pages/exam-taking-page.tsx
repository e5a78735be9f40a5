import { ProblemType, type PaperProblem } from '@school/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Result, Spin } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { answeredCount } from '~/components/exam-paper/answered-count';
import { ProblemView, type Answering } from '~/components/exam-paper/problem-view';
import {
  createAnswerSaver,
  formatRemaining,
  type AnswerSaver,
  type SaveState,
} from '~/features/exam/taking/answer-saver';
import { TAKING_KEY, takingQueries } from '~/features/exam/taking/api';
import { SheetBody } from '~/features/exam/taking/sheet-body';
import {
  examRecordCalls,
  examRecordSheet,
  gradeExamCalls,
  gradeExamSheet,
  type SheetCalls,
  type SheetSession,
} from '~/features/exam/taking/sheet-calls';
import '~/features/exam/taking/taking.css';
import { useApi } from '~/lib/api-context';
import { ApiError } from '~/lib/request';
import { isValidId } from '~/lib/route-guards';
import { useSchoolStore } from '~/lib/store';

/** The server is asked for the remaining time this often (and at once when the local clock runs out). */
const HEARTBEAT_MS = 30_000;
/** Typing is saved after this pause; a choice at once. */
const TYPING_PAUSE_MS = 800;

const saveStateText: Record<SaveState, string> = {
  saved: '作答已保存',
  saving: '正在保存…',
  offline: '网络异常，作答将在恢复后自动保存',
};

const isComposite = (problem: PaperProblem) => problem.children.length > 0;

/**
 * /exam/exam?recordId=…: answering a timed exam against the server's clock, every answer saved as given.
 * Class mode, /exam/exam?relationId=…: a class exam, the same sheet on the class exam calls.
 */
export function ExamTakingPage() {
  const [params] = useSearchParams();
  const recordId = params.get('recordId') ?? '';
  const relationId = params.get('relationId') ?? '';
  const classMode = params.has('relationId');
  const api = useApi();
  const signedIn = useSchoolStore((state) => state.tokenInfo !== '');
  const record = useQuery({
    ...takingQueries.session(api, recordId),
    enabled: signedIn && !classMode && isValidId(recordId),
  });
  const relation = useQuery({
    ...takingQueries.gradeSession(api, relationId),
    enabled: signedIn && classMode && isValidId(relationId),
  });
  const session = classMode ? relation : record;
  const gradeExamId = relation.data?.relation.gradeExamId ?? '';
  const calls = useMemo(
    () => (classMode ? gradeExamCalls(api, relationId, gradeExamId) : examRecordCalls(api, recordId)),
    [api, classMode, recordId, relationId, gradeExamId],
  );
  const sheet = useMemo(() => {
    if (classMode) return relation.data ? gradeExamSheet(relation.data) : undefined;
    return record.data ? examRecordSheet(record.data) : undefined;
  }, [classMode, record.data, relation.data]);

  if (!signedIn) return <Result status="info" title="请先登录后参加考试" extra={<Link to="/login">去登录</Link>} />;
  if (session.isPending && session.fetchStatus !== 'idle') return <Spin className="exam-loading" size="large" />;
  if (!sheet)
    return (
      <Result
        status="warning"
        title="找不到这场考试"
        extra={
          <Link to={classMode ? '/account/grades/my' : '/account/exams/myExam'}>
            {classMode ? '我的班级' : '我的考试'}
          </Link>
        }
      />
    );
  return <AnsweringSheet session={sheet} calls={calls} />;
}

function AnsweringSheet({ session, calls }: { session: SheetSession; calls: SheetCalls }) {
  const { titles } = session;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { modal, message } = App.useApp();
  const [answers, setAnswers] = useState(
    () => new Map(session.answers.map((saved) => [saved.problemId, saved.answer])),
  );
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const [remainingMs, setRemainingMs] = useState(session.remainingMs);
  const [cardOpen, setCardOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const deadline = useRef(0);
  const position = useRef(session.position);
  const playsKey = `exam-plays-${session.id}`;
  // Only ever rendered in the browser (the session is read there), so local storage is at hand.
  const [plays, setPlays] = useState<Record<string, number>>(
    () => JSON.parse(window.localStorage.getItem(playsKey) ?? '{}') as Record<string, number>,
  );
  const saver = useRef<AnswerSaver | null>(null);

  const problems = useMemo(() => titles.flatMap((title) => title.problems), [titles]);
  const firstNumbers = titles.map((_, index) =>
    titles.slice(0, index).reduce((sum, title) => sum + title.problems.length, 1),
  );

  const toResult = useCallback(() => {
    // Stale, not read again here: this page's own session call would now be refused.
    void queryClient.invalidateQueries({ queryKey: TAKING_KEY, refetchType: 'none' });
    void navigate(calls.resultHref, { replace: true });
  }, [navigate, queryClient, calls.resultHref]);

  useEffect(() => {
    deadline.current = Date.now() + session.remainingMs;
    const answerSaver = createAnswerSaver({
      save: async (problemId, answer) => {
        deadline.current = Date.now() + (await calls.save(problemId, answer, position.current));
      },
      onState: setSaveState,
      isFinal: (error) => error instanceof ApiError && error.code === 409,
      onFinal: () => toResult(),
    });
    saver.current = answerSaver;
    return () => answerSaver.stop();
  }, [calls, session.remainingMs, toResult]);

  // Back where the learner was when they left.
  useEffect(() => {
    if (session.position > 0) document.getElementById(`exam-q-${session.position}`)?.scrollIntoView();
  }, [session.position]);

  // The server's clock: a heartbeat now and then, and at once when the local clock runs out.
  const heartbeat = useCallback(async () => {
    try {
      const clock = await calls.clock(position.current);
      deadline.current = Date.now() + clock.remainingMs;
      if (!clock.answering || clock.remainingMs <= 0) {
        saver.current?.stop();
        void message.info('考试时间到，系统已自动交卷');
        toResult();
      }
    } catch {
      // offline: the local clock goes on; the next heartbeat asks again
    }
  }, [calls, message, toResult]);
  useEffect(() => {
    const beat = setInterval(() => void heartbeat(), HEARTBEAT_MS);
    const tick = setInterval(() => {
      const left = deadline.current - Date.now();
      setRemainingMs(left);
      if (left <= 0) void heartbeat();
    }, 1000);
    return () => {
      clearInterval(beat);
      clearInterval(tick);
    };
  }, [heartbeat]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if ((saver.current?.unsaved ?? 0) > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  const answering: Answering = {
    answerOf: (problemId) => answers.get(problemId) ?? [],
    onAnswer: (problemId, answer) => {
      const index = problems.findIndex(
        (problem) => problem.id === problemId || problem.children.some((child) => child.id === problemId),
      );
      if (index >= 0) position.current = index;
      setAnswers((current) => new Map(current).set(problemId, answer));
      const typed = problems
        .flatMap((problem) => [problem, ...problem.children])
        .find((problem) => problem.id === problemId);
      const isText =
        typed?.problemType === ProblemType.blank ||
        typed?.problemType === ProblemType.essay ||
        typed?.problemType === ProblemType.dictation;
      saver.current?.set(problemId, answer, isText ? TYPING_PAUSE_MS : 0);
    },
    playsLeft: (problemId, limit) => Math.max(0, limit - (plays[problemId] ?? 0)),
    onPlayed: (problemId) => {
      const next = { ...plays, [problemId]: (plays[problemId] ?? 0) + 1 };
      setPlays(next);
      window.localStorage.setItem(playsKey, JSON.stringify(next));
    },
  };

  const isAnswered = (problem: PaperProblem) =>
    isComposite(problem)
      ? problem.children.every((child) => (answers.get(child.id)?.length ?? 0) > 0)
      : (answers.get(problem.id)?.length ?? 0) > 0;
  const progress = answeredCount(problems, answers);

  const submit = () => {
    const left = progress.total - progress.answered;
    modal.confirm({
      title: '确认交卷？',
      content: left > 0 ? `还有 ${left} 题未作答，交卷后不能再修改。` : '全部题目已作答，交卷后不能再修改。',
      okText: '交卷',
      cancelText: '继续作答',
      onOk: async () => {
        setSubmitting(true);
        try {
          await saver.current?.flush();
          await calls.submit();
          saver.current?.stop();
          toResult();
        } catch {
          void message.error('交卷未成功，请检查网络后重试；您的作答仍在');
        } finally {
          setSubmitting(false);
        }
      },
    });
  };

  const goTo = (index: number) => {
    position.current = index;
    setCardOpen(false);
    document.getElementById(`exam-q-${index}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const card = (
    <div className="answer-card">
      <p className="answer-card__count">
        已答 {progress.answered} / {progress.total}
      </p>
      <ol className="answer-card__numbers">
        {problems.map((problem, index) => (
          <li key={problem.id}>
            <button
              type="button"
              className={isAnswered(problem) ? 'is-answered' : undefined}
              onClick={() => goTo(index)}
              aria-label={`第 ${index + 1} 题${isAnswered(problem) ? '（已答）' : '（未答）'}`}
            >
              {index + 1}
            </button>
          </li>
        ))}
      </ol>
    </div>
  );

  return (
    <div className="exam-sheet">
      <header className="exam-sheet__bar">
        <span className="exam-sheet__name">{session.examName}</span>
        <span className={`exam-sheet__clock${remainingMs < 5 * 60_000 ? ' is-urgent' : ''}`} role="timer">
          剩余 {formatRemaining(remainingMs)}
        </span>
        <span className={`exam-sheet__saved is-${saveState}`} aria-live="polite">
          {saveStateText[saveState]}
        </span>
        <Button className="exam-sheet__card-button" onClick={() => setCardOpen(true)}>
          答题卡 {progress.answered}/{progress.total}
        </Button>
        <Button type="primary" onClick={submit} loading={submitting}>
          交卷
        </Button>
      </header>
      <SheetBody card={card} cardOpen={cardOpen} onCloseCard={() => setCardOpen(false)}>
        {titles.map((title, titleIndex) => (
          <section className="exam-section" key={titleIndex}>
            <h2 className="exam-section__title">
              {titleIndex + 1}. {title.titleName}（{title.score} 分）
            </h2>
            {title.description ? <p className="exam-section__note">{title.description}</p> : null}
            {title.problems.map((problem, problemIndex) => {
              const index = firstNumbers[titleIndex]! - 1 + problemIndex;
              return (
                <div id={`exam-q-${index}`} key={problem.id} className="exam-sheet__problem">
                  <ProblemView problem={problem} number={`${index + 1}.`} answering={answering} />
                </div>
              );
            })}
          </section>
        ))}
        <div className="exam-sheet__end">
          <Button type="primary" size="large" onClick={submit} loading={submitting}>
            交卷
          </Button>
        </div>
      </SheetBody>
    </div>
  );
}
