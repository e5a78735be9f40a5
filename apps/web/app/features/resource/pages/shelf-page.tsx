import { courseContracts as course, courseDocumentContracts, type CourseItem } from '@school/contracts';
import type { ReactNode } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { CoursePrice } from '~/components/course-card';
import { EmptyState } from '~/components/empty-state';
import { LinkPagination } from '~/components/link-pagination';
import { PageBreadcrumb } from '~/components/page-breadcrumb';
import { Picture } from '~/components/picture';
import { asNodes, categoryNameOf, categoryPath, categoryRows } from '~/lib/category-tree';
import { orNotFound } from '~/lib/loader-errors';
import { formatCount } from '~/lib/money';
import { rootDataOf, siteMeta } from '~/lib/page-meta';
import { notFound } from '~/lib/route-guards';
import { createServerApi } from '~/lib/server-api';
import { isValidId } from '~/lib/route-guards';
import {
  documentItemHref,
  parseShelfFilters,
  SHELF_NAMES,
  SHELF_ORDERS,
  SHELF_PAGE_SIZE,
  SHELF_PATHS,
  shelfFileTypes,
  shelfHref,
  toShelfBody,
  type DocumentKind,
  type ShelfFilters,
} from '../catalogue-filters';
import '../resource.css';

/**
 * /resource and /library: the on-shelf resource packs or library documents, filtered by the
 * resources-and-library category tree (type 2), the type of their files and free/paid, newest or most downloaded first, a page at
 * a time. All of it is in the query, read here on the server.
 */
export async function loadShelf({ request, context }: LoaderFunctionArgs, kind: DocumentKind) {
  const url = new URL(request.url);
  const rawCategory = url.searchParams.get('categoryId');
  if (rawCategory && !isValidId(rawCategory)) notFound('分类不存在或已停用');
  const filters = parseShelfFilters(url.searchParams);
  const api = createServerApi(context, request);
  const [page, tree] = await Promise.all([
    orNotFound(api.storeRequest(course.listCourse, toShelfBody(kind, filters))),
    api.call(courseDocumentContracts.listInformationCategory, {}),
  ]);
  return { kind, filters, page, tree };
}

type ShelfData = Awaited<ReturnType<typeof loadShelf>>;

export function shelfMeta({
  loaderData,
  matches,
}: {
  loaderData?: ShelfData;
  matches: Parameters<typeof rootDataOf>[0];
}) {
  const kind = loaderData?.kind ?? 3;
  const name = loaderData ? categoryNameOf(asNodes(loaderData.tree), loaderData.filters.categoryId) : '';
  return siteMeta(name ? `${name} - ${SHELF_NAMES[kind]}` : SHELF_NAMES[kind], rootDataOf(matches));
}

function FilterLink({ to, active, children }: { to: string; active: boolean; children: ReactNode }) {
  return (
    <Link
      to={to}
      className={active ? 'shelf-filter__option shelf-filter__option--active' : 'shelf-filter__option'}
      aria-current={active ? 'true' : undefined}
      preventScrollReset
    >
      {children}
    </Link>
  );
}

function FilterRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="shelf-filter__row">
      <span className="shelf-filter__label">{label}：</span>
      <div className="shelf-filter__options">{children}</div>
    </div>
  );
}

const ROW_LABELS = ['分类', '细分', '专题'];

function ShelfFilterPanel({ data }: { data: ShelfData }) {
  const { kind, filters } = data;
  const tree = asNodes(data.tree);
  const href = (patch: Parameters<typeof shelfHref>[2]) => shelfHref(kind, filters, patch);
  return (
    <div className="shelf-filter" role="group" aria-label="筛选">
      {tree.length > 0
        ? categoryRows(tree, filters.categoryId).map((row) => (
            <FilterRow key={row.floor} label={ROW_LABELS[row.floor - 1] ?? '分类'}>
              <FilterLink to={href({ categoryId: row.parentId || null })} active={row.selectedId === undefined}>
                全部
              </FilterLink>
              {row.options.map((option) => (
                <FilterLink key={option.id} to={href({ categoryId: option.id })} active={row.selectedId === option.id}>
                  {option.categoryName}
                </FilterLink>
              ))}
            </FilterRow>
          ))
        : null}
      <FilterRow label="类型">
        <FilterLink to={href({ fileType: null })} active={filters.fileType === undefined}>
          全部
        </FilterLink>
        {shelfFileTypes(kind).map((option) => (
          <FilterLink
            key={option.fileType}
            to={href({ fileType: option.fileType })}
            active={filters.fileType === option.fileType}
          >
            {option.label}
          </FilterLink>
        ))}
      </FilterRow>
      <FilterRow label="价格">
        <FilterLink to={href({ isFree: null })} active={filters.isFree === undefined}>
          全部
        </FilterLink>
        <FilterLink to={href({ isFree: 1 })} active={filters.isFree === 1}>
          免费
        </FilterLink>
        <FilterLink to={href({ isFree: 0 })} active={filters.isFree === 0}>
          付费
        </FilterLink>
      </FilterRow>
    </div>
  );
}

