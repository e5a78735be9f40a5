import { communityContracts as community } from '@school/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PageBreadcrumb } from '~/components/page-breadcrumb';
import { PlainTag } from '~/components/plain-tag';
import { PlainLink } from '~/components/plain-link';
import { communityQueries } from '~/features/community/api/queries';
import { ArticleView } from '~/features/community/components/article-view';
import { BloggerCard } from '~/features/community/components/blogger-card';
import { BlogComments } from '~/features/community/components/blog-comments';
import { CommunityColumns } from '~/features/community/components/community-columns';
import { RecordButtons } from '~/features/community/components/record-buttons';
import { useCountView } from '~/features/community/components/use-count-view';
import '~/features/community/community.css';
import { blogListHref, parseBlogFilters } from '~/features/community/links';
import { useApi } from '~/lib/api-context';
import { orNotFound } from '~/lib/loader-errors';
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

export const blogArticleMeta = articleMeta('博客');

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
    <CommunityColumns
      side={article.blogger ? <BloggerCard blogger={article.blogger} mine={mine?.blogger ?? undefined} /> : null}
    >
      <PageBreadcrumb
        items={[
          { key: 'blog', title: <PlainLink to="/blog">博客</PlainLink> },
          ...(article.labelNo
            ? [
                {
                  key: 'label',
                  title: (
                    <PlainLink to={blogListHref(noFilters, { labelNo: article.labelNo })}>
                      {article.labelName}
                    </PlainLink>
                  ),
                },
              ]
            : []),
        ]}
      />
      <ArticleView
        title={article.title}
        meta={
          <>
            {article.isOriginal ? <PlainTag color="blue">原创</PlainTag> : <PlainTag>转载</PlainTag>}
            {article.labelName ? <PlainTag>{article.labelName}</PlainTag> : null}
            <span>{article.publishTime || article.gmtCreate}</span>
            <span>浏览 {shown.countView}</span>
            <span>评论 {shown.countComment}</span>
          </>
        }
        source={article.isOriginal ? undefined : { label: '转载自：', url: article.sourceUrl }}
        content={article.content}
      >
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
      </ArticleView>
      <BlogComments blogId={article.id} />
    </CommunityColumns>
  );
}
