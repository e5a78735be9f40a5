import { useQuery } from '@tanstack/react-query';
import { Button, Result, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { takingQueries } from '~/features/exam/taking/api';
import { awaitingMarking, formatUsed } from '~/features/exam/taking/result-view';
import '~/features/exam/taking/taking.css';
import { useApi } from '~/lib/api-context';
import { isValidId } from '~/lib/route-guards';
import { useSchoolStore } from '~/lib/store';

/** /exam/result?recordId=…: the score by section, pass or fail, time used, and whether essays await marking. */
export function ExamResultPage() {
  const [params] = useSearchParams();
  const recordId = params.get('recordId') ?? '';
  const api = useApi();
  const signedIn = useSchoolStore((state) => state.tokenInfo !== '');
  const result = useQuery({ ...takingQueries.result(api, recordId), enabled: signedIn && isValidId(recordId) });

  if (!signedIn) return <Result status="info" title="请先登录后查看成绩" extra={<Link to="/login">去登录</Link>} />;
  if (result.isPending) return <Spin className="exam-loading" size="large" />;
  if (!result.data)
    return (
      <Result status="warning" title="找不到这次考试的成绩" extra={<Link to="/account/exams/myExam">我的考试</Link>} />
    );

  const { record, titles } = result.data;
  const waiting = awaitingMarking(record);
  return (
    <div className="exam-result-page page-width">
      <section className="paper-panel exam-result">
        <h1 className="paper-hero__name">{record.examName}</h1>
        <div className="exam-result__score">
          <strong>{record.score}</strong>
          <span>/ {record.totalScore} 分</span>
        </div>
        <p className={`exam-result__verdict${waiting ? '' : record.isPass ? ' is-pass' : ' is-fail'}`}>
          {waiting
            ? `有 ${record.awaitingCount} 道主观题等待老师批阅，当前为客观题得分，批阅后将通知您最终成绩`
            : record.isPass
              ? `恭喜您通过考试（及格 ${record.passScore} 分）`
              : `未通过（及格 ${record.passScore} 分），继续加油`}
        </p>
        <p className="paper-hero__facts">
          <span>用时 {formatUsed(record.usedSeconds)}</span>
          <span>
            作答 {record.answeredCount} / {record.problemCount} 题
          </span>
          <span>交卷 {record.submitTime}</span>
          {record.submitWay === 2 ? <span>时间到自动交卷</span> : null}
        </p>
        <table className="exam-result__table">
          <thead>
            <tr>
              <th scope="col">大题</th>
              <th scope="col">得分</th>
              <th scope="col">满分</th>
            </tr>
          </thead>
          <tbody>
            {titles.map((title, index) => (
              <tr key={index}>
                <td>{title.titleName}</td>
                <td>{title.gained}</td>
                <td>{title.score}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="start-exam__actions">
          <Link to={`/exam/explain?recordId=${record.id}`}>
            <Button type="primary">查看解析</Button>
          </Link>
          <Link to={`/exam/view/${record.examId}`}>
            <Button>返回试卷</Button>
          </Link>
          <Link to="/account/error/problem">错题本</Link>
        </div>
      </section>
    </div>
  );
}
