import { ExamRecordStatus, ExamRecordType, examContracts } from '@school/contracts';
import { Alert, Breadcrumb, Button } from 'antd';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { EmptyState } from '~/components/empty-state';
import { errorQueries } from '~/features/exam/errors/api';
import { recordQueries } from '~/features/exam/records/api';
import { PaperCard } from '~/features/exam/taking/paper-card';
import '~/features/exam/taking/taking.css';
import { useApi } from '~/lib/api-context';
import { orNotFound } from '~/lib/loader-errors';
import { usePersonalQuery } from '~/lib/personal-queries';
import { createServerApi } from '~/lib/server-api';
import { useSchoolStore } from '~/lib/store';

const FREE_SHOWN = 8;
const OWNED_SHOWN = 4;

/** /onlineTest: the test centre — the exam I am in, today's review, my papers, and free papers to take now. */
export async function loadOnlineTest({ request, context }: LoaderFunctionArgs) {
  const api = createServerApi(context, request);
  const free = await orNotFound(
    api.storeRequest(examContracts.listPaperInfo, { pageCurrent: 1, pageSize: FREE_SHOWN, isFree: 1 }),
  );
  return { free };
}

export function OnlineTestPage() {
  const { free } = useLoaderData<typeof loadOnlineTest>();
  const signedIn = useSchoolStore((state) => state.tokenInfo !== '');
  return (
    <div className="paper-list-page online-test page-width">
      <Breadcrumb
        className="page-breadcrumb"
        items={[
          { key: 'home', title: <Link to="/">首页</Link> },
          { key: 'onlineTest', title: '在线测试' },
        ]}
      />
      <h1 className="online-test__title">在线测试</h1>
      {signedIn ? (
        <MyTests />
      ) : (
        <Alert
          className="online-test__notice"
          type="info"
          showIcon
          title="登录后可以继续未完成的考试、复习错题，查看已购买的试卷。"
          action={
            <Link to="/login">
              <Button size="small" type="primary">
                登录
              </Button>
            </Link>
          }
        />
      )}
      <section className="online-test__section" aria-labelledby="online-test-free">
        <header className="online-test__head">
          <h2 id="online-test-free">免费试卷</h2>
          <Link to="/exam">全部试卷</Link>
        </header>
        {free.list.length > 0 ? (
          <div className="paper-grid">
            {free.list.map((paper) => (
              <PaperCard key={paper.id} paper={paper} />
            ))}
          </div>
        ) : (
          <EmptyState title="暂时没有免费试卷">
            <Link to="/exam">查看全部试卷</Link>
          </EmptyState>
        )}
      </section>
    </div>
  );
}

/** What the signed-in learner can do now: continue an exam, review what is due, take a paper they own. */
function MyTests() {
  const api = useApi();
  const running = usePersonalQuery(
    recordQueries.mine(api, {
      pageCurrent: 1,
      pageSize: 1,
      recordType: ExamRecordType.exam,
      recordStatus: ExamRecordStatus.answering,
    }),
  );
  const kinds = usePersonalQuery(errorQueries.kinds(api));
  const owned = usePersonalQuery(recordQueries.owned(api, { pageCurrent: 1, pageSize: OWNED_SHOWN }));
  const exam = running.data?.list[0];
  const due = kinds.data?.reduce((sum, kind) => sum + kind.dueCount, 0) ?? 0;
  const papers = (owned.data?.list ?? []).flatMap((item) => (item.paper ? [item.paper] : []));
  return (
    <>
      {exam ? (
        <Alert
          className="online-test__notice"
          type="warning"
          showIcon
          title={`《${exam.examName}》正在考试中，已答 ${exam.answeredCount}/${exam.problemCount} 题`}
          action={
            <Link to={`/exam/exam?recordId=${exam.id}`}>
              <Button size="small" type="primary">
                继续作答
              </Button>
            </Link>
          }
        />
      ) : null}
      {due > 0 ? (
        <Alert
          className="online-test__notice"
          type="info"
          showIcon
          title={`今天有 ${due} 道错题要复习`}
          action={
            <Link to="/account/error/start">
              <Button size="small">开始复习</Button>
            </Link>
          }
        />
      ) : null}
      {papers.length > 0 ? (
        <section className="online-test__section" aria-labelledby="online-test-mine">
          <header className="online-test__head">
            <h2 id="online-test-mine">我的试卷</h2>
            <Link to="/account/exams/myExamination">全部</Link>
          </header>
          <div className="paper-grid">
            {papers.map((paper) => (
              <PaperCard key={paper.id} paper={paper} />
            ))}
          </div>
        </section>
      ) : null}
    </>
  );
}
