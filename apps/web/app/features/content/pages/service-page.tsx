import { contentContracts as content } from '@school/contracts';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PageBreadcrumb } from '~/components/page-breadcrumb';
import { RichText } from '~/components/rich-text';
import { groupOfLink, ServiceMenu } from '~/features/content/components/service-menu';
import { orNotFound } from '~/lib/loader-errors';
import { rootDataOf, siteMeta } from '~/lib/page-meta';
import { isValidId, notFound } from '~/lib/route-guards';
import { createServerApi } from '~/lib/server-api';
import { useSchoolStore } from '~/lib/store';
import './service-page.css';

/** /view/service?id={footer link id}: the article behind a footer link. No id or no article: 404. */
export async function loadServicePage({ request, context }: LoaderFunctionArgs) {
  const id = new URL(request.url).searchParams.get('id') ?? '';
  if (!isValidId(id)) notFound();
  const article = await orNotFound(createServerApi(context, request).storeRequest(content.getNavArticle, { id: id }));
  return { article };
}

export function serviceMeta({
  loaderData,
  matches,
}: {
  loaderData?: Awaited<ReturnType<typeof loadServicePage>>;
  matches: Parameters<typeof rootDataOf>[0];
}) {
  return siteMeta(loaderData?.article.artTitle ?? '服务说明', rootDataOf(matches));
}

export function ViewServicePage() {
  const { article } = useLoaderData<typeof loadServicePage>();
  const groups = useSchoolStore((state) => state.aboutList.list);
  const group = groupOfLink(groups, article.navId);
  return (
    <div className="service-page page-width">
      <PageBreadcrumb
        items={[
          { key: 'home', title: <Link to="/">首页</Link> },
          ...(group ? [{ key: 'group', title: group.navName }] : []),
          { key: 'article', title: article.navName },
        ]}
      />
      <div className="service-page__body">
        <ServiceMenu groups={groups} activeId={article.navId} />
        <article className="service-article">
          <header className="service-article__head">
            <h1 className="service-article__title">{article.artTitle}</h1>
            {article.gmtModified ? (
              <p className="service-article__meta">更新于 {article.gmtModified.slice(0, 10)}</p>
            ) : null}
          </header>
          <RichText html={article.artDesc} className="service-article__content" />
        </article>
      </div>
    </div>
  );
}
