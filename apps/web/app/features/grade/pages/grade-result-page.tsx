import {
  Code,
  GradeExamMessages,
  GradeExamRelationStatus,
  isSuccessCode,
  type GradeAnswerResult,
  type PaperProblem,
  type ResultTitle,
} from '@school/contracts';
import { Result, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { ProblemView } from '~/components/exam-paper/problem-view';
import { MyAnswers } from '~/components/exam-paper/my-answers';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';
import { isValidId } from '~/lib/route-guards';
import { useSchoolStore } from '~/lib/store';
import { gradeExamQueries } from '../api/queries';
import '../grade.css';

const leavesOf = (problem: PaperProblem) => (problem.children.length > 0 ? problem.children : [problem]);

/** A section's points, the system's and the teacher's apart. */
export function sectionScores(title: ResultTitle, byProblem: Map<string, GradeAnswerResult>) {
  const answers = title.problems.flatMap(leavesOf).flatMap((leaf) => byProblem.get(leaf.id) ?? []);
  const sum = (points: (answer: GradeAnswerResult) => number) =>
    Math.round(answers.reduce((total, answer) => total + points(answer), 0) * 10) / 10;
  return { sys: sum((answer) => answer.sysScore), teacher: sum((answer) => answer.teacherScore) };
}

/**
 * /exam/gradeResult?relationId=…: a class exam's score, the system's (objective) and the teacher's (essays)
 * apart by section, the teacher's comments, and the rank when the exam shows one. A score held back (shown
 * after marking or after the window) is explained instead.
 */
export function GradeResultPage() {
  const [params] = useSearchParams();
  const relationId = params.get('relationId') ?? '';
  const api = useApi();
  const signedIn = useSchoolStore((state) => state.tokenInfo !== '');
  const score = usePersonalQuery({ ...gradeExamQueries.score(api, relationId), enabled: isValidId(relationId) });
  const back = <Link to="/account/grades/my?tab=exams">我的班级考试</Link>;

  if (!signedIn) return <Result status="info" title="请先登录后查看成绩" extra={<Link to="/login">去登录</Link>} />;
  if (!isValidId(relationId)) return <Result status="warning" title={GradeExamMessages.relationGone} extra={back} />;
  if (score.isPending) return <Spin className="grade-loading" size="large" />;
  if (score.isError) return <Result status="warning" title="成绩暂时无法读取，请稍后刷新重试" extra={back} />;
  if (score.data.code === Code.refused)
    return <Result status="info" title={score.data.msg} subTitle="公布后可在“我的班级考试”中查看。" extra={back} />;
  if (!isSuccessCode(score.data.code)) return <Result status="warning" title={score.data.msg} extra={back} />;

  const { relation, titles, answers } = score.data.data;
  const byProblem = new Map(answers.map((answer) => [answer.problemId, answer]));
  const waiting = relation.relationStatus === GradeExamRelationStatus.marking;
  const firstNumbers = titles.map((_, index) =>
    titles.slice(0, index).reduce((sum, title) => sum + title.problems.length, 1),
  );
  return (
    <div className="grade-result-page page-width">
      <section className="grade-panel">
        <h1 className="grade-hero__name">{relation.examName}</h1>
        <p className="grade-row__facts">
          {relation.gradeName} · 交卷于 {relation.submitTime}
          {relation.submitWay === 2 ? '（时间到自动交卷）' : ''}
          {relation.isCompensate ? ' · 补考' : ''}
        </p>
        <div className="grade-score">
          <strong>{relation.score}</strong>
          <span>/ {relation.totalScore} 分</span>
        </div>
        <dl className="grade-score__split">
          <div>
            <dt>系统评分（客观题）</dt>
            <dd>{relation.sysScore} 分</dd>
          </div>
          <div>
            <dt>老师评分（主观题）</dt>
            <dd>{waiting ? '待批阅' : `${relation.teacherScore} 分`}</dd>
          </div>
          {relation.rank > 0 ? (
            <div>
              <dt>班级排名</dt>
              <dd>第 {relation.rank} 名</dd>
            </div>
          ) : null}
        </dl>
        <p className={`grade-score__verdict${waiting ? '' : relation.isPass ? ' is-pass' : ' is-fail'}`}>
          {waiting
            ? '主观题等待老师批阅，当前为客观题得分，批阅后将通知您最终成绩'
            : relation.isPass
              ? `恭喜您通过考试（及格 ${relation.passScore} 分）`
              : `未通过（及格 ${relation.passScore} 分），继续加油`}
        </p>
        <div className="grade-table-wrap">
          <table className="grade-score__table">
            <thead>
              <tr>
                <th scope="col">大题</th>
                <th scope="col">系统评分</th>
                <th scope="col">老师评分</th>
                <th scope="col">得分</th>
                <th scope="col">满分</th>
              </tr>
            </thead>
            <tbody>
              {titles.map((title, index) => {
                const split = sectionScores(title, byProblem);
                return (
                  <tr key={index}>
                    <td>{title.titleName}</td>
                    <td>{split.sys}</td>
                    <td>{split.teacher}</td>
                    <td>{title.gained}</td>
                    <td>{title.score}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>
      <section className="grade-panel" aria-label="答卷与解析">
        <h2 className="grade-panel__title">答卷与解析</h2>
        <div className="exam-paper">
          {titles.map((title, titleIndex) => (
            <section className="exam-section" key={titleIndex}>
              <h3 className="exam-section__title">
                {titleIndex + 1}. {title.titleName}（得 {title.gained} / {title.score} 分）
              </h3>
              {title.problems.map((problem, problemIndex) => (
                <div key={problem.id} className="grade-result__problem">
                  <ProblemView problem={problem} number={`${firstNumbers[titleIndex]! + problemIndex}.`} showAnswers />
                  <MyAnswers problem={problem} byProblem={byProblem} />
                </div>
              ))}
            </section>
          ))}
        </div>
      </section>
    </div>
  );
}
