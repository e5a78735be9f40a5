import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { CourseOrderBy } from '@school/contracts';
import { PlainLink } from '~/components/plain-link';
import { listHref, type ListFilters } from '../list-filters';

const SIMPLE_ORDERS: { orderBy: CourseOrderBy; label: string }[] = [
  { orderBy: 'default', label: '综合' },
  { orderBy: 'newest', label: '最新' },
  { orderBy: 'popular', label: '最热' },
];

/** 价格 goes up first, then down on the next click. */
export const nextPriceOrder = (orderBy: CourseOrderBy): CourseOrderBy =>
  orderBy === 'priceAsc' ? 'priceDesc' : 'priceAsc';

/** The orders of /list (综合/最新/最热/价格) and the number of courses found. */
export function ListSortBar({ filters, totalCount }: { filters: ListFilters; totalCount: number }) {
  const isPrice = filters.orderBy === 'priceAsc' || filters.orderBy === 'priceDesc';
  const className = (active: boolean) => (active ? 'list-sort__item list-sort__item--active' : 'list-sort__item');
  return (
    <div className="list-sort">
      <nav className="list-sort__orders" aria-label="排序">
        {SIMPLE_ORDERS.map((order) => (
          <PlainLink
            key={order.orderBy}
            to={listHref(filters, { orderBy: order.orderBy })}
            className={className(filters.orderBy === order.orderBy)}
            aria-current={filters.orderBy === order.orderBy ? 'true' : undefined}
            keepScroll
          >
            {order.label}
          </PlainLink>
        ))}
        <PlainLink
          to={listHref(filters, { orderBy: nextPriceOrder(filters.orderBy) })}
          className={className(isPrice)}
          aria-current={isPrice ? 'true' : undefined}
          aria-label={filters.orderBy === 'priceAsc' ? '价格从高到低' : '价格从低到高'}
          keepScroll
        >
          价格{' '}
          {filters.orderBy === 'priceDesc' ? (
            <ArrowDownOutlined />
          ) : (
            <ArrowUpOutlined className={isPrice ? '' : 'list-sort__idle'} />
          )}
        </PlainLink>
      </nav>
      <span className="list-sort__total">
        共 <strong>{totalCount}</strong> 门课程
      </span>
    </div>
  );
}
