import { BlogTab, QuestionTab } from '@school/contracts';
import { isValidId } from '~/lib/route-guards';

export const BLOG_PAGE_SIZE = 10;
export const QUESTION_PAGE_SIZE = 15;
export const INFO_PAGE_SIZE = 10;

export const blogHref = (id: string) => `/blog/article/${id}`;
export const bloggerHref = (bloggerId: string) => `/blog/blogger/${bloggerId}`;
export const questionHref = (id: string) => `/question/view/${id}`;
export const infoHref = (id: string) => `/info/detail/${id}`;
/** A post of either type: blogs open on the blog page, info articles on the info page. */
export const articleHref = (article: { id: string; articleType: number }) =>
  article.articleType === 2 ? infoHref(article.id) : blogHref(article.id);

const idOrEmpty = (value: string | null) => (value && isValidId(value) ? value : '');
/** A page number from the query: a whole number from 2 to 100000, else 1. */
export const pageFromQuery = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 && page <= 100000 ? page : 1;
};

export type BlogTabValue = (typeof BlogTab)[keyof typeof BlogTab];
export interface BlogListFilters {
  tab: BlogTabValue;
  labelNo: string;
  page: number;
}

/** /blog?tab=&labelNo=&page=: unknown values fall back to the latest tab, all labels, page 1. */
export function parseBlogFilters(search: URLSearchParams): BlogListFilters {
  const tab = search.get('tab');
  return {
    tab: tab === BlogTab.hot || tab === BlogTab.following ? tab : BlogTab.latest,
    labelNo: idOrEmpty(search.get('labelNo')),
    page: pageFromQuery(search.get('page')),
  };
}

function hrefWith(path: string, entries: Record<string, string | number | undefined>) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(entries)) {
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1)) query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The /blog address of `filters` changed by `change`; a new tab or label starts on page 1. */
export function blogListHref(filters: BlogListFilters, change: Partial<BlogListFilters> = {}) {
  const next = { ...filters, page: 1, ...change };
  return hrefWith('/blog', {
    tab: next.tab === BlogTab.latest ? undefined : next.tab,
    labelNo: next.labelNo,
    page: next.page,
  });
}

export type QuestionTabValue = (typeof QuestionTab)[keyof typeof QuestionTab];
export interface QuestionListFilters {
  tab: QuestionTabValue;
  labelNo: string;
  /** '' all, '0' open, '1' solved */
  solved: '' | '0' | '1';
  page: number;
}

export function parseQuestionFilters(search: URLSearchParams): QuestionListFilters {
  const tab = search.get('tab');
  const solved = search.get('solved');
  return {
    tab: tab === QuestionTab.latest || tab === QuestionTab.hot ? tab : QuestionTab.all,
    labelNo: idOrEmpty(search.get('labelNo')),
    solved: solved === '0' || solved === '1' ? solved : '',
    page: pageFromQuery(search.get('page')),
  };
}

export function questionListHref(filters: QuestionListFilters, change: Partial<QuestionListFilters> = {}) {
  const next = { ...filters, page: 1, ...change };
  return hrefWith('/question', { tab: next.tab, labelNo: next.labelNo, solved: next.solved, page: next.page });
}

/** /info?zoneId=&page= */
export function parseInfoFilters(search: URLSearchParams) {
  return { zoneId: idOrEmpty(search.get('zoneId')), page: pageFromQuery(search.get('page')) };
}
export const infoListHref = (zoneId: string, page = 1) => hrefWith('/info', { zoneId, page });

export const searchHref = (keyword: string, page = 1) => hrefWith('/blog/search', { keyword, page });

/** Plain text typed into a comment box, as the HTML the comment calls take (the server sanitises too). */
export function textToHtml(text: string): string {
  const escaped = text
    .trim()
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
  return escaped
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${paragraph.replace(/\n/g, '<br>')}</p>`)
    .join('');
}
