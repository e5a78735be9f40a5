import { examContracts } from '@school/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Checkbox } from 'antd';
import { useState } from 'react';
import { Link, redirect, useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { TAKING_KEY } from '~/features/exam/taking/api';
import '~/features/exam/taking/taking.css';
import { useApi } from '~/lib/api-context';
import { orNotFound } from '~/lib/loader-errors';
import { isValidId, notFound } from '~/lib/route-guards';
import { createServerApi } from '~/lib/server-api';
import { saveReturnAddress } from '~/lib/session';
import { useSchoolStore, useSchoolStoreApi } from '~/lib/store';

/** /exam/startExam?examId=…: the rules of a timed exam and the learner's confirmation before the clock starts. */
export async function loadStartExam({ request, context }: LoaderFunctionArgs) {
  const examId = new URL(request.url).searchParams.get('examId');
  if (!examId) throw redirect('/exam');
  if (!isValidId(examId)) notFound('试卷不存在或已下架');
  const api = createServerApi(context, request);
  return orNotFound(api.storeRequest(examContracts.viewPaperInfo, { id: examId }));
}

export function StartExamPage() {
  const { paper } = useLoaderData<typeof loadStartExam>();
  const api = useApi();
  const store = useSchoolStoreApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { message } = App.useApp();
  const signedIn = useSchoolStore((state) => state.tokenInfo !== '');
  const [agreed, setAgreed] = useState(false);
  const [starting, setStarting] = useState(false);

  const start = async () => {
    if (!signedIn) {
      void message.info('请先登录，登录后即可参加考试');
      saveReturnAddress(store, `${location.pathname}${location.search}`);
      void navigate('/login');
      return;
    }
    setStarting(true);
    try {
      const session = await api.call(examContracts.checkExamRecord, { examId: paper.id });
      await queryClient.invalidateQueries({ queryKey: TAKING_KEY });
      void navigate(`/exam/exam?recordId=${session.record.id}`, { replace: true });
    } catch {
      // the request layer shows why (another exam running, not bought…)
    } finally {
      setStarting(false);
    }
  };

  return (
    <div className="start-exam-page page-width">
      <section className="paper-panel start-exam">
        <h1 className="paper-hero__name">{paper.examName}</h1>
        <p className="paper-hero__facts">
          <span>共 {paper.problemCount} 题</span>
          <span>总分 {paper.totalScore} 分</span>
          <span>及格 {paper.passScore} 分</span>
          <span>答题时间 {paper.answerMinutes} 分钟</span>
        </p>
        <h2 className="paper-panel__title">考试须知</h2>
        <ol className="start-exam__rules">
          <li>点击“开始考试”后开始计时，计时以服务器时间为准，中途离开也不会暂停。</li>
          <li>每道题的作答会自动保存；关闭页面或断网后，可从试卷页“继续作答”，已答内容都在。</li>
          <li>时间到时系统自动交卷；交卷后不能再修改作答。</li>
          <li>同一时间只能进行一场考试。听力题的音频按题目限定的次数播放。</li>
          <li>客观题交卷后立即评分；简答题由老师批阅后给出最终成绩。</li>
        </ol>
        <Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)}>
          我已阅读并遵守考试须知
        </Checkbox>
        <div className="start-exam__actions">
          <Button type="primary" size="large" disabled={!agreed} loading={starting} onClick={() => void start()}>
            开始考试
          </Button>
          <Link to={`/exam/view/${paper.id}`}>返回试卷详情</Link>
        </div>
      </section>
    </div>
  );
}
