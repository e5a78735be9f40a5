import { ERROR_RETIRE_DAYS, examContracts, type ErrorAnswerResult } from '@school/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Progress, Result } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AccountPage } from '~/components/account-page';
import { ProblemView, type Answering } from '~/components/exam-paper/problem-view';
import { QueryContent } from '~/components/query-content';
import { ERRORS_KEY, errorQueries, REVIEW_BATCH } from '../errors/api';
import { reviewHref } from '../errors/review-href';
import { answeredAny, reviewAnswers } from '../errors/review-answers';
import '../records/records.css';
import { ExplanationVideo } from '../taking/explanation-video';
import { AnswerStateTag } from '~/components/exam-paper/answer-state-tag';
import '../taking/taking.css';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';

/**
 * 错题复习 (?id=… one problem; ?kind=… one kind; ?all=1 every problem, not only today's): answer each problem
 * again, see at once whether it was right with the answer and analysis, then go on to the next.
 */
export function ErrorReviewPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const kind = params.get('kind') ?? '';
  const all = params.get('all') === '1';
  const queue = usePersonalQuery({
    ...errorQueries.page(useApi(), {
      pageCurrent: 1,
      pageSize: REVIEW_BATCH,
      ...(kind ? { problemKind: kind } : {}),
      ...(all ? {} : { dueOnly: 1 }),
    }),
    enabled: id === '',
  });
  return (
    <AccountPage title="错题复习" actions={<Link to="/account/error/problem">返回错题本</Link>}>
      {id ? (
        <ReviewSession ids={[id]} />
      ) : (
        <QueryContent query={queue}>
          {(page) =>
            page.list.length === 0 ? (
              <Result
                status="success"
                title={all ? '错题本是空的' : '今天没有要复习的错题'}
                subTitle={all ? '考试和练习中答错的题会自动收进来。' : '按时复习，记得更牢。也可以把全部错题再练一遍。'}
                extra={
                  all ? (
                    <Link to="/exam">
                      <Button type="primary">去做题</Button>
                    </Link>
                  ) : (
                    <Link to={reviewHref({ kind, all: true })}>
                      <Button type="primary">练习全部错题</Button>
                    </Link>
                  )
                }
              />
            ) : (
              <ReviewSession ids={page.list.map((item) => item.id)} />
            )
          }
        </QueryContent>
      )}
    </AccountPage>
  );
}

interface Tally {
  right: number;
  wrong: number;
  retired: number;
}

/** One problem after another; the queue is fixed when the session starts, whatever answers change. */
function ReviewSession({ ids }: { ids: string[] }) {
  const [queue] = useState(ids);
  const [index, setIndex] = useState(0);
  const [tally, setTally] = useState<Tally>({ right: 0, wrong: 0, retired: 0 });
  if (index >= queue.length) {
    return (
      <Result
        status="success"
        title="本次复习完成"
        subTitle={`共 ${queue.length} 题：答对 ${tally.right} 题，答错 ${tally.wrong} 题${tally.retired ? `，${tally.retired} 题已移出错题本` : ''}。`}
        extra={
          <Link to="/account/error/problem">
            <Button type="primary">返回错题本</Button>
          </Link>
        }
      />
    );
  }
  return (
    <>
      <div className="review-progress">
        <span>
          第 {index + 1} / {queue.length} 题
        </span>
        <Progress percent={Math.round((index / queue.length) * 100)} showInfo={false} aria-label="复习进度" />
      </div>
      <ReviewProblem
        key={queue[index]}
        id={queue[index]!}
        last={index === queue.length - 1}
        onNext={(result) => {
          setTally((current) => ({
            right: current.right + (result.isRight ? 1 : 0),
            wrong: current.wrong + (result.isRight ? 0 : 1),
            retired: current.retired + (result.retired ? 1 : 0),
          }));
          setIndex((current) => current + 1);
        }}
      />
    </>
  );
}

function ReviewProblem({ id, last, onNext }: { id: string; last: boolean; onNext(result: ErrorAnswerResult): void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const view = usePersonalQuery({ ...errorQueries.view(api, id), staleTime: Infinity });
  const [answers, setAnswers] = useState(new Map<string, string[]>());
  const [result, setResult] = useState<ErrorAnswerResult | null>(null);
  const [sending, setSending] = useState(false);

  return (
    <QueryContent query={view}>
      {({ item, problem }) => {
        const answerOf = (problemId: string) => answers.get(problemId) ?? [];
        const body = reviewAnswers(problem, answerOf);
        const answering: Answering = {
          answerOf,
          onAnswer: (problemId, answer) => setAnswers((current) => new Map(current).set(problemId, answer)),
          disabled: result !== null || sending,
        };
        const submit = async () => {
          setSending(true);
          try {
            const reply = await api.call(examContracts.saveErrorAnswer, { id, answers: body });
            setResult(reply);
            // The list and counts are read again when the learner goes back to them.
            void queryClient.invalidateQueries({ queryKey: ERRORS_KEY, refetchType: 'none' });
          } catch {
            // shown by the request layer
          } finally {
            setSending(false);
          }
        };
        const partResults = new Map(result?.answers.map((answer) => [answer.problemId, answer]));
        return (
          <div className="review-problem">
            <p className="record-row__facts">
              <span>来自《{item.examName}》</span>
              <span>答错 {item.wrongCount} 次</span>
              <span>
                已做对 {item.correctDays}/{ERROR_RETIRE_DAYS} 天
              </span>
            </p>
            <ProblemView
              problem={result?.problem ?? problem}
              number=""
              showAnswers={result !== null}
              answering={answering}
            />
            {result ? (
              <>
                {problem.videoId ? <ExplanationVideo examId={item.examId} problemId={problem.id} /> : null}
                <div className="review-problem__parts">
                  {(problem.children.length > 0 ? problem.children : [problem]).map((part, partIndex) => {
                    const judged = partResults.get(part.id);
                    return judged ? (
                      <span key={part.id}>
                        {problem.children.length > 0 ? `（${partIndex + 1}）` : ''}
                        <AnswerStateTag result={judged} />
                      </span>
                    ) : null;
                  })}
                </div>
                <Alert
                  showIcon
                  type={result.isRight ? 'success' : 'error'}
                  title={
                    result.retired
                      ? `回答正确，已在 ${ERROR_RETIRE_DAYS} 个不同的日子做对，这道题移出错题本`
                      : result.isRight
                        ? `回答正确，下次复习 ${result.item.dueDate}`
                        : `回答错误，明天（${result.item.dueDate}）再复习一次`
                  }
                />
                <Button type="primary" className="review-problem__next" onClick={() => onNext(result)}>
                  {last ? '完成' : '下一题'}
                </Button>
              </>
            ) : (
              <Button
                type="primary"
                className="review-problem__next"
                loading={sending}
                disabled={!answeredAny(body)}
                onClick={() => void submit()}
              >
                提交答案
              </Button>
            )}
          </div>
        );
      }}
    </QueryContent>
  );
}
