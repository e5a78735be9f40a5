import { courseContracts as course } from '@school/contracts';
import type { ReactNode } from 'react';
import { Link, useLoaderData, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import { EmptyState } from '~/components/empty-state';
import { LinkPagination } from '~/components/link-pagination';
import { PageBreadcrumb } from '~/components/page-breadcrumb';
import { PlainLink } from '~/components/plain-link';
import { asNodes, categoryNameOf, categoryPath } from '~/lib/category-tree';
import { cardOf, CourseGrid } from '~/components/course-card';
import { ListFilterPanel } from '~/features/course/components/list-filter-panel';
import { ListSortBar } from '~/features/course/components/list-sort-bar';
import {
  hasFilters,
  isCategoryId,
  LIST_PAGE_SIZE,
  listHref,
  parseListFilters,
  toCourseListBody,
} from '~/features/course/list-filters';
import { orNotFound } from '~/lib/loader-errors';
import { rootDataOf, siteMeta } from '~/lib/page-meta';
import { notFound } from '~/lib/route-guards';
import { createServerApi } from '~/lib/server-api';
import type { SiteBootstrap } from '~/lib/site-bootstrap';
import './course-list-page.css';

/**
 * /list: every on-shelf course, filtered by category (three levels), kind and free/paid, in one of
 * five orders, a page at a time. All of it is in the query, read here on the server. The address is
 * checked before anything is read, and synchronously, so a route reading more beside it reads nothing
 * for a wrong address.
 */
export function loadCourseList({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const rawCategory = url.searchParams.get('categoryId');
  // A category that cannot exist is a wrong address, like an unknown one (the server's 404).
  if (rawCategory && !isCategoryId(rawCategory)) notFound('课程分类不存在或已停用');
  const filters = parseListFilters(url.searchParams);
  return orNotFound(createServerApi(context, request).storeRequest(course.listCourse, toCourseListBody(filters))).then(
    // Only what a card shows goes into the page (decision 0096).
    (page) => ({ filters, page: { ...page, list: page.list.map(cardOf) } }),
  );
}

export function courseListMeta({
  loaderData,
  matches,
}: {
  loaderData?: Awaited<ReturnType<typeof loadCourseList>>;
  matches: Parameters<typeof rootDataOf>[0];
}) {
  const root = rootDataOf(matches);
  const name = categoryNameOf(asNodes(root?.courseCategories ?? []), loaderData?.filters.categoryId);
  return siteMeta(name ? `${name}课程` : '全部课程', root);
}

/** The side column (an advert) comes from the route. */
export function CourseListPage({ side }: { side: ReactNode }) {
  const { filters, page } = useLoaderData<typeof loadCourseList>();
  const tree = asNodes(useRouteLoaderData<SiteBootstrap | undefined>('root')?.courseCategories ?? []);
  const path = categoryPath(tree, filters.categoryId);
  const pastTheEnd = page.list.length === 0 && page.totalCount > 0;
  return (
    <div className="list-page page-width">
      <PageBreadcrumb
        items={[
          { key: 'home', title: <PlainLink to="/">首页</PlainLink> },
          { key: 'list', title: <PlainLink to="/list">全部课程</PlainLink> },
          ...path.map((node) => ({
            key: node.id,
            title: <PlainLink to={listHref(filters, { categoryId: node.id })}>{node.categoryName}</PlainLink>,
          })),
        ]}
      />
      <ListFilterPanel tree={tree} filters={filters} />
      <div className="list-page__body">
        <main className="list-page__main">
          <ListSortBar filters={filters} totalCount={page.totalCount} />
          {page.list.length > 0 ? (
            <CourseGrid courses={page.list} columns={3} />
          ) : pastTheEnd ? (
            <EmptyState title="这一页没有课程了">
              <Link to={listHref(filters)}>回到第一页</Link>
            </EmptyState>
          ) : (
            <EmptyState title="没有找到符合条件的课程">
              {hasFilters(filters) ? <Link to="/list">清除筛选，查看全部课程</Link> : null}
            </EmptyState>
          )}
          <LinkPagination
            current={page.pageCurrent}
            total={page.totalCount}
            pageSize={LIST_PAGE_SIZE}
            hrefFor={(pageNumber) => listHref(filters, { page: pageNumber })}
          />
        </main>
        {side}
      </div>
    </div>
  );
}
