import { courseContracts as course } from '@school/contracts';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PageBreadcrumb } from '~/components/page-breadcrumb';
import { EmptyState } from '~/components/empty-state';
import { LinkPagination } from '~/components/link-pagination';
import { CourseGrid } from '~/components/course-card';
import { orNotFound } from '~/lib/loader-errors';
import { rootDataOf, siteMeta } from '~/lib/page-meta';
import { pageOf, withPage } from '~/lib/paging';
import { notFound, assertOptionalId } from '~/lib/route-guards';
import { createServerApi } from '~/lib/server-api';
import './terrace-page.css';

const PAGE_SIZE = 20;

/** /terrace/{id}: a zone's landing page with all its on-shelf courses (decision 0007). No id, or a disabled or unknown zone: 404. */
export async function loadTerracePage({ request, context, params }: LoaderFunctionArgs) {
  assertOptionalId(params.id);
  if (!params.id) notFound();
  const page = pageOf(new URL(request.url).searchParams.get('page'));
  const zone = await orNotFound(
    createServerApi(context, request).storeRequest(course.viewZone, {
      id: params.id,
      pageCurrent: page,
      pageSize: PAGE_SIZE,
    }),
  );
  return { zone };
}

export function terraceMeta({
  loaderData,
  matches,
}: {
  loaderData?: Awaited<ReturnType<typeof loadTerracePage>>;
  matches: Parameters<typeof rootDataOf>[0];
}) {
  return siteMeta(loaderData?.zone.zoneName ?? '专区', rootDataOf(matches));
}

export function TerracePage() {
  const { zone } = useLoaderData<typeof loadTerracePage>();
  const { coursePage } = zone;
  return (
    <div className="terrace-page page-width">
      <PageBreadcrumb
        items={[
          { key: 'home', title: <Link to="/">首页</Link> },
          { key: 'zone', title: zone.zoneName },
        ]}
      />
      <header className="terrace-hero">
        <h1 className="terrace-hero__title">{zone.zoneName}</h1>
        {zone.zoneDesc ? <p className="terrace-hero__desc">{zone.zoneDesc}</p> : null}
        <p className="terrace-hero__count">共 {coursePage.totalCount} 门课程</p>
      </header>
      <section className="terrace-page__courses" aria-label={`${zone.zoneName}的课程`}>
        {coursePage.list.length > 0 ? (
          <CourseGrid courses={coursePage.list} />
        ) : (
          <EmptyState title={coursePage.totalCount > 0 ? '这一页没有课程了' : '专区里还没有课程'}>
            <Link to={coursePage.totalCount > 0 ? `/terrace/${zone.id}` : '/list'}>
              {coursePage.totalCount > 0 ? '回到第一页' : '去看看全部课程'}
            </Link>
          </EmptyState>
        )}
        <LinkPagination
          current={coursePage.pageCurrent}
          total={coursePage.totalCount}
          pageSize={PAGE_SIZE}
          hrefFor={(page) => withPage(`/terrace/${zone.id}`, '', page)}
        />
      </section>
    </div>
  );
}
