import { data, redirect } from 'react-router';
import { fetchUserInfo } from '~/features/account/api/view-user-ext';
import { fetchCourseCategoryTree } from '~/features/catalogue/api/list-course-category';
import { fetchBannerList } from '~/features/site/api/list-banner';
import { fetchNavBarList } from '~/features/site/api/list-nav-bar';
import { fetchWebsiteInfo } from '~/features/site/api/get-website-info';
import { fetchWebsiteLinkList } from '~/features/site/api/list-website-link';
import { fetchWebsiteNavList } from '~/features/site/api/list-website-nav';
import { clearCookieHeader } from '~/lib/cookies';
import { TOKEN_COOKIE } from '~/lib/constants';
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
    return { status: 'signed-in', userInfo: await fetchUserInfo(api) };
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
    fetchWebsiteInfo(api).catch((error: unknown) => {
      console.error('读取站点信息失败', error);
      throw data(SITE_ERROR_MESSAGE, { status: 500, statusText: SITE_ERROR_MESSAGE });
    }),
    optionalList('头部导航', fetchNavBarList(api)),
    optionalList('底部导航', fetchWebsiteNavList(api)),
    optionalList('友情链接', fetchWebsiteLinkList(api)),
    optionalList('轮播图', fetchBannerList(api)),
    optionalList('课程分类', fetchCourseCategoryTree(api)),
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
  if (session.status === 'signed-out') headers.append('Set-Cookie', clearCookieHeader(TOKEN_COOKIE));
  return data(bootstrap, { headers });
}
