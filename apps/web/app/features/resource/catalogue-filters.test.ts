import { describe, expect, it } from 'vitest';
import { documentItemHref, parseShelfFilters, shelfFileTypes, shelfHref, toShelfBody } from './catalogue-filters';

const parse = (query: string) => parseShelfFilters(new URLSearchParams(query));

describe('the resource and library lists', () => {
  it('read their filters from the address, and nonsense as the default', () => {
    expect(parse('categoryId=12&isFree=0&orderBy=newest&page=3')).toEqual({
      categoryId: '12',
      isFree: 0,
      orderBy: 'newest',
      page: 3,
    });
    expect(parse('categoryId=abc&fileType=exe&isFree=2&orderBy=priceAsc&page=-1')).toEqual({
      orderBy: 'default',
      page: 1,
    });
    expect(parse('fileType=word')).toEqual({ fileType: 'word', orderBy: 'default', page: 1 });
  });

  it('write the address of a change, back to page 1 unless the page changes', () => {
    const filters = parse('categoryId=12&page=4');
    expect(shelfHref(4, filters, { orderBy: 'downloads' })).toBe('/library?categoryId=12&orderBy=downloads');
    expect(shelfHref(3, filters, { page: 5 })).toBe('/resource?categoryId=12&page=5');
    expect(shelfHref(3, filters, { categoryId: null, isFree: 1 })).toBe('/resource?isFree=1');
    expect(shelfHref(3, filters, { fileType: 'zip' })).toBe('/resource?categoryId=12&fileType=zip');
  });

  it('offer the file types their kind may hold', () => {
    expect(shelfFileTypes(3).map((option) => option.fileType)).toEqual([
      'pdf',
      'word',
      'excel',
      'ppt',
      'txt',
      'mp3',
      'zip',
    ]);
    expect(shelfFileTypes(4).map((option) => option.label)).toEqual(['PDF', 'Word', 'Excel', 'PPT', '文本']);
  });

  it('ask for their own kind only', () => {
    expect(toShelfBody(3, parse('isFree=1'))).toEqual({
      courseCategory: 3,
      pageCurrent: 1,
      pageSize: 20,
      orderBy: 'default',
      isFree: 1,
    });
    expect(toShelfBody(4, parse('fileType=pdf')).fileType).toBe('pdf');
    expect(documentItemHref(4, '9')).toBe('/library/view/9');
    expect(documentItemHref(3, '9')).toBe('/resource/detail/9');
    expect(documentItemHref(1, '9')).toBe('/view/9');
  });
});
