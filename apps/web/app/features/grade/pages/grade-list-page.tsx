import { GradeRules, type GradeCategory } from '@school/contracts';
import { Input } from 'antd';
import { Form, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PageBreadcrumb } from '~/components/page-breadcrumb';
import { EmptyState } from '~/components/empty-state';
import { LinkPagination } from '~/components/link-pagination';
import { optional, orNotFound } from '~/lib/loader-errors';
import { pageOf } from '~/lib/paging';
import { isValidId } from '~/lib/route-guards';
import { createServerApi } from '~/lib/server-api';
import { GRADE_PAGE_SIZE, publicGradeReads } from '../api/queries';
import { GradeCardLink } from '../components/grade-card';
import '../grade.css';

export interface GradeListFilters {
  categoryId?: string;
  gradeName?: string;
  page: number;
}

/** The filters an address asks for; an unreadable category or an over-long name is left out. */
export function parseGradeListFilters(params: URLSearchParams): GradeListFilters {
  const categoryId = params.get('categoryId') ?? '';
  const gradeName = (params.get('gradeName') ?? '').trim();
  return {
    categoryId: isValidId(categoryId) ? categoryId : undefined,
    gradeName: gradeName && gradeName.length <= GradeRules.nameMax ? gradeName : undefined,
    page: pageOf(params.get('page')),
  };
}

export function gradeListHref(filters: GradeListFilters, change: Partial<GradeListFilters> = {}): string {
  const next = { ...filters, page: 1, ...change };
  const params = new URLSearchParams();
  if (next.categoryId) params.set('categoryId', next.categoryId);
  if (next.gradeName) params.set('gradeName', next.gradeName);
  if (next.page > 1) params.set('page', String(next.page));
  const query = params.toString();
  return query ? `/grade?${query}` : '/grade';
}

/** /grade: the school's public classes by category, searched by name, a page at a time (server-rendered). */
export async function loadGradeList({ request, context }: LoaderFunctionArgs) {
  const filters = parseGradeListFilters(new URL(request.url).searchParams);
  const api = createServerApi(context, request);
  const [categories, page] = await Promise.all([
    optional<GradeCategory[]>('班级分类', publicGradeReads.categories(api), []),
    orNotFound(
      publicGradeReads.page(api, {
        pageCurrent: filters.page,
        pageSize: GRADE_PAGE_SIZE,
        categoryId: filters.categoryId,
        gradeName: filters.gradeName,
      }),
    ),
  ]);
  return { filters, categories, page };
}

/** `title`: the nav item's name for classes (the route reads it). */
export function GradeListPage({ title }: { title: string }) {
  const { filters, categories, page } = useLoaderData<typeof loadGradeList>();
  const tabs = [{ id: undefined, categoryName: '全部' }, ...categories];
  return (
    <div className="grade-list-page page-width">
      <PageBreadcrumb
        items={[
          { key: 'home', title: <Link to="/">首页</Link> },
          { key: 'grade', title },
        ]}
      />
      <div className="list-bar">
        <nav className="list-bar__tabs" aria-label="班级分类">
          {tabs.map((tab) => (
            <Link
              key={tab.id ?? 'all'}
              to={gradeListHref(filters, { categoryId: tab.id })}
              aria-current={filters.categoryId === tab.id ? 'page' : undefined}
            >
              {tab.categoryName}
            </Link>
          ))}
        </nav>
        <Form method="get" action="/grade" className="list-bar__search">
          {filters.categoryId ? <input type="hidden" name="categoryId" value={filters.categoryId} /> : null}
          <Input.Search
            name="gradeName"
            defaultValue={filters.gradeName}
            placeholder="搜索班级名称"
            aria-label="搜索班级名称"
            maxLength={GradeRules.nameMax}
            allowClear
            enterButton="搜索"
            onSearch={(_value, event) => (event?.target as HTMLElement | undefined)?.closest('form')?.requestSubmit()}
          />
        </Form>
      </div>
      <p className="list-bar__count">共 {page.totalCount} 个班级</p>
      {page.list.length > 0 ? (
        <div className="grade-grid">
          {page.list.map((grade) => (
            <GradeCardLink key={grade.id} grade={grade} />
          ))}
        </div>
      ) : (
        <EmptyState title={filters.page > 1 ? '这一页没有班级了' : '没有找到符合条件的班级'}>
          {filters.categoryId || filters.gradeName || filters.page > 1 ? <Link to="/grade">查看全部班级</Link> : null}
        </EmptyState>
      )}
      <LinkPagination
        current={page.pageCurrent}
        total={page.totalCount}
        pageSize={GRADE_PAGE_SIZE}
        hrefFor={(pageNumber) => gradeListHref(filters, { page: pageNumber })}
      />
    </div>
  );
}
