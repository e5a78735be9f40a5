import { problemTypeLabels, TitleType, type PaperPreview, type ProblemType } from '@school/contracts';
import { ProblemView } from './problem-view';
import './exam-paper.css';

/**
 * A paper as learners will see it: its head, description and sections with problems numbered through
 * the paper. A random section shows one example draw and its rules. `showAnswers` for the audit.
 */
export function PaperView({ preview, showAnswers = false }: { preview: PaperPreview; showAnswers?: boolean }) {
  const { paper, titles } = preview;
  // Problems are numbered through the paper: each section starts after the ones before it.
  const firstNumbers = titles.map((_, index) =>
    titles.slice(0, index).reduce((sum, title) => sum + title.problems.length, 1),
  );
  return (
    <div className="exam-paper">
      <header className="exam-paper__head">
        <h2 className="exam-paper__name">{paper.examName}</h2>
        <div className="exam-paper__facts">
          <span>总分 {paper.totalScore} 分</span>
          <span>及格 {paper.passScore} 分</span>
          <span>答题时间 {paper.answerMinutes} 分钟</span>
          <span>共 {paper.problemCount} 题</span>
        </div>
      </header>
      {paper.description ? (
        <div className="exam-problem__content rich-text" dangerouslySetInnerHTML={{ __html: paper.description }} />
      ) : null}
      {titles.map((title, index) => (
        <section className="exam-section" key={index}>
          <h3 className="exam-section__title">
            {index + 1}. {title.titleName}（{title.score} 分）
          </h3>
          {title.description ? <p className="exam-section__note">{title.description}</p> : null}
          {title.titleType === TitleType.random ? (
            <p className="exam-rules">
              随机抽题：
              {title.rules
                .map(
                  (rule) =>
                    `${problemTypeLabels[rule.problemType as ProblemType]} ${rule.count} 题（每题 ${rule.score} 分${
                      rule.difficulty ? `，难度 ${rule.difficulty}` : ''
                    }）`,
                )
                .join('；')}
              。每位学员抽到的题目可能不同，以下为一次示例抽题。
            </p>
          ) : null}
          {title.problems.map((problem, problemIndex) => (
            <ProblemView
              key={problem.id}
              problem={problem}
              number={`${firstNumbers[index]! + problemIndex}.`}
              showAnswers={showAnswers}
            />
          ))}
        </section>
      ))}
    </div>
  );
}
