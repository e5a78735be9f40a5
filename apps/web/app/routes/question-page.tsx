import { communityContracts as community } from '@school/contracts';
import { Button, Empty, Segmented, Tabs } from 'antd';
import { Link, useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { LinkPagination } from '~/components/link-pagination';
import { POSTS_PAGE_SIZE } from '~/features/community/api/community';
import { QuestionCard } from '~/features/community/components/post-cards';
import '~/features/community/community.css';
import { optional } from '~/lib/loader-errors';
import { pageMeta } from '~/lib/page-meta';
import { pageOf, withPage } from '~/lib/paging';
import { createServerApi } from '~/lib/server-api';

const TABS = [
  { key: '', label: '全部' },
  { key: '1', label: '最新' },
  { key: '3', label: '热门' },
];

/** /question[?tab=&label=N&solved=0|1&page=M]: questions by label, solved or not, latest or hot. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = createServerApi(context, request);
  const query = new URL(request.url).searchParams;
  const tab = query.get('tab') === '1' || query.get('tab') === '3' ? (query.get('tab') as '1' | '3') : '';
  const label = query.get('label') ?? '';
  const labelNo = /^\d+$/.test(label) ? label : '';
  const solved = query.get('solved') === '1' ? 1 : query.get('solved') === '0' ? 0 : undefined;
  const [labels, questions] = await Promise.all([
    optional('问答标签', api.call(community.listLabel, { labelType: 2 }), []),
    api.call(community.listQuestion, {
      tab,
      labelNo,
      ...(solved === undefined ? {} : { isSolved: solved }),
      pageCurrent: pageOf(query.get('page')),
      pageSize: POSTS_PAGE_SIZE,
    }),
  ]);
  return { tab, labelNo, solved, labels, questions };
}

export const meta = pageMeta('问答');

export default function QuestionPage() {
  const { tab, labelNo, solved, labels, questions } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const location = useLocation();
  const to = (next: { tab?: string; label?: string; solved?: string }) => {
    const params = new URLSearchParams();
    const values = { tab, label: labelNo, solved: solved === undefined ? '' : String(solved), ...next };
    for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
    void navigate(`/question?${params}`);
  };
  return (
    <div className="community-page page-width">
      <main className="community-main">
        <div className="community-toolbar">
          <Tabs activeKey={tab} items={TABS} onChange={(key) => to({ tab: key })} />
          <Segmented
            value={solved === undefined ? 'all' : String(solved)}
            onChange={(value) => to({ solved: value === 'all' ? '' : String(value) })}
            options={[
              { value: 'all', label: '全部' },
              { value: '0', label: '待解决' },
              { value: '1', label: '已解决' },
            ]}
          />
          <Link to="/question/account/write">
            <Button type="primary">我要提问</Button>
          </Link>
        </div>
        <nav className="community-labels" aria-label="标签">
          <Link className={labelNo ? '' : 'is-active'} to={tab ? `/question?tab=${tab}` : '/question'}>
            全部
          </Link>
          {labels.map((label) => (
            <Link
              key={label.labelNo}
              className={label.labelNo === labelNo ? 'is-active' : ''}
              to={`/question?${new URLSearchParams({ ...(tab ? { tab } : {}), label: label.labelNo })}`}
            >
              {label.labelName}
            </Link>
          ))}
        </nav>
        {questions.list.length === 0 ? (
          <Empty description="这里还没有问题" />
        ) : (
          <>
            <ul className="post-list">
              {questions.list.map((question) => (
                <QuestionCard key={question.id} question={question} />
              ))}
            </ul>
            <LinkPagination
              current={questions.pageCurrent}
              total={questions.totalCount}
              pageSize={POSTS_PAGE_SIZE}
              hrefFor={(next) => withPage(location.pathname, location.search, next)}
            />
          </>
        )}
      </main>
    </div>
  );
}
