import { communityContracts as community } from '@school/contracts';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PageBreadcrumb } from '~/components/page-breadcrumb';
import { PlainTag } from '~/components/plain-tag';
import { ArticleView } from '~/features/community/components/article-view';
import { BlogComments } from '~/features/community/components/blog-comments';
import { CommunityColumns } from '~/features/community/components/community-columns';
import { HotArticles } from '~/features/community/components/side-panels';
import { useCountView } from '~/features/community/components/use-count-view';
import '~/features/community/community.css';
import { useApi } from '~/lib/api-context';
import { optional, orNotFound } from '~/lib/loader-errors';
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

export const infoDetailMeta = articleMeta('资讯');

export function InfoDetailPage() {
  const { article, hot } = useLoaderData<typeof loadInfoDetail>();
  const api = useApi();
  useCountView(() => api.storeRequest(community.countBlogView, { id: article.id }), article.id);
  return (
    <CommunityColumns side={<HotArticles title="热门资讯" articles={hot.filter((item) => item.id !== article.id)} />}>
      <PageBreadcrumb items={[{ key: 'info', title: <Link to="/info">资讯</Link> }]} />
      <ArticleView
        title={article.title}
        meta={
          <>
            {article.isTop ? <PlainTag color="red">置顶</PlainTag> : null}
            <span>{article.publishTime || article.gmtCreate}</span>
            <span>浏览 {article.countView}</span>
          </>
        }
        source={article.isOriginal ? undefined : { label: '来源：', url: article.sourceUrl }}
        content={article.content}
      />
      <BlogComments blogId={article.id} />
    </CommunityColumns>
  );
}
