/** SPEC §2 "Search type": the tabs of /search/{str}?type=N, in the spec's order. */
export const SEARCH_TABS = [
  { type: 1, label: '课程', unit: '门课程' },
  { type: 2, label: '直播', unit: '场直播' },
  { type: 4, label: '资源', unit: '个资源' },
  { type: 5, label: '试卷', unit: '份试卷' },
  { type: 6, label: '博客', unit: '篇博客' },
  { type: 7, label: '问答', unit: '个问答' },
  { type: 8, label: '资讯', unit: '篇资讯' },
] as const;

export type SearchTab = (typeof SEARCH_TABS)[number];
export const COURSE_SEARCH_TYPE = 1;
export const SEARCH_PAGE_SIZE = 10;

/** The tabs of the types the server can search (`search/types`), in the spec's order; courses at least. */
export function searchTabsFor(types: readonly number[]): SearchTab[] {
  const tabs = SEARCH_TABS.filter((tab) => types.includes(tab.type));
  return tabs.length > 0 ? tabs : [SEARCH_TABS[0]];
}

/**
 * The tab for a `type` query value among `tabs`; a type that is not one of them (unknown, or a
 * section whose search has not arrived yet) is the first tab, the courses.
 */
export function searchTabOf(type: string | null, tabs: readonly SearchTab[] = SEARCH_TABS): SearchTab {
  const value = Number(type);
  return tabs.find((tab) => tab.type === value) ?? tabs[0] ?? SEARCH_TABS[0];
}

/** `/search/{keyword}?type=N` with an optional page (page 1 is left out). */
export function searchPageHref(keyword: string, type: number, page = 1): string {
  const base = `/search/${encodeURIComponent(keyword)}?type=${type}`;
  return page > 1 ? `${base}&page=${page}` : base;
}
