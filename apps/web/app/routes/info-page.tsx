import { communityContracts as community, type BlogItem, type Page } from '@school/contracts';
import { Empty } from 'antd';
import { Link, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { LinkPagination } from '~/components/link-pagination';
import { POSTS_PAGE_SIZE } from '~/features/community/api/community';
import { PostCard, postHref } from '~/features/community/components/post-cards';
import '~/features/community/community.css';
import { optional } from '~/lib/loader-errors';
import { pageMeta } from '~/lib/page-meta';
import { pageOf, withPage } from '~/lib/paging';
import { createServerApi } from '~/lib/server-api';

/** Articles each zone shows on /info before its 更多 link. */
const ZONE_PREVIEW = 6;

/** /info[?zone=N&page=M]: the school's news by zone; a zone's own page lists all of its articles. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = createServerApi(context, request);
  const query = new URL(request.url).searchParams;
  const zone = query.get('zone') ?? '';
  const zoneId = /^\d+$/.test(zone) ? zone : '';
  const [zones, hot] = await Promise.all([
    api.call(community.listZoneCategory, { zoneLocation: 1, articleCount: zoneId ? 0 : ZONE_PREVIEW }),
    optional('热门资讯', api.call(community.listRecommendArticle, { articleType: 2, pageSize: 10 }), [] as BlogItem[]),
  ]);
  const articles: Page<BlogItem> | null = zoneId
    ? await api.call(community.listZoneRef, {
        zoneId,
        pageCurrent: pageOf(query.get('page')),
        pageSize: POSTS_PAGE_SIZE,
      })
    : null;
  return { zones, zoneId, articles, hot };
}

export const meta = pageMeta('资讯');

export default function InfoPage() {
  const { zones, zoneId, articles, hot } = useLoaderData<typeof loader>();
  const location = useLocation();
  const current = zones.find((zone) => zone.zoneId === zoneId);
  return (
    <div className="community-page page-width community-columns">
      <main className="community-main">
        <nav className="community-labels" aria-label="资讯专区">
          <Link className={zoneId ? '' : 'is-active'} to="/info">
            全部
          </Link>
          {zones.map((zone) => (
            <Link
              key={zone.zoneId}
              className={zone.zoneId === zoneId ? 'is-active' : ''}
              to={`/info?zone=${zone.zoneId}`}
            >
              {zone.zoneName}
            </Link>
          ))}
        </nav>
        {articles ? (
          <section className="community-section">
            <h2>{current?.zoneName ?? '资讯'}</h2>
            {articles.list.length === 0 ? <Empty description="这个专区还没有资讯" /> : null}
            <ul className="post-list">
              {articles.list.map((post) => (
                <PostCard key={post.id} post={post} />
              ))}
            </ul>
            <LinkPagination
              current={articles.pageCurrent}
              total={articles.totalCount}
              pageSize={POSTS_PAGE_SIZE}
              hrefFor={(next) => withPage(location.pathname, location.search, next)}
            />
          </section>
        ) : zones.length === 0 ? (
          <Empty description="学校还没有发布资讯" />
        ) : (
          zones.map((zone) => (
            <section key={zone.zoneId} className="community-section">
              <h2>
                {zone.zoneName} <Link to={`/info?zone=${zone.zoneId}`}>更多</Link>
              </h2>
              {zone.articleList.length === 0 ? <p className="community-empty">暂无资讯</p> : null}
              <ul className="post-list">
                {zone.articleList.map((post) => (
                  <PostCard key={post.id} post={post} />
                ))}
              </ul>
            </section>
          ))
        )}
      </main>
      <aside className="community-side">
        <section className="community-section">
          <h2>热门资讯</h2>
          <ol className="community-hot">
            {hot.map((item) => (
              <li key={item.id}>
                <Link to={postHref(item)}>{item.title}</Link>
              </li>
            ))}
          </ol>
        </section>
      </aside>
    </div>
  );
}
