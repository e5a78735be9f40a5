import { PRODUCT_TYPE_NAMES, saleContracts } from '@school/contracts';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { EmptyState } from '~/components/empty-state';
import { LinkPagination } from '~/components/link-pagination';
import { SaleCard } from '~/features/order/sale/sale-card';
import '~/features/order/sale/sale.css';
import { rootDataOf, siteMeta } from '~/lib/page-meta';
import { pageOf } from '~/lib/paging';
import { notFound } from '~/lib/route-guards';
import { createServerApi } from '~/lib/server-api';

const SALE_PAGE_SIZE = 20;
const TYPES = Object.keys(PRODUCT_TYPE_NAMES).map(Number);
const saleHref = (type: number, page = 1) => (page > 1 ? `/sale/${type}?page=${page}` : `/sale/${type}`);

/** /sale/{type}[?page=N]: that product type's running sales (decision 0041); another type is a 404. */
export async function loadSalePage({ params, request, context }: LoaderFunctionArgs) {
  const type = Number(params.type);
  if (!TYPES.includes(type)) notFound();
  const page = pageOf(new URL(request.url).searchParams.get('page'));
  const sales = await createServerApi(context, request).storeRequest(saleContracts.listSale, {
    productType: type as 1,
    pageCurrent: page,
    pageSize: SALE_PAGE_SIZE,
  });
  return { type, sales };
}

/** '特价 · 点播课程 - <site>' */
export function saleMeta({
  loaderData,
  matches,
}: {
  loaderData?: Awaited<ReturnType<typeof loadSalePage>>;
  matches: Parameters<typeof rootDataOf>[0];
}) {
  const kind = loaderData ? PRODUCT_TYPE_NAMES[loaderData.type] : undefined;
  return siteMeta(kind ? `特价 · ${kind}` : '特价', rootDataOf(matches));
}

export function SalePage() {
  const { type, sales } = useLoaderData<typeof loadSalePage>();
  return (
    <div className="sale-page page-width">
      <h1 className="sale-page__heading">限时特价</h1>
      <nav className="sale-types" aria-label="商品类型">
        {TYPES.map((item) => (
          <Link key={item} to={saleHref(item)} aria-current={item === type ? 'page' : undefined}>
            {PRODUCT_TYPE_NAMES[item]}
          </Link>
        ))}
      </nav>
      {sales.list.length > 0 ? (
        <div className="course-grid course-grid--4">
          {sales.list.map((item) => (
            <SaleCard key={item.id} item={item} />
          ))}
        </div>
      ) : (
        <EmptyState title={`${PRODUCT_TYPE_NAMES[type]}暂时没有特价`}>
          <Link to="/list">去看看全部课程</Link>
        </EmptyState>
      )}
      <LinkPagination
        current={sales.pageCurrent}
        total={sales.totalCount}
        pageSize={SALE_PAGE_SIZE}
        hrefFor={(page) => saleHref(type, page)}
      />
    </div>
  );
}
