import { addContracts } from './all-contracts.ts';
import { Type, type Static } from 'typebox';
import { DateTime, Flag, Page, PageQuery } from './common.ts';
import { SearchKeyword } from './course.ts';
import { defineContracts } from './route.ts';

/**
 * One search over every kind of content (SPEC §2 "Search type"): 1 course, 2 live, 4 resource,
 * 5 exam, 6 blog, 7 question, 8 info. Each module registers its provider; a type nobody has
 * registered yet answers an empty page.
 */

export const SearchBody = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({
      keyword: SearchKeyword,
      type: Type.Optional(
        Type.Integer({
          minimum: 1,
          maximum: 99,
          default: 1,
          description: '1 课程，2 直播，4 资源，5 试卷，6 博客，7 问答，8 资讯',
        }),
      ),
    }),
  ]),
);
export type SearchBody = Static<typeof SearchBody>;

export const SearchHit = Type.Object({
  type: Type.Integer(),
  id: Type.String(),
  title: Type.String(),
  titleHighlight: Type.String({ description: '标题（HTML 转义），命中部分包在 <em> 中' }),
  summary: Type.String(),
  img: Type.String(),
  url: Type.String({ description: '站内详情页地址，例如 /view/123' }),
  price: Type.Optional(Type.Number({ description: '售价（元），有价格的类型才有' })),
  isFree: Type.Optional(Flag),
  gmtCreate: DateTime,
});
export type SearchHit = Static<typeof SearchHit>;

export const SearchTypes = Type.Object({
  types: Type.Array(Type.Integer(), { description: '已有内容可搜的类型，从小到大' }),
});
export type SearchTypes = Static<typeof SearchTypes>;

export const searchContracts = defineContracts({
  listSearchTypes: {
    method: 'GET',
    url: '/system/api/search/types',
    summary: '可搜索的类型（已上线的内容类型；搜索页只显示这些标签）',
    response: SearchTypes,
  },
  search: {
    method: 'POST',
    url: '/system/api/search/list',
    summary: '全站搜索（按类型分页，中文子串匹配，命中高亮）',
    body: SearchBody,
    response: Page(SearchHit),
  },
});

/** This file's tables in `allContracts`. */
export const searchContractGroups = addContracts({ search: searchContracts });
type SearchContractGroups = typeof searchContractGroups;
declare module './all-contracts.ts' {
  interface AllContracts extends SearchContractGroups {}
}
