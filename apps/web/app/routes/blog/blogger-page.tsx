import { communityContracts as community } from '@school/contracts';
import { Empty } from 'antd';
import { useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { LinkPagination } from '~/components/link-pagination';
import { orNull, POSTS_PAGE_SIZE } from '~/features/community/api/community';
import { BloggerCard } from '~/features/community/components/blogger-card';
import { PostCard } from '~/features/community/components/post-cards';
import '~/features/community/community.css';
import { rootDataOf, siteMeta } from '~/lib/page-meta';
import { pageOf, withPage } from '~/lib/paging';
import { assertOptionalId, notFound } from '~/lib/route-guards';
import { createServerApi } from '~/lib/server-api';

/** /blog/blogger/{id}[?page=N]: a blogger's card and public posts, server-rendered. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  assertOptionalId(params.id);
  if (!params.id) notFound();
  const api = createServerApi(context, request);
  const blogger = await orNull(api.request(community.viewBlogger, { id: params.id }, { isShowErrTip: false }));
  if (!blogger) notFound('博主不存在');
  const posts = await api.call(community.listBlog, {
    bloggerId: params.id,
    articleType: 1,
    pageCurrent: pageOf(new URL(request.url).searchParams.get('page')),
    pageSize: POSTS_PAGE_SIZE,
  });
  return { blogger, posts };
}

export function meta({
  loaderData,
  matches,
}: {
  loaderData?: Awaited<ReturnType<typeof loader>>;
  matches: Parameters<typeof rootDataOf>[0];
}) {
  const blogger = loaderData?.blogger;
  return siteMeta(blogger ? `${blogger.bloggerName}的博客` : '博主', rootDataOf(matches), blogger?.introduce);
}

export default function BlogBloggerPage() {
  const { blogger, posts } = useLoaderData<typeof loader>();
  const location = useLocation();
  return (
    <div className="community-page page-width">
      <main className="community-main">
        <BloggerCard key={blogger.bloggerId} blogger={blogger} />
        {posts.list.length === 0 ? <Empty description="还没有公开的文章" /> : null}
        <ul className="post-list">
          {posts.list.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </ul>
        <LinkPagination
          current={posts.pageCurrent}
          total={posts.totalCount}
          pageSize={POSTS_PAGE_SIZE}
          hrefFor={(next) => withPage(location.pathname, location.search, next)}
        />
      </main>
    </div>
  );
}
