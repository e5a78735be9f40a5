import { communityContracts as community, type BlogItem, type Page } from '@school/contracts';
import { Empty, Tabs } from 'antd';
import { Link, useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { LinkPagination } from '~/components/link-pagination';
import { POSTS_PAGE_SIZE } from '~/features/community/api/community';
import { PostCard, postHref } from '~/features/community/components/post-cards';
import '~/features/community/community.css';
import { optional } from '~/lib/loader-errors';
import { pageMeta } from '~/lib/page-meta';
import { pageOf, withPage } from '~/lib/paging';
import { createServerApi } from '~/lib/server-api';

const TABS = [
  { key: '1', label: '最新' },
  { key: '3', label: '热门' },
] as const;

/** /blog[?tab=1|3&label=N&page=M]: the school's blogs by label, latest or hot, with hot news beside them. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = createServerApi(context, request);
  const query = new URL(request.url).searchParams;
  const tab = query.get('tab') === '3' ? '3' : '1';
  const labelNo = query.get('label') ?? '';
  const page = pageOf(query.get('page'));
  const [labels, posts, hotInfo] = await Promise.all([
    optional('博客标签', api.call(community.listLabel, { labelType: 1 }), []),
    api.call(community.listBlog, {
      tab,
      labelNo: /^\d+$/.test(labelNo) ? labelNo : '',
      articleType: 1,
      pageCurrent: page,
      pageSize: POSTS_PAGE_SIZE,
    }),
    optional('热门资讯', api.call(community.listRecommendArticle, { articleType: 2, pageSize: 8 }), [] as BlogItem[]),
  ]);
  return { tab, labelNo, labels, posts, hotInfo };
}

export const meta = pageMeta('博客');

export default function BlogPage() {
  const { tab, labelNo, labels, posts, hotInfo } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const to = (next: { tab?: string; label?: string }) => {
    const params = new URLSearchParams({ tab: next.tab ?? tab });
    const label = next.label ?? labelNo;
    if (label) params.set('label', label);
    void navigate(`/blog?${params}`);
  };
  return (
    <div className="community-page page-width community-columns">
      <main className="community-main">
        <Tabs activeKey={tab} items={TABS.map((t) => ({ ...t }))} onChange={(key) => to({ tab: key })} />
        <nav className="community-labels" aria-label="标签">
          <Link className={labelNo ? '' : 'is-active'} to={`/blog?tab=${tab}`}>
            全部
          </Link>
          {labels.map((label) => (
            <Link
              key={label.labelNo}
              className={label.labelNo === labelNo ? 'is-active' : ''}
              to={`/blog?tab=${tab}&label=${label.labelNo}`}
            >
              {label.labelName}
            </Link>
          ))}
        </nav>
        <PostList page={posts} />
      </main>
      <aside className="community-side">
        <section className="community-section">
          <h2>
            热门资讯 <Link to="/info">更多</Link>
          </h2>
          <ol className="community-hot">
            {hotInfo.map((item) => (
              <li key={item.id}>
                <Link to={postHref(item)}>{item.title}</Link>
              </li>
            ))}
          </ol>
        </section>
        <section className="community-section">
          <Link to="/blog/account/write">写文章</Link> · <Link to="/question">去问答</Link>
        </section>
      </aside>
    </div>
  );
}

function PostList({ page }: { page: Page<BlogItem> }) {
  const location = useLocation();
  if (page.list.length === 0) return <Empty description="这里还没有文章" />;
  return (
    <>
      <ul className="post-list">
        {page.list.map((post) => (
          <PostCard key={post.id} post={post} />
        ))}
      </ul>
      <LinkPagination
        current={page.pageCurrent}
        total={page.totalCount}
        pageSize={POSTS_PAGE_SIZE}
        hrefFor={(next) => withPage(location.pathname, location.search, next)}
      />
    </>
  );
}
