import { courseContracts as course, Limits, systemContracts as system, userContracts } from '@school/contracts';
import { data, redirect } from 'react-router';
import { BANNER_GROUP_PC, NAV_PLAT_SHOW_PC } from '~/lib/constants';
import { clearCookieHeader } from '~/lib/cookies';
import type { SchoolLoadContext } from '~/lib/load-context';
import { mobileRedirectUrl } from '~/lib/mobile-redirect';
import { pageAddressOf } from '~/lib/page-address';
import { guardAccountPath } from '~/lib/route-guards';
import { createServerApi, type ServerApi } from '~/lib/server-api';
import type { BootstrapSession, SiteBootstrap } from '~/lib/site-bootstrap';

export const SITE_ERROR_MESSAGE = '页面出错了，请联系管理员';

async function readSession(api: ServerApi): Promise<BootstrapSession> {
  if (!api.token) return { status: 'visitor' };
  try {
    return { status: 'signed-in', userInfo: await api.storeRequest(userContracts.viewUserExt) };
  } catch (error) {
    // Any failure or non-200 reply signs the reader out (SPEC §4).
    return { status: 'signed-out', msg: error instanceof Error ? error.message : '' };
  }
}

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
 * The root loader: site settings, header nav, footer nav, friend links, banners, course categories and the reader.
 * Runs on the server for the first page and whenever the root revalidates (sign-in, sign-out).
 */
export async function loadSiteBootstrap(request: Request, context: SchoolLoadContext) {
  const api = createServerApi(context, request);
  const [webInfo, navList, aboutList, linkList, banners, courseCategories, session] = await Promise.all([
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
    readSession(api),
  ]);

  // Phones go to the mobile site (the operator console stays where it is).
  const address = pageAddressOf(request.url);
  const search = address.includes('?') ? address.slice(address.indexOf('?')) : '';
  const isConsole = address === '/admin' || address.startsWith('/admin/') || address.startsWith('/admin?');
  const mobileUrl = isConsole
    ? undefined
    : mobileRedirectUrl(request.headers.get('user-agent'), webInfo.h5Domain, search);
  if (mobileUrl) throw redirect(mobileUrl);
  // A reader whose session ended elsewhere does not stay on an account page (SPEC §2, §4).
  guardAccountPath(request, session);

  const bootstrap: SiteBootstrap = {
    siteId: context.siteId,
    webInfo,
    navList,
    aboutList,
    linkList,
    banners,
    courseCategories,
    session,
    fetchedAt: Date.now(),
  };
  const headers = new Headers();
  if (session.status === 'signed-out') headers.append('Set-Cookie', clearCookieHeader(Limits.tokenCookie));
  return data(bootstrap, { headers });
}
