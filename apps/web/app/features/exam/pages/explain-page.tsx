import { useQuery } from '@tanstack/react-query';
import { Result, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { ProblemView } from '~/components/exam-paper/problem-view';
import { takingQueries } from '~/features/exam/taking/api';
import { CollectButton } from '~/features/exam/taking/collect-button';
import { ExplanationVideo } from '~/features/exam/taking/explanation-video';
import { MyAnswers } from '~/components/exam-paper/my-answers';
import '~/features/exam/taking/taking.css';
import { useApi } from '~/lib/api-context';
import { isValidId } from '~/lib/route-guards';
import { useSchoolStore } from '~/lib/store';

/**
 * /exam/explain?recordId=…: every problem of a submitted exam with my answer, the right answer, the analysis
 * and, where the teacher made one, the explanation video.
 */
export function ExamExplainPage() {
  const [params] = useSearchParams();
  const recordId = params.get('recordId') ?? '';
  const api = useApi();
  const signedIn = useSchoolStore((state) => state.tokenInfo !== '');
  const result = useQuery({ ...takingQueries.result(api, recordId), enabled: signedIn && isValidId(recordId) });

  if (!signedIn) return <Result status="info" title="请先登录后查看解析" extra={<Link to="/login">去登录</Link>} />;
  if (result.isPending) return <Spin className="exam-loading" size="large" />;
  if (!result.data)
    return <Result status="warning" title="找不到这次考试" extra={<Link to="/account/exams/myExam">我的考试</Link>} />;

  const { record, titles, answers, collectedIds } = result.data;
  const byProblem = new Map(answers.map((answer) => [answer.problemId, answer]));
  const firstNumbers = titles.map((_, index) =>
    titles.slice(0, index).reduce((sum, title) => sum + title.problems.length, 1),
  );
  return (
    <div className="exam-explain-page page-width">
      <header className="exam-explain-page__head">
        <h1 className="paper-hero__name">{record.examName} · 解析</h1>
        <Link to={`/exam/result?recordId=${record.id}`}>
          返回成绩（{record.score}/{record.totalScore} 分）
        </Link>
      </header>
      <div className="exam-paper">
        {titles.map((title, titleIndex) => (
          <section className="exam-section" key={titleIndex}>
            <h2 className="exam-section__title">
              {titleIndex + 1}. {title.titleName}（得 {title.gained} / {title.score} 分）
            </h2>
            {title.problems.map((problem, problemIndex) => {
              const number = firstNumbers[titleIndex]! + problemIndex;
              return (
                <div key={problem.id} className="exam-sheet__problem">
                  <ProblemView problem={problem} number={`${number}.`} showAnswers />
                  <div className="problem-tools">
                    <CollectButton
                      examId={record.examId}
                      problemId={problem.id}
                      collected={collectedIds.includes(problem.id)}
                    />
                    {problem.videoId ? <ExplanationVideo examId={record.examId} problemId={problem.id} /> : null}
                  </div>
                  <MyAnswers problem={problem} byProblem={byProblem} />
                </div>
              );
            })}
          </section>
        ))}
      </div>
    </div>
  );
}
