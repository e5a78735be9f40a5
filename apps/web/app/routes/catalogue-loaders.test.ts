import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { argsFor, ok } from '../../test/loader-args';
import { loader as listLoader } from './list-page';
import { loader as searchLoader } from './search-page';
import { loader as terraceLoader } from './terrace-page';
import { loader as serviceLoader } from './view/service-page';

const emptyPage = { list: [], totalCount: 0, totalPage: 0, pageCurrent: 1, pageSize: 24 };

/** What a loader ended with: 200, or the status of the response it threw (`data(…, { status })`). */
async function statusOf(run: Promise<unknown>): Promise<number> {
  try {
    await run;
    return 200;
  } catch (error) {
    if (isRouteErrorResponse(error)) return error.status;
    const status = (error as { init?: { status?: number } } | null)?.init?.status;
    if (typeof status === 'number') return status;
    throw error;
  }
}

describe('/list loader', () => {
  it('asks for the filtered page the address describes', async () => {
    const { args, callApi } = argsFor('/list?categoryId=42&isFree=0&orderBy=priceAsc&page=2', {
      '/course/api/course/list': ok(emptyPage),
      '/system/api/adv/list': ok([]),
    });
    const result = await listLoader(args);
    expect(result.filters).toEqual({ categoryId: '42', isFree: 0, orderBy: 'priceAsc', page: 2 });
    expect(callApi).toHaveBeenCalledWith(
      expect.objectContaining({
        url: '/course/api/course/list',
        body: { categoryId: '42', isFree: 0, orderBy: 'priceAsc', pageCurrent: 2, pageSize: 24 },
      }),
    );
  });

  it('an unknown or malformed category is the 404 page; a missing advert is not an error', async () => {
    const unknown = argsFor('/list?categoryId=42', {
      '/course/api/course/list': { code: 404, msg: '课程分类不存在或已停用', data: null },
      '/system/api/adv/list': ok([]),
    });
    expect(await statusOf(listLoader(unknown.args))).toBe(404);
    const malformed = argsFor('/list?categoryId=abc', {});
    expect(await statusOf(listLoader(malformed.args))).toBe(404);
    expect(malformed.callApi).not.toHaveBeenCalled();
    const noAdverts = argsFor('/list', {
      '/course/api/course/list': ok(emptyPage),
      '/system/api/adv/list': { code: 500, msg: '出错了', data: null },
    });
    expect((await listLoader(noAdverts.args)).adverts).toEqual([]);
  });
});

describe('/search loader', () => {
  const types = (...list: number[]) => ({ '/system/api/search/types': ok({ types: list }) });

  it('the course tab uses the course search; other tabs the site-wide search with their type', async () => {
    const course = argsFor(
      '/search/%E9%9B%85?type=1&page=2',
      { ...types(1), '/course/api/course/search/list': ok(emptyPage) },
      { str: '雅' },
    );
    const result = await searchLoader(course.args);
    expect(result).toMatchObject({ keyword: '雅', type: 1, results: { kind: 'course', totalCount: 0 } });
    expect(course.callApi).toHaveBeenCalledWith(
      expect.objectContaining({
        url: '/course/api/course/search/list',
        body: { keyword: '雅', pageCurrent: 2, pageSize: 10 },
      }),
    );

    const blog = argsFor(
      '/search/x?type=6',
      { ...types(1, 6), '/system/api/search/list': ok(emptyPage) },
      { str: 'x' },
    );
    const blogResult = await searchLoader(blog.args);
    expect(blogResult).toMatchObject({ type: 6, results: { kind: 'hits', hits: [] } });
    expect(blogResult.tabs.map((tab) => tab.label)).toEqual(['课程', '博客']);
    expect(blog.callApi).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/system/api/search/list', body: expect.objectContaining({ type: 6 }) }),
    );
  });

  it('shows tabs only for the types the server can search; another type shows the courses', async () => {
    const live = argsFor(
      '/search/x?type=2',
      { ...types(1), '/course/api/course/search/list': ok(emptyPage) },
      { str: 'x' },
    );
    const result = await searchLoader(live.args);
    expect(result.tabs.map((tab) => tab.label)).toEqual(['课程']);
    expect(result).toMatchObject({ type: 1, results: { kind: 'course' } });
    expect(live.callApi).not.toHaveBeenCalledWith(expect.objectContaining({ url: '/system/api/search/list' }));
  });

  it('shows the server message for a refused keyword and 请输入搜索关键词 for blank text', async () => {
    const refused = argsFor(
      '/search/x?type=1',
      {
        ...types(1),
        '/course/api/course/search/list': { code: 400, msg: '搜索关键词不能包含 < > 等特殊字符', data: null },
      },
      { str: '<b>' },
    );
    expect((await searchLoader(refused.args)).results).toEqual({
      kind: 'refused',
      msg: '搜索关键词不能包含 < > 等特殊字符',
    });
    const blank = argsFor('/search/%20', types(1), { str: ' ' });
    expect((await searchLoader(blank.args)).results).toEqual({ kind: 'refused', msg: '请输入搜索关键词' });
    expect(blank.callApi).toHaveBeenCalledTimes(1);
  });

  it('a type outside the seven is the course tab', async () => {
    const odd = argsFor(
      '/search/x?type=3',
      { ...types(1), '/course/api/course/search/list': ok(emptyPage) },
      { str: 'x' },
    );
    expect((await searchLoader(odd.args)).type).toBe(1);
  });
});

describe('zone and footer article loaders', () => {
  it('a missing, malformed or unknown id is the 404 page', async () => {
    expect(await statusOf(terraceLoader(argsFor('/terrace', {}).args))).toBe(404);
    expect(await statusOf(terraceLoader(argsFor('/terrace/x1', {}, { id: 'x1' }).args))).toBe(404);
    const unknown = argsFor(
      '/terrace/9',
      { '/course/api/zone/view': { code: 404, msg: '专区不存在或已停用', data: null } },
      {
        id: '9',
      },
    );
    expect(await statusOf(terraceLoader(unknown.args))).toBe(404);
    expect(await statusOf(serviceLoader(argsFor('/view/service', {}).args))).toBe(404);
    expect(await statusOf(serviceLoader(argsFor('/view/service?id=0', {}).args))).toBe(404);
    const gone = argsFor('/view/service?id=5', {
      '/system/api/website/nav/article/get': { code: 404, msg: '文章不存在或已下线', data: null },
    });
    expect(await statusOf(serviceLoader(gone.args))).toBe(404);
  });

  it('a server failure stays an error (500 page), not a 404', async () => {
    const broken = argsFor(
      '/terrace/9',
      { '/course/api/zone/view': { code: 500, msg: '服务器错误', data: null } },
      {
        id: '9',
      },
    );
    await expect(terraceLoader(broken.args)).rejects.toThrow('服务器错误');
  });
});
