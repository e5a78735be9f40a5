import { AnswerState, type AnswerResult, type PaperProblem } from '@school/contracts';
import { AnswerStateTag } from './answer-state-tag';
import './exam-paper.css';

/** An answer as a result page shows it; a class exam's carries the teacher's points apart. */
export type ShownAnswer = Pick<AnswerResult, 'state' | 'score' | 'maxScore' | 'answer' | 'comment'> & {
  teacherScore?: number;
};

function MyAnswer({ result }: { result: ShownAnswer | undefined }) {
  if (!result) return null;
  const marked = result.teacherScore !== undefined && (result.teacherScore > 0 || result.state === AnswerState.marked);
  return (
    <div className="my-answer">
      <AnswerStateTag result={result} />
      <span>我的作答：{result.answer.length > 0 ? result.answer.join('；') : '（未作答）'}</span>
      {marked ? <span>老师评分 {result.teacherScore} 分</span> : null}
      {result.comment ? <p className="my-answer__comment">老师评语：{result.comment}</p> : null}
    </div>
  );
}

/**
 * What the learner answered under a problem of a result page, and under each of its parts (material and
 * listening problems): the state and points, the answer, the teacher's score and comment.
 */
export function MyAnswers({
  problem,
  byProblem,
}: {
  problem: PaperProblem;
  byProblem: ReadonlyMap<string, ShownAnswer>;
}) {
  return (
    <>
      <MyAnswer result={byProblem.get(problem.id)} />
      {problem.children.map((child, index) => (
        <div key={child.id} className="my-answer__child">
          <span>（{index + 1}）</span>
          <MyAnswer result={byProblem.get(child.id)} />
        </div>
      ))}
    </>
  );
}
