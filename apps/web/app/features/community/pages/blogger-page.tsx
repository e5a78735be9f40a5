import { communityContracts as community } from '@school/contracts';
import { List, Tabs } from 'antd';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { EmptyState } from '~/components/empty-state';
import { LinkPagination } from '~/components/link-pagination';
import { QueryContent } from '~/components/query-content';
import { communityQueries } from '~/features/community/api/queries';
import { BloggerCard } from '~/features/community/components/blogger-card';
import { FanItem } from '~/features/community/components/fan-item';
import { PostList } from '~/features/community/components/post-list';
import '~/features/community/community.css';
import { BLOG_PAGE_SIZE, bloggerHref, pageFromQuery } from '~/features/community/links';
import { useApi } from '~/lib/api-context';
import { orNotFound } from '~/lib/loader-errors';
import { rootDataOf, siteMeta } from '~/lib/page-meta';
import { usePersonalQuery } from '~/lib/personal-queries';
import { assertOptionalId, notFound } from '~/lib/route-guards';
import { createServerApi } from '~/lib/server-api';
import { useState } from 'react';

/** /blog/blogger/{id}[?page=]: the blogger and a page of their posts, read here; fans in the browser. */
export async function loadBloggerPage({ params, request, context }: LoaderFunctionArgs) {
  assertOptionalId(params.id);
  if (!params.id) notFound();
  const api = createServerApi(context, request);
  const page = pageFromQuery(new URL(request.url).searchParams.get('page'));
  const [blogger, posts] = await Promise.all([
    orNotFound(api.storeRequest(community.viewBlogger, { id: params.id })),
    api.storeRequest(community.listBlog, {
      bloggerId: params.id,
      tab: '1',
      pageCurrent: page,
      pageSize: BLOG_PAGE_SIZE,
    }),
  ]);
  return { blogger, posts };
}

export function bloggerMeta({
  loaderData,
  matches,
}: {
  loaderData?: Awaited<ReturnType<typeof loadBloggerPage>>;
  matches: Parameters<typeof rootDataOf>[0];
}) {
  return siteMeta(loaderData ? `${loaderData.blogger.bloggerName} - 博主` : '博主', rootDataOf(matches));
}

export function BloggerPage() {
  const { blogger, posts } = useLoaderData<typeof loadBloggerPage>();
  const api = useApi();
  const mine = usePersonalQuery(communityQueries.bloggerMine(api, blogger.bloggerId));
  return (
    <div className="page-width blogger-page">
      <BloggerCard variant="hero" blogger={blogger} mine={mine.data} />
      <div className="community-page__main">
        <Tabs
          items={[
            {
              key: 'posts',
              label: `文章 ${posts.totalCount}`,
              children: (
                <>
                  {posts.list.length > 0 ? <PostList posts={posts.list} /> : <EmptyState title="还没有公开的文章" />}
                  <LinkPagination
                    current={posts.pageCurrent}
                    total={posts.totalCount}
                    pageSize={BLOG_PAGE_SIZE}
                    hrefFor={(page) => `${bloggerHref(blogger.bloggerId)}${page > 1 ? `?page=${page}` : ''}`}
                  />
                </>
              ),
            },
            { key: 'fans', label: '粉丝', children: <FanList bloggerId={blogger.bloggerId} /> },
          ]}
        />
      </div>
    </div>
  );
}

/** A blogger's fans (a signed-in reader's read; visitors are asked to sign in). */
export function FanList({ bloggerId }: { bloggerId: string }) {
  const api = useApi();
  const [page, setPage] = useState(1);
  const fans = usePersonalQuery(communityQueries.fans(api, bloggerId, page));
  if (!fans.isEnabled) return <EmptyState title="登录后可查看粉丝" />;
  return (
    <QueryContent query={fans} rows={4}>
      {(data) => (
        <List
          dataSource={data.list}
          locale={{ emptyText: '还没有粉丝' }}
          pagination={
            data.totalCount > data.pageSize
              ? {
                  current: page,
                  total: data.totalCount,
                  pageSize: data.pageSize,
                  onChange: setPage,
                  showSizeChanger: false,
                }
              : false
          }
          renderItem={(fan) => <FanItem fan={fan} followed="关注" />}
        />
      )}
    </QueryContent>
  );
}
