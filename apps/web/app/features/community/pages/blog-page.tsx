import { BlogTab, communityContracts as community, LabelType } from '@school/contracts';
import { Segmented } from 'antd';
import { Link, useLoaderData, useNavigate, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import { EmptyState } from '~/components/empty-state';
import { LinkPagination } from '~/components/link-pagination';
import { QueryContent } from '~/components/query-content';
import { SearchBox } from '~/components/search-box';
import { CommunityColumns } from '~/features/community/components/community-columns';
import { LabelTabs } from '~/features/community/components/label-tabs';
import { communityQueries } from '~/features/community/api/queries';
import { PostList } from '~/features/community/components/post-list';
import { HotArticles, RecommendedBloggers, WriteActions, ZoneLinks } from '~/features/community/components/side-panels';
import { useSignInFirst } from '~/features/community/components/sign-in-first';
import '~/features/community/community.css';
import {
  BLOG_PAGE_SIZE,
  blogListHref,
  parseBlogFilters,
  searchHref,
  type BlogListFilters,
} from '~/features/community/links';
import { useApi } from '~/lib/api-context';
import { optional } from '~/lib/loader-errors';
import { usePersonalQuery } from '~/lib/personal-queries';
import { createServerApi } from '~/lib/server-api';
import type { SiteBootstrap } from '~/lib/site-bootstrap';

/**
 * /blog[?tab=1|2|3&labelNo=&page=]: label tabs, the latest or hot posts (read here), the following
 * tab (the reader's, read in the browser), info zones, hot info and recommended bloggers.
 */
export async function loadBlogPage({ request, context }: LoaderFunctionArgs) {
  const filters = parseBlogFilters(new URL(request.url).searchParams);
  const api = createServerApi(context, request);
  const [labels, posts, zones, hotInfo] = await Promise.all([
    optional('博客标签', api.storeRequest(community.listLabel, { labelType: LabelType.blog }), []),
    filters.tab === BlogTab.following
      ? Promise.resolve(null)
      : api.storeRequest(community.listBlog, {
          tab: filters.tab,
          labelNo: filters.labelNo,
          pageCurrent: filters.page,
          pageSize: BLOG_PAGE_SIZE,
        }),
    optional('资讯专区', api.storeRequest(community.listZoneCategory, { zoneLocation: 1 }), []),
    optional('热门资讯', api.storeRequest(community.listRecommendArticle, { articleType: 2, pageSize: 8 }), []),
  ]);
  return { filters, labels, posts, zones, hotInfo };
}

const TABS = [
  { value: BlogTab.latest, label: '最新' },
  { value: BlogTab.hot, label: '热门' },
  { value: BlogTab.following, label: '关注' },
];

export function BlogPage() {
  const { filters, labels, posts, zones, hotInfo } = useLoaderData<typeof loadBlogPage>();
  const navigate = useNavigate();
  const { ensureSignedIn } = useSignInFirst();
  const schoolName = useRouteLoaderData<SiteBootstrap | undefined>('root')?.webInfo.siteNamePc;
  return (
    <CommunityColumns
      side={
        <>
          <WriteActions />
          <RecommendedBloggers />
          <HotArticles title="热门资讯" articles={hotInfo} />
          <ZoneLinks zones={zones} />
        </>
      }
    >
      <div className="community-toolbar">
        <Segmented
          value={filters.tab}
          options={TABS}
          onChange={(tab) => {
            if (tab === BlogTab.following && !ensureSignedIn('登录后即可查看关注的博主的文章')) return;
            void navigate(blogListHref(filters, { tab, labelNo: tab === BlogTab.following ? '' : filters.labelNo }));
          }}
        />
        <SearchBox placeholder="搜索博客" onSearch={(keyword) => void navigate(searchHref(keyword))} />
      </div>
      {filters.tab !== BlogTab.following && labels.length > 0 ? (
        <LabelTabs
          label="博客标签"
          labels={labels}
          activeLabelNo={filters.labelNo}
          hrefFor={(labelNo) => blogListHref(filters, { labelNo })}
        />
      ) : null}
      {posts ? (
        <PublicPosts filters={filters} posts={posts} schoolName={schoolName} />
      ) : (
        <FollowingPosts filters={filters} />
      )}
    </CommunityColumns>
  );
}

function PublicPosts({
  filters,
  posts,
  schoolName,
}: {
  filters: BlogListFilters;
  posts: NonNullable<Awaited<ReturnType<typeof loadBlogPage>>['posts']>;
  schoolName?: string;
}) {
  return (
    <>
      {posts.list.length > 0 ? (
        <PostList posts={posts.list} schoolName={schoolName} />
      ) : (
        <EmptyState title={filters.page > 1 ? '这一页没有文章了' : '还没有文章'}>
          <Link to="/blog/account/write">写第一篇博客</Link>
        </EmptyState>
      )}
      <LinkPagination
        current={posts.pageCurrent}
        total={posts.totalCount}
        pageSize={BLOG_PAGE_SIZE}
        hrefFor={(page) => blogListHref(filters, { page })}
      />
    </>
  );
}

/** The following tab: posts by the bloggers I follow, read in the browser. */
function FollowingPosts({ filters }: { filters: BlogListFilters }) {
  const api = useApi();
  const query = usePersonalQuery(communityQueries.followingBlogs(api, filters.page, BLOG_PAGE_SIZE));
  return (
    <QueryContent query={query} rows={6}>
      {(page) => (
        <>
          {page.list.length > 0 ? (
            <PostList posts={page.list} />
          ) : (
            <EmptyState title="您关注的博主还没有发表文章">
              <Link to="/blog">去看看最新文章</Link>
            </EmptyState>
          )}
          <LinkPagination
            current={page.pageCurrent}
            total={page.totalCount}
            pageSize={BLOG_PAGE_SIZE}
            hrefFor={(pageNumber) => blogListHref(filters, { page: pageNumber })}
          />
        </>
      )}
    </QueryContent>
  );
}
