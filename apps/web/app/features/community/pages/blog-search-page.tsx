import { communityContracts as community } from '@school/contracts';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { EmptyState } from '~/components/empty-state';
import { LinkPagination } from '~/components/link-pagination';
import { SearchBox } from '~/components/search-box';
import { dayOf } from '~/features/community/post-dates';
import '~/features/community/community.css';
import { BLOG_PAGE_SIZE, blogHref, bloggerHref, pageFromQuery, searchHref } from '~/features/community/links';
import { HighlightedText } from '~/components/highlighted-text';
import { createServerApi } from '~/lib/server-api';

/** /blog/search?keyword=&page=: blog posts whose title has the words, read here. */
export async function loadBlogSearch({ request, context }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const keyword = (search.get('keyword') ?? '').trim();
  const page = pageFromQuery(search.get('page'));
  if (!keyword) return { keyword, results: null };
  const results = await createServerApi(context, request).storeRequest(community.searchBlog, {
    keyword,
    pageCurrent: page,
    pageSize: BLOG_PAGE_SIZE,
  });
  return { keyword, results };
}

export function BlogSearchPage() {
  const { keyword, results } = useLoaderData<typeof loadBlogSearch>();
  const navigate = useNavigate();
  return (
    <div className="community-page page-width">
      <div className="community-page__main">
        <h1 className="community-page__heading">搜索博客</h1>
        <div className="community-toolbar">
          <SearchBox
            key={keyword}
            placeholder="搜索博客标题"
            defaultValue={keyword}
            onSearch={(words) => void navigate(searchHref(words))}
          />
          {results ? <span>共找到 {results.totalCount} 篇</span> : null}
        </div>
        {!results ? (
          <EmptyState title="输入关键词，搜索博客标题" />
        ) : results.list.length === 0 ? (
          <EmptyState title={`没有找到与“${keyword}”相关的博客`}>
            <Link to="/blog">去看看最新文章</Link>
          </EmptyState>
        ) : (
          <div className="post-list">
            {results.list.map((post) => (
              <article key={post.id} className="post-card">
                <div className="post-card__text">
                  <h3 className="post-card__title">
                    <Link to={blogHref(post.id)}>
                      <HighlightedText html={post.titleHighlight} />
                    </Link>
                  </h3>
                  <p className="post-card__summary">{post.summary}</p>
                  <p className="post-card__meta">
                    {post.bloggerId ? <Link to={bloggerHref(post.bloggerId)}>{post.bloggerName}</Link> : null}
                    <span>{dayOf(post.publishTime || post.gmtCreate)}</span>
                  </p>
                </div>
              </article>
            ))}
          </div>
        )}
        {results ? (
          <LinkPagination
            current={results.pageCurrent}
            total={results.totalCount}
            pageSize={BLOG_PAGE_SIZE}
            hrefFor={(page) => searchHref(keyword, page)}
          />
        ) : null}
      </div>
    </div>
  );
}
