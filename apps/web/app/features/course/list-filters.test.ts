import { describe, expect, it } from 'vitest';
import { hasFilters, listHref, listSearch, parseListFilters, toCourseListBody, type ListFilters } from './list-filters';

const parse = (query: string) => parseListFilters(new URLSearchParams(query));

describe('/list filters in the address', () => {
  it('reads every filter, the order and the page from the query', () => {
    expect(parse('categoryId=42&courseCategory=2&isFree=1&orderBy=priceDesc&page=3')).toEqual({
      categoryId: '42',
      courseCategory: 2,
      isFree: 1,
      orderBy: 'priceDesc',
      page: 3,
    });
    expect(parse('isFree=0').isFree).toBe(0);
  });

  it('reads a bare address as all courses in the default order on page 1', () => {
    expect(parse('')).toEqual({ orderBy: 'default', page: 1 });
  });

  it('ignores values that make no sense instead of failing', () => {
    expect(parse('courseCategory=9&isFree=2&orderBy=cheapest&page=-4')).toEqual({ orderBy: 'default', page: 1 });
    expect(parse('page=abc').page).toBe(1);
    expect(parse('page=100001').page).toBe(1);
    expect(parse('page=0').page).toBe(1);
    expect(parse('categoryId=0').categoryId).toBeUndefined();
    expect(parse('categoryId=<script>').categoryId).toBeUndefined();
  });

  it('writes the query in a fixed order, leaving defaults out, and reads back the same filters', () => {
    const filters: ListFilters = { categoryId: '7', courseCategory: 1, isFree: 0, orderBy: 'newest', page: 2 };
    const search = listSearch(filters);
    expect(search).toBe('?categoryId=7&courseCategory=1&isFree=0&orderBy=newest&page=2');
    expect(parse(search.slice(1))).toEqual(filters);
    expect(listSearch({ orderBy: 'default', page: 1 })).toBe('');
  });

  it('a change of filter or order goes back to page 1; a page link keeps the filters', () => {
    const filters: ListFilters = { categoryId: '7', isFree: 1, orderBy: 'popular', page: 4 };
    expect(listHref(filters, { categoryId: '9' })).toBe('/list?categoryId=9&isFree=1&orderBy=popular');
    expect(listHref(filters, { orderBy: 'priceAsc' })).toBe('/list?categoryId=7&isFree=1&orderBy=priceAsc');
    expect(listHref(filters, { page: 5 })).toBe('/list?categoryId=7&isFree=1&orderBy=popular&page=5');
    expect(listHref(filters, { page: 1 })).toBe('/list?categoryId=7&isFree=1&orderBy=popular');
  });

  it('null removes a filter; the default order leaves the query', () => {
    const filters: ListFilters = { categoryId: '7', courseCategory: 3, isFree: 1, orderBy: 'newest', page: 1 };
    expect(listHref(filters, { categoryId: null })).toBe('/list?courseCategory=3&isFree=1&orderBy=newest');
    expect(listHref(filters, { courseCategory: null, isFree: null, orderBy: 'default' })).toBe('/list?categoryId=7');
  });

  it('turns the filters into the course list call', () => {
    expect(toCourseListBody({ categoryId: '7', isFree: 0, orderBy: 'priceAsc', page: 3 }, 24)).toEqual({
      categoryId: '7',
      isFree: 0,
      orderBy: 'priceAsc',
      pageCurrent: 3,
      pageSize: 24,
    });
    expect(toCourseListBody({ orderBy: 'default', page: 1 }, 24)).toEqual({
      orderBy: 'default',
      pageCurrent: 1,
      pageSize: 24,
    });
  });

  it('knows when a filter narrows the list (the order alone does not)', () => {
    expect(hasFilters({ orderBy: 'newest', page: 2 })).toBe(false);
    expect(hasFilters({ isFree: 0, orderBy: 'default', page: 1 })).toBe(true);
  });
});
