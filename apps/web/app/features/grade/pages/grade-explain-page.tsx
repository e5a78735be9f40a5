import {
  gradeExamContracts,
  GradeExamMessages,
  GradeExamRelationStatus,
  GradeExamState,
  isSuccessCode,
  type GradeExamRelation,
} from '@school/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Result, Spin } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';
import { isValidId } from '~/lib/route-guards';
import { saveReturnAddress } from '~/lib/session';
import { useSchoolStore, useSchoolStoreApi } from '~/lib/store';
import { gradeExamQueries, MY_GRADES_KEY } from '../api/queries';
import { examStateLabels, windowOf } from '../components/grade-facts';
import '../grade.css';

const submitted = (relation: GradeExamRelation) =>
  relation.relationStatus === GradeExamRelationStatus.marking ||
  relation.relationStatus === GradeExamRelationStatus.marked;

/**
 * /exam/gradeExplain?gradeExamId=…: a class exam's rules, window and answer time, where the reader stands, and
 * the button that begins or continues it. Whether it may begin is asked from the browser (`check`), never in
 * the loader: its refusal (code 999, '考试尚未开始' …) is shown here in place.
 */
export function GradeExplainPage() {
  const [params] = useSearchParams();
  const gradeExamId = params.get('gradeExamId') ?? '';
  const valid = isValidId(gradeExamId);
  const api = useApi();
  const store = useSchoolStoreApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useSchoolStore((state) => state.tokenInfo !== '');
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const examWindow = useQuery({ ...gradeExamQueries.window(api, gradeExamId), enabled: valid });
  const mine = usePersonalQuery({ ...gradeExamQueries.mine(api, gradeExamId), enabled: valid });

  if (!valid || (examWindow.data && !isSuccessCode(examWindow.data.code)))
    return (
      <Result
        status="warning"
        title={examWindow.data?.msg || GradeExamMessages.examGone}
        extra={<Link to="/account/grades/my">我的班级</Link>}
      />
    );
  if (examWindow.isPending) return <Spin className="grade-loading" size="large" />;
  if (examWindow.isError)
    return (
      <Result status="warning" title="考试信息暂时无法读取，请稍后刷新重试" extra={<Link to="/">返回首页</Link>} />
    );

  const exam = examWindow.data.data;
  const relation = mine.data && isSuccessCode(mine.data.view.code) ? mine.data.view.data : undefined;
  const refusal = mine.data && !isSuccessCode(mine.data.check.code) ? mine.data.check.msg : '';
  const mayBegin = mine.data !== undefined && isSuccessCode(mine.data.check.code);
  const answering = relation?.relationStatus === GradeExamRelationStatus.answering;

  const act = async (call: () => Promise<void>) => {
    setBusy(true);
    try {
      await call();
    } catch {
      // shown by the request layer (another exam running, the window just closed…)
    } finally {
      setBusy(false);
    }
  };
  const signIn = () => {
    saveReturnAddress(store, `${location.pathname}${location.search}`);
    void navigate('/login');
  };
  const claim = () =>
    act(async () => {
      await api.call(gradeExamContracts.claimGradeExam, { gradeExamId });
      await queryClient.invalidateQueries({ queryKey: MY_GRADES_KEY });
    });
  const begin = () =>
    act(async () => {
      const session = await api.call(gradeExamContracts.beginGradeExam, { gradeExamId });
      await queryClient.invalidateQueries({ queryKey: MY_GRADES_KEY, refetchType: 'none' });
      void navigate(`/exam/exam?relationId=${session.relation.id}`);
    });

  return (
    <div className="grade-explain-page page-width">
      <section className="grade-panel">
        <h1 className="grade-hero__name">{exam.examName}</h1>
        <dl className="grade-hero__facts">
          <div>
            <dt>考试时间</dt>
            <dd>{windowOf(exam)}</dd>
          </div>
          <div>
            <dt>答题时间</dt>
            <dd>{exam.answerMinutes} 分钟</dd>
          </div>
          <div>
            <dt>分数</dt>
            <dd>
              总分 {exam.totalScore} 分，及格 {exam.passScore} 分
            </dd>
          </div>
          <div>
            <dt>状态</dt>
            <dd>{examStateLabels[exam.examState]}</dd>
          </div>
        </dl>
        <h2 className="grade-panel__title">考试须知</h2>
        <ol className="grade-rules">
          <li>考试只能在考试时间内开始；开始后计时，以服务器时间为准，中途离开也不会暂停。</li>
          <li>交卷截止时间为开始时间加答题时间，且不晚于考试结束时间；时间到时系统自动交卷。</li>
          <li>每道题的作答会自动保存，断网或关闭页面后可从本页“继续答题”。</li>
          <li>同一时间只能进行一场考试；每位学员只能参加一次（补考除外）。</li>
          <li>客观题交卷后立即评分，主观题由班级老师批阅。</li>
        </ol>
      </section>
      <section className="grade-panel" aria-label="我的考试">
        <h2 className="grade-panel__title">我的考试</h2>
        {!signedIn ? (
          <div className="grade-join">
            <p className="grade-join__note">登录后即可查看您的考试状态并参加考试</p>
            <Button type="primary" onClick={signIn}>
              登录
            </Button>
          </div>
        ) : mine.isPending ? (
          <Spin size="small" />
        ) : mine.isError ? (
          <p className="grade-coming">您的考试状态暂时无法读取，请稍后刷新重试</p>
        ) : (
          <>
            {relation ? (
              <p className="grade-row__facts">
                {relation.gradeName} · {relation.relationStatusName}
                {relation.startTime ? ` · 开始于 ${relation.startTime}` : ''}
                {answering ? ` · 截止 ${relation.deadline}` : ''}
                {relation.submitTime ? ` · 交卷于 ${relation.submitTime}` : ''}
                {relation.isCompensate ? ' · 补考' : ''}
              </p>
            ) : null}
            {refusal ? <Alert className="grade-explain__reason" type="warning" showIcon message={refusal} /> : null}
            <div className="grade-join">
              {refusal === GradeExamMessages.claimFirst ? (
                <Button type="primary" loading={busy} onClick={() => void claim()}>
                  领取考试
                </Button>
              ) : null}
              {answering ? (
                <Link to={`/exam/exam?relationId=${relation.id}`}>
                  <Button type="primary">继续答题</Button>
                </Link>
              ) : mayBegin ? (
                <>
                  <Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)}>
                    我已阅读并遵守考试须知
                  </Checkbox>
                  <Button type="primary" disabled={!agreed} loading={busy} onClick={() => void begin()}>
                    {exam.examState === GradeExamState.ended ? '开始补考' : '开始考试'}
                  </Button>
                </>
              ) : null}
              {relation && submitted(relation) ? (
                <Link to={`/exam/gradeResult?relationId=${relation.id}`}>
                  <Button>查看成绩</Button>
                </Link>
              ) : null}
              <Link to="/account/grades/my?tab=exams">我的班级考试</Link>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
