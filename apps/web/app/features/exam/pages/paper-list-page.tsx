import { examContracts } from '@school/contracts';
import { Input } from 'antd';
import { Form, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PageBreadcrumb } from '~/components/page-breadcrumb';
import { EmptyState } from '~/components/empty-state';
import { LinkPagination } from '~/components/link-pagination';
import { PaperCard } from '~/features/exam/taking/paper-card';
import {
  PAPER_LIST_PAGE_SIZE,
  paperListHref,
  parsePaperListFilters,
  toPaperListBody,
} from '~/features/exam/taking/paper-list';
import '~/features/exam/taking/taking.css';
import { orNotFound } from '~/lib/loader-errors';
import { createServerApi } from '~/lib/server-api';

/** /exam: the published papers on the shelf, free or paid, searched by name, a page at a time. */
export async function loadPaperList({ request, context }: LoaderFunctionArgs) {
  const filters = parsePaperListFilters(new URL(request.url).searchParams);
  const api = createServerApi(context, request);
  const page = await orNotFound(api.storeRequest(examContracts.listPaperInfo, toPaperListBody(filters)));
  return { filters, page };
}

const priceTabs = [
  { label: '全部', isFree: undefined },
  { label: '免费', isFree: 1 },
  { label: '收费', isFree: 0 },
] as const;

export function PaperListPage() {
  const { filters, page } = useLoaderData<typeof loadPaperList>();
  return (
    <div className="paper-list-page page-width">
      <PageBreadcrumb
        items={[
          { key: 'home', title: <Link to="/">首页</Link> },
          { key: 'exam', title: '在线考试' },
        ]}
      />
      <div className="list-bar">
        <nav className="list-bar__tabs" aria-label="价格">
          {priceTabs.map((tab) => (
            <Link
              key={tab.label}
              to={paperListHref(filters, { isFree: tab.isFree })}
              aria-current={filters.isFree === tab.isFree ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          ))}
        </nav>
        <Form method="get" action="/exam" className="list-bar__search">
          {filters.isFree === undefined ? null : <input type="hidden" name="isFree" value={filters.isFree} />}
          <Input.Search
            name="examName"
            defaultValue={filters.examName}
            placeholder="搜索试卷名称"
            aria-label="搜索试卷名称"
            maxLength={50}
            allowClear
            enterButton="搜索"
            onSearch={(_value, event) => (event?.target as HTMLElement | undefined)?.closest('form')?.requestSubmit()}
          />
        </Form>
      </div>
      <p className="list-bar__count">共 {page.totalCount} 份试卷</p>
      {page.list.length > 0 ? (
        <div className="paper-grid">
          {page.list.map((paper) => (
            <PaperCard key={paper.id} paper={paper} />
          ))}
        </div>
      ) : (
        <EmptyState title="没有找到符合条件的试卷">
          {filters.examName || filters.isFree !== undefined ? <Link to="/exam">查看全部试卷</Link> : null}
        </EmptyState>
      )}
      <LinkPagination
        current={page.pageCurrent}
        total={page.totalCount}
        pageSize={PAPER_LIST_PAGE_SIZE}
        hrefFor={(pageNumber) => paperListHref(filters, { page: pageNumber })}
      />
    </div>
  );
}
