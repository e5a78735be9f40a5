import { ArticleType, communityContracts as community } from '@school/contracts';
import { useLoaderData, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import { EmptyState } from '~/components/empty-state';
import { LinkPagination } from '~/components/link-pagination';
import { LinkTabs } from '~/features/community/components/link-tabs';
import { PostList } from '~/features/community/components/post-list';
import { HotArticles } from '~/features/community/components/side-panels';
import '~/features/community/community.css';
import { INFO_PAGE_SIZE, infoListHref, parseInfoFilters } from '~/features/community/links';
import { optional } from '~/lib/loader-errors';
import { createServerApi } from '~/lib/server-api';
import type { SiteBootstrap } from '~/lib/site-bootstrap';

/** /info[?zoneId=&page=]: the school's news, all of it or one zone's, with the hot ones beside. */
export async function loadInfoPage({ request, context }: LoaderFunctionArgs) {
  const filters = parseInfoFilters(new URL(request.url).searchParams);
  const api = createServerApi(context, request);
  const paging = { pageCurrent: filters.page, pageSize: INFO_PAGE_SIZE };
  const [zones, articles, hot] = await Promise.all([
    optional('资讯专区', api.storeRequest(community.listZoneCategory, { zoneLocation: 1 }), []),
    filters.zoneId
      ? api.storeRequest(community.listZoneRef, { zoneId: filters.zoneId, ...paging })
      : api.storeRequest(community.listBlog, { articleType: ArticleType.info, tab: '1', ...paging }),
    optional('热门资讯', api.storeRequest(community.listRecommendArticle, { articleType: 2, pageSize: 10 }), []),
  ]);
  return { filters, zones, articles, hot };
}

export function InfoPage() {
  const { filters, zones, articles, hot } = useLoaderData<typeof loadInfoPage>();
  const schoolName = useRouteLoaderData<SiteBootstrap | undefined>('root')?.webInfo.siteNamePc;
  return (
    <div className="community-page page-width">
      <div className="community-page__main">
        <h1 className="community-page__heading">资讯</h1>
        <LinkTabs
          label="资讯分类"
          className="info-zones"
          activeKey={filters.zoneId || 'all'}
          items={[
            { key: 'all', name: '全部资讯' },
            ...zones.map((zone) => ({ key: zone.zoneId, name: zone.zoneName })),
          ].map((item) => ({ ...item, href: infoListHref(item.key === 'all' ? '' : item.key) }))}
        />
        {articles.list.length > 0 ? (
          <PostList posts={articles.list} schoolName={schoolName} />
        ) : (
          <EmptyState title="暂时还没有资讯" />
        )}
        <LinkPagination
          current={articles.pageCurrent}
          total={articles.totalCount}
          pageSize={INFO_PAGE_SIZE}
          hrefFor={(page) => infoListHref(filters.zoneId, page)}
        />
      </div>
      <aside className="community-page__side">
        <HotArticles title="热门资讯" articles={hot} />
      </aside>
    </div>
  );
}
