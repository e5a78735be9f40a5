import {
  JudgeAnswer,
  problemTypeLabels,
  ProblemType,
  type PaperProblem,
  type PaperProblemChild,
} from '@school/contracts';
import './exam-paper.css';

/** The learner's answers while taking a paper: the inputs show them and report every change. */
export interface Answering {
  answerOf(problemId: string): string[];
  onAnswer(problemId: string, answer: string[]): void;
  disabled?: boolean;
  /** Plays of a listening problem's audio left to the learner (the problem's play limit). */
  playsLeft?(problemId: string, limit: number): number;
  onPlayed?(problemId: string): void;
}

/**
 * One problem as learners see it on a paper: stem, audio, options or answer boxes, child problems.
 * `showAnswers` adds the answer and analysis below (the operator's audit preview, the editor's preview);
 * `answering` makes the inputs the learner's (the answering page).
 * Rich text must be server-sanitised, or the whole view rendered inside a sandboxed frame.
 */
export function ProblemView({
  problem,
  number,
  showAnswers = false,
  answering,
}: {
  problem: PaperProblem;
  number: string;
  showAnswers?: boolean;
  answering?: Answering;
}) {
  return (
    <article className="exam-problem">
      <ProblemHead problem={problem} number={number} />
      {problem.audioUrl ? <ProblemAudio problem={problem} answering={answering} /> : null}
      <ProblemBody problem={problem} name={`p${problem.id}`} showAnswers={showAnswers} answering={answering} />
      {problem.children.length > 0 ? (
        <ol className="exam-children">
          {problem.children.map((child, index) => (
            <li key={child.id}>
              <article className="exam-problem">
                <ProblemHead problem={child} number={`(${index + 1})`} />
                <ProblemBody problem={child} name={`p${child.id}`} showAnswers={showAnswers} answering={answering} />
              </article>
            </li>
          ))}
        </ol>
      ) : null}
    </article>
  );
}

function ProblemAudio({ problem, answering }: { problem: PaperProblem; answering?: Answering }) {
  const left =
    problem.playLimit && answering?.playsLeft ? answering.playsLeft(problem.id, problem.playLimit) : undefined;
  return (
    <div className="exam-problem__audio">
      {left === 0 ? (
        <span>播放次数已用完</span>
      ) : (
        <audio
          controls
          preload="none"
          src={problem.audioUrl}
          onEnded={() => answering?.onPlayed?.(problem.id)}
          aria-label="题目音频"
        />
      )}
      <span>
        {problem.playLimit
          ? `限播放 ${problem.playLimit} 次${left === undefined || left === 0 ? '' : `，还可播放 ${left} 次`}`
          : '播放次数不限'}
      </span>
    </div>
  );
}

function ProblemHead({ problem, number }: { problem: PaperProblemChild; number: string }) {
  return (
    <div className="exam-problem__head">
      <span className="exam-problem__number">{number}</span>
      <span className="exam-problem__type">{problemTypeLabels[problem.problemType as ProblemType]}</span>
      <span className="exam-problem__score">（{problem.score} 分）</span>
    </div>
  );
}

function ProblemBody({
  problem,
  name,
  showAnswers,
  answering,
}: {
  problem: PaperProblemChild;
  name: string;
  showAnswers: boolean;
  answering?: Answering;
}) {
  const type = problem.problemType;
  const answer = answering?.answerOf(problem.id) ?? [];
  const disabled = answering?.disabled;
  const answer$ = (next: string[]) => answering?.onAnswer(problem.id, next);
  // Read with its answers and nobody answering (the explanation, marking): empty writing boxes say nothing.
  const showsInputs = answering !== undefined || !showAnswers;
  /** Props that make an input the learner's when answering, and leave it as it was otherwise. */
  const choice = (value: string) =>
    answering
      ? {
          checked: answer.includes(value),
          disabled,
          onChange: () =>
            answer$(
              type === ProblemType.multiple
                ? answer.includes(value)
                  ? answer.filter((key) => key !== value)
                  : [...answer, value].sort()
                : [value],
            ),
        }
      : {};
  const text = (index: number, size: number) =>
    answering
      ? {
          value: answer[index] ?? '',
          disabled,
          onChange: (event: { target: { value: string } }) => {
            const next = Array.from({ length: size }, (_, i) => answer[i] ?? '');
            next[index] = event.target.value;
            answer$(next.every((item) => item === '') ? [] : next);
          },
        }
      : {};
  return (
    <>
      {problem.content ? (
        <div className="exam-problem__content rich-text" dangerouslySetInnerHTML={{ __html: problem.content }} />
      ) : null}
      {type === ProblemType.single || type === ProblemType.multiple ? (
        <ul className="exam-options">
          {problem.options.map((option) => (
            <li key={option.key}>
              <label>
                <input
                  type={type === ProblemType.single ? 'radio' : 'checkbox'}
                  name={name}
                  value={option.key}
                  {...choice(option.key)}
                />
                <span>{option.key}.</span>
                <span dangerouslySetInnerHTML={{ __html: option.content }} />
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      {type === ProblemType.judge ? (
        <ul className="exam-options">
          {[
            [JudgeAnswer.right, '正确'],
            [JudgeAnswer.wrong, '错误'],
          ].map(([value, label]) => (
            <li key={value}>
              <label>
                <input type="radio" name={name} value={value} {...choice(value!)} />
                <span>{label}</span>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      {type === ProblemType.blank && showsInputs ? (
        <div className="exam-blanks">
          {Array.from({ length: problem.blankCount }, (_, index) => (
            <label key={index}>
              第 {index + 1} 空{' '}
              <input type="text" aria-label={`第 ${index + 1} 空`} {...text(index, problem.blankCount)} />
            </label>
          ))}
        </div>
      ) : null}
      {type === ProblemType.essay && showsInputs ? (
        <textarea aria-label="作答" placeholder="请在此作答" {...text(0, 1)} />
      ) : null}
      {type === ProblemType.dictation && showsInputs ? (
        <textarea aria-label="听写" placeholder="请写下您听到的内容" {...text(0, 1)} />
      ) : null}
      {showAnswers ? <AnswerBox problem={problem} /> : null}
    </>
  );
}

function answerText(problem: PaperProblemChild): string {
  const answer = problem.answer ?? [];
  if (problem.problemType === ProblemType.judge)
    return answer[0] === JudgeAnswer.right ? '正确' : answer[0] ? '错误' : '';
  if (problem.problemType === ProblemType.blank) {
    return (problem.blanks ?? [])
      .map((alternatives, index) => `第 ${index + 1} 空：${alternatives.join(' / ')}`)
      .join('；');
  }
  return answer.join('');
}

function AnswerBox({ problem }: { problem: PaperProblemChild }) {
  const answer = answerText(problem);
  const composite = problem.problemType === ProblemType.material || problem.problemType === ProblemType.listening;
  if (composite && !problem.analysis) return null;
  return (
    <div className="exam-answer">
      {answer ? <p>答案：{answer}</p> : null}
      {problem.referenceAnswer ? (
        <div>
          {problem.problemType === ProblemType.dictation ? '原文：' : '参考答案：'}
          <span dangerouslySetInnerHTML={{ __html: problem.referenceAnswer }} />
        </div>
      ) : null}
      {problem.analysis ? (
        <div>
          解析：
          <span dangerouslySetInnerHTML={{ __html: problem.analysis }} />
        </div>
      ) : null}
    </div>
  );
}