/** One resource pack or library document in the list: cover, name, lecturer, price, readers. */
function ShelfItem({ item }: { item: CourseItem }) {
  return (
    <li className="shelf-item">
      <Link to={documentItemHref(item.courseCategory, item.id)} className="shelf-item__link">
        <div className="shelf-item__cover">
          {item.courseLogo ? <Picture src={item.courseLogo} sizes="160px" alt="" loading="lazy" /> : null}
        </div>
        <div className="shelf-item__body">
          <h3 className="shelf-item__name">{item.courseName}</h3>
          <p className="shelf-item__facts">
            {item.lecturerName ? <span>{item.lecturerName}</span> : null}
            <span>{formatCount(item.countStudy)} 人学习</span>
            <span>{item.gmtCreate.slice(0, 10)} 上架</span>
          </p>
          <CoursePrice course={item} />
        </div>
      </Link>
    </li>
  );
}

export function ShelfPage() {
  const data = useLoaderData<ShelfData>();
  const { kind, filters, page } = data;
  const path = categoryPath(asNodes(data.tree), filters.categoryId);
  const pastTheEnd = page.list.length === 0 && page.totalCount > 0;
  const unit = kind === 4 ? '篇文档' : '份资源';
  return (
    <div className="shelf-page page-width">
      <PageBreadcrumb
        items={[
          { key: 'home', title: <Link to="/">首页</Link> },
          { key: 'shelf', title: <Link to={SHELF_PATHS[kind]}>{SHELF_NAMES[kind]}</Link> },
          ...path.map((node) => ({
            key: node.id,
            title: <Link to={shelfHref(kind, filters, { categoryId: node.id })}>{node.categoryName}</Link>,
          })),
        ]}
      />
      <h1 className="shelf-page__title">{SHELF_NAMES[kind]}</h1>
      <ShelfFilterPanel data={data} />
      <div className="shelf-sort">
        <nav className="shelf-sort__orders" aria-label="排序">
          {SHELF_ORDERS.map((order) => (
            <Link
              key={order.orderBy}
              to={shelfHref(kind, filters, { orderBy: order.orderBy })}
              className={
                filters.orderBy === order.orderBy ? 'shelf-sort__item shelf-sort__item--active' : 'shelf-sort__item'
              }
              aria-current={filters.orderBy === order.orderBy ? 'true' : undefined}
              preventScrollReset
            >
              {order.label}
            </Link>
          ))}
        </nav>
        <span className="shelf-sort__total">
          共 <strong>{page.totalCount}</strong> {unit}
        </span>
      </div>
      {page.list.length > 0 ? (
        <ul className="shelf-list">
          {page.list.map((item) => (
            <ShelfItem key={item.id} item={item} />
          ))}
        </ul>
      ) : pastTheEnd ? (
        <EmptyState title="这一页没有内容了">
          <Link to={shelfHref(kind, filters)}>回到第一页</Link>
        </EmptyState>
      ) : (
        <EmptyState title={`没有找到符合条件的${SHELF_NAMES[kind]}`}>
          {filters.categoryId || filters.fileType || filters.isFree !== undefined ? (
            <Link to={SHELF_PATHS[kind]}>清除筛选，查看全部</Link>
          ) : null}
        </EmptyState>
      )}
      <LinkPagination
        current={page.pageCurrent}
        total={page.totalCount}
        pageSize={SHELF_PAGE_SIZE}
        hrefFor={(pageNumber) => shelfHref(kind, filters, { page: pageNumber })}
      />
    </div>
  );
}

export type { ShelfFilters };
