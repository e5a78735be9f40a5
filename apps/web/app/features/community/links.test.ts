import { describe, expect, it } from 'vitest';
import {
  articleHref,
  blogListHref,
  pageFromQuery,
  parseBlogFilters,
  parseQuestionFilters,
  questionListHref,
  textToHtml,
} from './links';

describe('community addresses', () => {
  it('reads /blog filters and falls back on unknown values', () => {
    expect(parseBlogFilters(new URLSearchParams('tab=3&labelNo=12&page=2'))).toEqual({
      tab: '3',
      labelNo: '12',
      page: 2,
    });
    expect(parseBlogFilters(new URLSearchParams('tab=9&labelNo=abc&page=-1'))).toEqual({
      tab: '1',
      labelNo: '',
      page: 1,
    });
  });

  it('writes /blog addresses without defaults, a new label going back to page 1', () => {
    const filters = parseBlogFilters(new URLSearchParams('tab=3&labelNo=12&page=4'));
    expect(blogListHref(filters, { page: 5 })).toBe('/blog?tab=3&labelNo=12&page=5');
    expect(blogListHref(filters, { labelNo: '' })).toBe('/blog?tab=3');
    expect(blogListHref(parseBlogFilters(new URLSearchParams()))).toBe('/blog');
  });

  it('reads and writes the question filters with the solved state', () => {
    const filters = parseQuestionFilters(new URLSearchParams('tab=1&solved=1'));
    expect(filters).toEqual({ tab: '1', labelNo: '', solved: '1', page: 1 });
    expect(questionListHref(filters, { solved: '' })).toBe('/question?tab=1');
    expect(parseQuestionFilters(new URLSearchParams('solved=yes&tab=2')).solved).toBe('');
    expect(parseQuestionFilters(new URLSearchParams('tab=2')).tab).toBe('');
  });

  it('opens info articles on the info page and blogs on the blog page', () => {
    expect(articleHref({ id: '5', articleType: 2 })).toBe('/info/detail/5');
    expect(articleHref({ id: '5', articleType: 1 })).toBe('/blog/article/5');
  });

  it('keeps page numbers within range', () => {
    expect(pageFromQuery('3')).toBe(3);
    expect(pageFromQuery('1.5')).toBe(1);
    expect(pageFromQuery('100001')).toBe(1);
    expect(pageFromQuery(null)).toBe(1);
  });

  it('turns typed comment text into escaped paragraphs', () => {
    expect(textToHtml(' a <b>&\nline two\n\nnext ')).toBe('<p>a &lt;b&gt;&amp;<br>line two</p><p>next</p>');
    expect(textToHtml('<img src=x onerror=alert(1)>')).not.toContain('<img');
  });
});
