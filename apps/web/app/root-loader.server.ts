import { courseContracts as course, systemContracts as system } from '@school/contracts';
import { data, redirect } from 'react-router';
import { BANNER_GROUP_PC, NAV_PLAT_SHOW_PC } from '~/lib/constants';
import type { SchoolLoadContext } from '~/lib/load-context';
import { mobileRedirectUrl } from '~/lib/mobile-redirect';
import { pageAddressOf } from '~/lib/page-address';
import { createServerApi } from '~/lib/server-api';
import type { SiteBootstrap } from '~/lib/site-bootstrap';

export const SITE_ERROR_MESSAGE = '页面出错了，请联系管理员';

/** A list the page can live without: on failure it is empty (and the failure is logged). */
async function optionalList<T>(name: string, read: Promise<T[]>): Promise<T[]> {
  try {
    return await read;
  } catch (error) {
    console.error(`读取${name}失败`, error);
    return [];
  }
}

/**
 * The root loader: site settings, header nav, footer nav, friend links, banners and course
 * categories — the same for every reader of the site, so the page can be kept and shared
 * (decision 0016). The reader's session is the browser's business (`AppRuntime`).
 */
export async function loadSiteBootstrap(request: Request, context: SchoolLoadContext) {
  const api = createServerApi(context, request);
  const [webInfo, navList, aboutList, linkList, banners, courseCategories] = await Promise.all([
    api.storeRequest(system.getWebsiteInfo).catch((error: unknown) => {
      console.error('读取站点信息失败', error);
      throw data(SITE_ERROR_MESSAGE, { status: 500, statusText: SITE_ERROR_MESSAGE });
    }),
    optionalList('头部导航', api.storeRequest(system.listNavBar, { platShow: NAV_PLAT_SHOW_PC })),
    optionalList('底部导航', api.storeRequest(system.listWebsiteNav)),
    optionalList(
      '友情链接',
      api.storeRequest(system.listWebsiteLink).then((reply) => reply.websiteLinkList),
    ),
    optionalList('轮播图', api.storeRequest(system.listBanner, { bannerGroup: BANNER_GROUP_PC })),
    optionalList('课程分类', api.storeRequest(course.listCourseCategory)),
  ]);

  // Phones go to the mobile site (the operator console stays where it is).
  const address = pageAddressOf(request.url);
  const search = address.includes('?') ? address.slice(address.indexOf('?')) : '';
  const isConsole = address === '/admin' || address.startsWith('/admin/') || address.startsWith('/admin?');
  const mobileUrl = isConsole
    ? undefined
    : mobileRedirectUrl(request.headers.get('user-agent'), webInfo.h5Domain, search);
  if (mobileUrl) throw redirect(mobileUrl);

  const bootstrap: SiteBootstrap = {
    siteId: context.siteId,
    webInfo,
    navList,
    aboutList,
    linkList,
    banners,
    courseCategories,
    fetchedAt: Date.now(),
  };
  return bootstrap;
}
