import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { viewBlog } from '~/features/community/api/community';
import { PostArticle } from '~/features/community/components/post-article';
import '~/features/community/community.css';
import { rootDataOf, siteMeta } from '~/lib/page-meta';
import { assertOptionalId, notFound } from '~/lib/route-guards';
import { createServerApi } from '~/lib/server-api';

/** /info/detail/{id}: a news article the school published, server-rendered. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  assertOptionalId(params.id);
  if (!params.id) notFound();
  const post = await viewBlog(createServerApi(context, request), params.id);
  if (!post || post.articleType !== 2) notFound('资讯不存在或已下线');
  return { post };
}

export function meta({
  loaderData,
  matches,
}: {
  loaderData?: Awaited<ReturnType<typeof loader>>;
  matches: Parameters<typeof rootDataOf>[0];
}) {
  return siteMeta(loaderData?.post.title ?? '资讯', rootDataOf(matches), loaderData?.post.summary);
}

export default function InfoDetailPage() {
  const { post } = useLoaderData<typeof loader>();
  return (
    <div className="community-page page-width">
      <PostArticle key={post.id} post={post} />
    </div>
  );
}
