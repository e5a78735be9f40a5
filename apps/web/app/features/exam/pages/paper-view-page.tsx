import { examContracts, ProductType } from '@school/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { PageBreadcrumb } from '~/components/page-breadcrumb';
import { PlainButton, plainButtonClass } from '~/components/plain-button';
import { PlainLink } from '~/components/plain-link';
import { redirect, useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { takingQueries } from '~/features/exam/taking/api';
import { PaperCard, PaperPrice } from '~/features/exam/taking/paper-card';
import '~/features/exam/taking/taking.css';
import type { PayDialogSlot, PayProduct } from '~/components/pay-dialog-slot';
import { useApi } from '~/lib/api-context';
import { getBrowserToken } from '~/lib/cookies';
import { optional, orNotFound } from '~/lib/loader-errors';
import { rootDataOf, siteMeta, textOf } from '~/lib/page-meta';
import { usePersonalQuery } from '~/lib/personal-queries';
import { notFound, isValidId } from '~/lib/route-guards';
import { createServerApi } from '~/lib/server-api';
import { saveReturnAddress } from '~/lib/session';
import { useSchoolStore, useSchoolStoreApi } from '~/lib/store';

/** /exam/view/{id}: a published paper as every reader sees it; my state (bought, in progress, last score) is read in the browser. */
export async function loadPaperView({ params, request, context }: LoaderFunctionArgs) {
  if (!params.id) throw redirect('/exam');
  if (!isValidId(params.id)) notFound('试卷不存在或已下架');
  const api = createServerApi(context, request);
  const [detail, recommended] = await Promise.all([
    orNotFound(api.storeRequest(examContracts.viewPaperInfo, { id: params.id })),
    optional('推荐试卷', api.storeRequest(examContracts.recommendPaper, { examId: params.id, count: 4 }), []),
  ]);
  return { detail, recommended };
}

export function paperViewMeta({
  loaderData,
  matches,
}: {
  loaderData?: Awaited<ReturnType<typeof loadPaperView>>;
  matches: Parameters<typeof rootDataOf>[0];
}) {
  const paper = loaderData?.detail.paper;
  return siteMeta(paper?.examName ?? '试卷详情', rootDataOf(matches), paper ? textOf(paper.description) : undefined);
}

/** The order feature's pay dialog comes in from the route. */
export function PaperViewPage({ PayDialog }: { PayDialog: PayDialogSlot }) {
  const { detail, recommended } = useLoaderData<typeof loadPaperView>();
  const { paper, titles } = detail;
  const api = useApi();
  const store = useSchoolStoreApi();
  const navigate = useNavigate();
  const location = useLocation();
  const { message } = App.useApp();
  const signedIn = useSchoolStore((state) => state.tokenInfo !== '');
  const mine = usePersonalQuery(takingQueries.paperMine(api, paper.id));
  const free = paper.isFree === 1 || paper.price === 0;
  const mayTake = free || mine.data?.isBuy === 1;
  const [paying, setPaying] = useState<PayProduct | null>(null);
  const queryClient = useQueryClient();

  const start = () => {
    // With the token cookie the session is only still being read: the instructions page comes next either way.
    if (!signedIn && !getBrowserToken()) {
      void message.info('请先登录，登录后即可参加考试');
      saveReturnAddress(store, location.pathname);
      void navigate('/login');
      return;
    }
    if (mine.data?.runningRecordId) void navigate(`/exam/exam?recordId=${mine.data.runningRecordId}`);
    else void navigate(`/exam/startExam?examId=${paper.id}`);
  };

  const last = mine.data?.lastRecord;
  return (
    <div className="paper-view-page page-width">
      <PageBreadcrumb
        items={[
          { key: 'home', title: <PlainLink to="/">首页</PlainLink> },
          { key: 'exam', title: <PlainLink to="/exam">在线考试</PlainLink> },
          { key: 'paper', title: paper.examName },
        ]}
      />
      <section className="paper-hero">
        <h1 className="paper-hero__name">{paper.examName}</h1>
        <p className="paper-hero__facts">
          <span>{paper.subjectName}</span>
          {paper.year ? <span>{paper.year} 年</span> : null}
          <span>共 {paper.problemCount} 题</span>
          <span>总分 {paper.totalScore} 分</span>
          <span>及格 {paper.passScore} 分</span>
          <span>答题时间 {paper.answerMinutes} 分钟</span>
          <span>出卷老师 {detail.lecturerName}</span>
          <span>{detail.takerCount} 人参加</span>
        </p>
        <div className="paper-hero__actions">
          <PaperPrice paper={paper} />
          {signedIn && !mayTake && mine.data ? (
            <>
              <PlainButton
                type="primary"
                size="large"
                onClick={() => setPaying({ productType: ProductType.examPaper, productId: paper.id })}
              >
                购买试卷
              </PlainButton>
              <span className="paper-hero__note">购买后可随时参加考试，成绩与错题都会保留</span>
            </>
          ) : (
            <PlainButton type="primary" size="large" onClick={start} loading={signedIn && mine.isPending}>
              {mine.data?.runningRecordId ? '继续作答' : '开始考试'}
            </PlainButton>
          )}
          {!signedIn || mayTake ? (
            <PlainLink to={`/exam/exercise/${paper.id}`} className={plainButtonClass({ size: 'large' })}>
              练习模式
            </PlainLink>
          ) : null}
          {last && last.recordStatus !== 1 ? (
            <PlainLink to={`/exam/result?recordId=${last.id}`}>
              上次成绩：{last.score} 分{last.recordStatus === 2 ? '（待批阅）' : ''}
            </PlainLink>
          ) : null}
        </div>
      </section>
      <div className="paper-view-page__body">
        <main>
          {paper.description ? (
            <section className="paper-panel">
              <h2 className="paper-panel__title">试卷说明</h2>
              <div className="rich-text" dangerouslySetInnerHTML={{ __html: paper.description }} />
            </section>
          ) : null}
          <section className="paper-panel">
            <h2 className="paper-panel__title">试卷结构</h2>
            <ol className="paper-titles">
              {titles.map((title, index) => (
                <li key={index}>
                  <span className="paper-titles__name">{title.titleName}</span>
                  <span className="paper-titles__facts">
                    {title.problemCount} 题 · {title.score} 分
                  </span>
                  {title.description ? <p className="paper-titles__note">{title.description}</p> : null}
                </li>
              ))}
            </ol>
          </section>
        </main>
        {recommended.length > 0 ? (
          <aside className="paper-panel paper-view-page__side">
            <h2 className="paper-panel__title">推荐试卷</h2>
            {recommended.map((item) => (
              <PaperCard key={item.id} paper={item} />
            ))}
          </aside>
        ) : null}
      </div>
      <PayDialog
        start={paying}
        onClose={() => setPaying(null)}
        onPaid={() => void queryClient.invalidateQueries({ queryKey: takingQueries.paperMine(api, paper.id).queryKey })}
      />
    </div>
  );
}
