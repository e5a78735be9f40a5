import { communityContracts as community } from '@school/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Breadcrumb, Tag } from 'antd';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { RichText } from '~/components/rich-text';
import { communityQueries } from '~/features/community/api/queries';
import { BloggerCard } from '~/features/community/components/blogger-card';
import { BlogComments } from '~/features/community/components/blog-comments';
import { RecordButtons } from '~/features/community/components/record-buttons';
import { useCountView } from '~/features/community/components/use-count-view';
import '~/features/community/community.css';
import { blogListHref, parseBlogFilters } from '~/features/community/links';
import { useApi } from '~/lib/api-context';
import { orNotFound } from '~/lib/loader-errors';
import type { rootDataOf } from '~/lib/page-meta';
import { usePersonalQuery } from '~/lib/personal-queries';
import { assertOptionalId, notFound } from '~/lib/route-guards';
import { createServerApi } from '~/lib/server-api';
import { articleMeta } from './article-meta';

/** /blog/article/{id}: the post, rendered on the server (an info article moves to /info/detail). */
export async function loadBlogArticle({ params, request, context }: LoaderFunctionArgs) {
  assertOptionalId(params.id);
  if (!params.id) notFound();
  const article = await orNotFound(
    createServerApi(context, request).storeRequest(community.viewBlog, { id: params.id }),
  );
  return { article };
}

/** '<title> - <site>' and the post's summary as the description. */
export function blogArticleMeta({
  loaderData,
  matches,
}: {
  loaderData?: Awaited<ReturnType<typeof loadBlogArticle>>;
  matches: Parameters<typeof rootDataOf>[0];
}) {
  return articleMeta(loaderData?.article.title ?? '博客', loaderData?.article.summary, matches);
}

export function BlogArticlePage() {
  const { article } = useLoaderData<typeof loadBlogArticle>();
  const api = useApi();
  const queryClient = useQueryClient();
  const mineQuery = communityQueries.blogMine(api, article.id);
  const mine = usePersonalQuery(mineQuery).data;
  useCountView(() => api.storeRequest(community.countBlogView, { id: article.id }), article.id);
  const shown = mine ?? article;
  const noFilters = parseBlogFilters(new URLSearchParams());
  return (
    <div className="community-page page-width">
      <div className="community-page__main">
        <Breadcrumb
          className="page-breadcrumb"
          items={[
            { key: 'blog', title: <Link to="/blog">博客</Link> },
            ...(article.labelNo
              ? [
                  {
                    key: 'label',
                    title: <Link to={blogListHref(noFilters, { labelNo: article.labelNo })}>{article.labelName}</Link>,
                  },
                ]
              : []),
          ]}
        />
        <article className="article">
          <h1 className="article__title">{article.title}</h1>
          <p className="article__meta">
            {article.isOriginal ? <Tag color="blue">原创</Tag> : <Tag>转载</Tag>}
            {article.labelName ? <Tag>{article.labelName}</Tag> : null}
            <span>{article.publishTime || article.gmtCreate}</span>
            <span>浏览 {shown.countView}</span>
            <span>评论 {shown.countComment}</span>
          </p>
          {!article.isOriginal && article.sourceUrl ? (
            <p className="article__source">
              转载自：
              <a href={article.sourceUrl} rel="nofollow noopener" target="_blank">
                {article.sourceUrl}
              </a>
            </p>
          ) : null}
          <RichText html={article.content} className="article__content" />
          <RecordButtons
            key={mine ? 'mine' : 'visitor'}
            state={shown}
            toggle={async (opType, on) => {
              const state = await api.call(on ? community.saveBlogRecord : community.deleteBlogRecord, {
                blogId: article.id,
                opType,
              });
              void queryClient.invalidateQueries({ queryKey: mineQuery.queryKey, refetchType: 'none' });
              return state;
            }}
          />
        </article>
        <BlogComments blogId={article.id} />
      </div>
      <aside className="community-page__side">
        {article.blogger ? <BloggerCard blogger={article.blogger} mine={mine?.blogger ?? undefined} /> : null}
      </aside>
    </div>
  );
}
