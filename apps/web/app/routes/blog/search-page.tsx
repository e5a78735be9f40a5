import { communityContracts as community, type BlogSearchItem, type Page } from '@school/contracts';
import { Empty, Input } from 'antd';
import { Link, useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { LinkPagination } from '~/components/link-pagination';
import { POSTS_PAGE_SIZE } from '~/features/community/api/community';
import { postHref } from '~/features/community/components/post-cards';
import { HighlightedText } from '~/features/search/components/highlighted-text';
import '~/features/community/community.css';
import { pageMeta } from '~/lib/page-meta';
import { pageOf, withPage } from '~/lib/paging';
import { createServerApi } from '~/lib/server-api';

/** /blog/search?keyword=…[&page=N]: blog posts whose title has the words, the matches marked. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const keyword = (query.get('keyword') ?? '').trim().slice(0, 50);
  if (!keyword || /[<>]/.test(keyword)) return { keyword, results: null };
  const results: Page<BlogSearchItem> = await createServerApi(context, request).call(community.searchBlog, {
    keyword,
    articleType: 1,
    pageCurrent: pageOf(query.get('page')),
    pageSize: POSTS_PAGE_SIZE,
  });
  return { keyword, results };
}

export const meta = pageMeta('搜索博客');

export default function BlogSearchPage() {
  const { keyword, results } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <div className="community-page page-width">
      <main className="community-main">
        <Input.Search
          className="community-search"
          defaultValue={keyword}
          placeholder="搜索博客标题"
          enterButton="搜索"
          maxLength={50}
          onSearch={(value) => void navigate(`/blog/search?keyword=${encodeURIComponent(value.trim())}`)}
        />
        {!results ? (
          <Empty description="输入关键词搜索博客" />
        ) : results.list.length === 0 ? (
          <Empty description={`没有找到与“${keyword}”有关的文章`} />
        ) : (
          <>
            <ul className="post-list">
              {results.list.map((post) => (
                <li key={post.id} className="post-card">
                  <div className="post-card__text">
                    <Link to={postHref(post)} className="post-card__title">
                      <HighlightedText html={post.titleHighlight} />
                    </Link>
                    <p className="post-card__summary">{post.summary}</p>
                    <p className="post-card__meta">
                      {post.bloggerName} · {(post.publishTime || post.gmtCreate).slice(0, 10)}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
            <LinkPagination
              current={results.pageCurrent}
              total={results.totalCount}
              pageSize={POSTS_PAGE_SIZE}
              hrefFor={(next) => withPage(location.pathname, location.search, next)}
            />
          </>
        )}
      </main>
    </div>
  );
}
