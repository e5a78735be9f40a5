import type { ReactNode } from 'react';
import { PlainLink } from '~/components/plain-link';
import { categoryRows, type CategoryNode } from '~/lib/category-tree';
import { COURSE_KINDS, listHref, type ListFilters } from '../list-filters';

const ROW_LABELS = ['方向', '分类', '细分'];

function FilterRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="list-filter__row">
      <span className="list-filter__label">{label}：</span>
      <div className="list-filter__options">{children}</div>
    </div>
  );
}

function FilterLink({ to, active, children }: { to: string; active: boolean; children: ReactNode }) {
  return (
    <PlainLink
      to={to}
      className={active ? 'list-filter__option list-filter__option--active' : 'list-filter__option'}
      aria-current={active ? 'true' : undefined}
      keepScroll
    >
      {children}
    </PlainLink>
  );
}

/**
 * The filters of /list as links: category (three levels: each chosen level opens the next), course
 * kind and free/paid. Every option is the address of the filtered list.
 */
export function ListFilterPanel({ tree, filters }: { tree: CategoryNode[]; filters: ListFilters }) {
  const rows = categoryRows(tree, filters.categoryId);
  return (
    <div className="list-filter" role="group" aria-label="课程筛选">
      {tree.length > 0
        ? rows.map((row) => (
            <FilterRow key={row.floor} label={ROW_LABELS[row.floor - 1] ?? '分类'}>
              <FilterLink
                to={listHref(filters, { categoryId: row.parentId || null })}
                active={row.selectedId === undefined}
              >
                全部
              </FilterLink>
              {row.options.map((option) => (
                <FilterLink
                  key={option.id}
                  to={listHref(filters, { categoryId: option.id })}
                  active={row.selectedId === option.id}
                >
                  {option.categoryName}
                </FilterLink>
              ))}
            </FilterRow>
          ))
        : null}
      <FilterRow label="类型">
        <FilterLink to={listHref(filters, { courseCategory: null })} active={filters.courseCategory === undefined}>
          全部
        </FilterLink>
        {COURSE_KINDS.map((kind) => (
          <FilterLink
            key={kind.value}
            to={listHref(filters, { courseCategory: kind.value })}
            active={filters.courseCategory === kind.value}
          >
            {kind.label}
          </FilterLink>
        ))}
      </FilterRow>
      <FilterRow label="价格">
        <FilterLink to={listHref(filters, { isFree: null })} active={filters.isFree === undefined}>
          全部
        </FilterLink>
        <FilterLink to={listHref(filters, { isFree: 1 })} active={filters.isFree === 1}>
          免费
        </FilterLink>
        <FilterLink to={listHref(filters, { isFree: 0 })} active={filters.isFree === 0}>
          付费
        </FilterLink>
      </FilterRow>
    </div>
  );
}
