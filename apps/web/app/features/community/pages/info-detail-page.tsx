import { communityContracts as community } from '@school/contracts';
import { Breadcrumb, Tag } from 'antd';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { RichText } from '~/components/rich-text';
import { BlogComments } from '~/features/community/components/blog-comments';
import { HotArticles } from '~/features/community/components/side-panels';
import { useCountView } from '~/features/community/components/use-count-view';
import '~/features/community/community.css';
import { useApi } from '~/lib/api-context';
import { optional, orNotFound } from '~/lib/loader-errors';
import type { rootDataOf } from '~/lib/page-meta';
import { assertOptionalId, notFound } from '~/lib/route-guards';
import { createServerApi } from '~/lib/server-api';
import { articleMeta } from './article-meta';

/** /info/detail/{id}: one info article, read here, with comments and the hot info beside. */
export async function loadInfoDetail({ params, request, context }: LoaderFunctionArgs) {
  assertOptionalId(params.id);
  if (!params.id) notFound();
  const api = createServerApi(context, request);
  const [article, hot] = await Promise.all([
    orNotFound(api.storeRequest(community.viewBlog, { id: params.id })),
    optional('热门资讯', api.storeRequest(community.listRecommendArticle, { articleType: 2, pageSize: 10 }), []),
  ]);
  return { article, hot };
}

export function infoDetailMeta({
  loaderData,
  matches,
}: {
  loaderData?: Awaited<ReturnType<typeof loadInfoDetail>>;
  matches: Parameters<typeof rootDataOf>[0];
}) {
  return articleMeta(loaderData?.article.title ?? '资讯', loaderData?.article.summary, matches);
}

export function InfoDetailPage() {
  const { article, hot } = useLoaderData<typeof loadInfoDetail>();
  const api = useApi();
  useCountView(() => api.storeRequest(community.countBlogView, { id: article.id }), article.id);
  return (
    <div className="community-page page-width">
      <div className="community-page__main">
        <Breadcrumb className="page-breadcrumb" items={[{ key: 'info', title: <Link to="/info">资讯</Link> }]} />
        <article className="article">
          <h1 className="article__title">{article.title}</h1>
          <p className="article__meta">
            {article.isTop ? <Tag color="red">置顶</Tag> : null}
            <span>{article.publishTime || article.gmtCreate}</span>
            <span>浏览 {article.countView}</span>
          </p>
          {!article.isOriginal && article.sourceUrl ? (
            <p className="article__source">
              来源：
              <a href={article.sourceUrl} rel="nofollow noopener" target="_blank">
                {article.sourceUrl}
              </a>
            </p>
          ) : null}
          <RichText html={article.content} className="article__content" />
        </article>
        <BlogComments blogId={article.id} />
      </div>
      <aside className="community-page__side">
        <HotArticles title="热门资讯" articles={hot.filter((item) => item.id !== article.id)} />
      </aside>
    </div>
  );
}
