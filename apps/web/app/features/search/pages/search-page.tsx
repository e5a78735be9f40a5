import { courseContracts as course, searchContracts as search } from '@school/contracts';
import type { CourseSearchItem, Page, SearchHit } from '@school/contracts';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { EmptyState } from '~/components/empty-state';
import { LinkPagination } from '~/components/link-pagination';
import { SearchBox } from '~/components/search-box';
import { CourseResults, HitResults } from '~/features/search/components/search-results';
import {
  COURSE_SEARCH_TYPE,
  SEARCH_PAGE_SIZE,
  searchPageHref,
  searchTabOf,
  searchTabsFor,
} from '~/features/search/search-types';
import { ApiError, isSuccessCode, type ApiReply } from '~/lib/request';
import { rootDataOf, siteMeta } from '~/lib/page-meta';
import { pageOf } from '~/lib/paging';
import { createServerApi } from '~/lib/server-api';
import '../search.css';

/** SPEC §5: the header's message for empty text (the search box on this page says 请输入搜索内容). */
const EMPTY_KEYWORD_MESSAGE = '请输入搜索关键词';

type Results =
  | { kind: 'course'; courses: CourseSearchItem[]; totalCount: number; pageCurrent: number }
  | { kind: 'hits'; hits: SearchHit[]; totalCount: number; pageCurrent: number }
  | { kind: 'refused'; msg: string };

const pageInfo = (page: { totalCount: number; pageCurrent: number }) => ({
  totalCount: page.totalCount,
  pageCurrent: page.pageCurrent,
});

/** A 400 is a keyword the server refuses: its message is the page. Other failures are errors. */
function resultsOf<T>(reply: ApiReply<Page<T> | null>, read: (page: Page<T>) => Results): Results {
  if (reply.code === 400) return { kind: 'refused', msg: reply.msg || EMPTY_KEYWORD_MESSAGE };
  if (!isSuccessCode(reply.code) || !reply.data) throw new ApiError(reply);
  return read(reply.data);
}

/**
 * /search/{str}?type=N[&page=P]: one page of one type of result, read on the server. Tabs are shown
 * only for the types the server can search (`search/types`: the sections that have landed); a type
 * without a tab shows the course results. The course tab uses the course search (cards with lecturer
 * and learners); the others the site-wide search. A keyword the server refuses (too long, `<` `>`)
 * shows its message instead of results.
 */
export async function loadSearchPage({ request, context, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const keyword = (params.str ?? '').trim();
  const api = createServerApi(context, request);
  const tabs = searchTabsFor((await api.storeRequest(search.listSearchTypes))?.types ?? []);
  const tab = searchTabOf(url.searchParams.get('type'), tabs);
  const page = pageOf(url.searchParams.get('page'));
  if (!keyword)
    return { keyword, tabs, type: tab.type, results: { kind: 'refused', msg: EMPTY_KEYWORD_MESSAGE } as Results };
  const body = { keyword, pageCurrent: page, pageSize: SEARCH_PAGE_SIZE };
  const results =
    tab.type === COURSE_SEARCH_TYPE
      ? resultsOf(await api.request(course.searchCourse, body, { isShowErrTip: false }), (data) => ({
          kind: 'course',
          courses: data.list,
          ...pageInfo(data),
        }))
      : resultsOf(await api.request(search.search, { ...body, type: tab.type }, { isShowErrTip: false }), (data) => ({
          kind: 'hits',
          hits: data.list,
          ...pageInfo(data),
        }));
  return { keyword, tabs, type: tab.type, results };
}

export function searchMeta({
  loaderData,
  matches,
}: {
  loaderData?: Awaited<ReturnType<typeof loadSearchPage>>;
  matches: Parameters<typeof rootDataOf>[0];
}) {
  const keyword = loaderData?.keyword;
  return siteMeta(keyword ? `“${keyword}”的搜索结果` : '搜索结果', rootDataOf(matches));
}

export function SearchPage() {
  const { keyword, tabs, type, results } = useLoaderData<typeof loadSearchPage>();
  const navigate = useNavigate();
  const tab = searchTabOf(String(type), tabs);
  return (
    <div className="search-page page-width">
      <div className="search-page__bar">
        <SearchBox
          key={keyword}
          defaultValue={keyword}
          placeholder={`搜索${tabs.map((item) => item.label).join('、')}`}
          onSearch={(text) => void navigate(searchPageHref(text, type))}
        />
      </div>
      <nav className="search-tabs" aria-label="搜索类型">
        {tabs.map((item) => {
          const className = item.type === type ? 'search-tabs__tab search-tabs__tab--active' : 'search-tabs__tab';
          // Without a keyword there is nothing to search in another tab.
          if (!keyword) {
            return (
              <span key={item.type} className={className}>
                {item.label}
              </span>
            );
          }
          return (
            <Link
              key={item.type}
              to={searchPageHref(keyword, item.type)}
              className={className}
              aria-current={item.type === type ? 'page' : undefined}
            >
              {item.label}
            </Link>
          );
        })}
      </nav>
      <section className="search-page__results" aria-label={`${tab.label}搜索结果`}>
        {results.kind === 'refused' ? (
          <EmptyState title={results.msg} />
        ) : (
          <>
            <p className="search-page__summary">
              {results.totalCount > 0 ? (
                <>
                  为您找到与“<strong>{keyword}</strong>”相关的{tab.label} {results.totalCount} 条
                </>
              ) : null}
            </p>
            {results.kind === 'course' && results.courses.length > 0 ? (
              <CourseResults courses={results.courses} />
            ) : null}
            {results.kind === 'hits' && results.hits.length > 0 ? <HitResults hits={results.hits} /> : null}
            {(results.kind === 'course' ? results.courses.length : results.hits.length) === 0 ? (
              <EmptyState
                title={
                  results.totalCount > 0
                    ? '这一页没有结果了'
                    : `没有找到与“${keyword}”相关的${tab.label}，换个关键词试试`
                }
              >
                {type === COURSE_SEARCH_TYPE ? <Link to="/list">浏览全部课程</Link> : null}
              </EmptyState>
            ) : null}
            <LinkPagination
              current={results.pageCurrent}
              total={results.totalCount}
              pageSize={SEARCH_PAGE_SIZE}
              hrefFor={(page) => searchPageHref(keyword, type, page)}
            />
          </>
        )}
      </section>
    </div>
  );
}
