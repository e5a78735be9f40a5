import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resolveReturnAddress } from '~/lib/request';
import { learner, makeBootstrap, navItems } from '../../../../test/fixtures';
import { renderPage } from '../../../../test/render-page';
import { SiteHeader } from './site-header';
// The header loads the phone's menu and the signed-in reader's menu on use; loaded here already, they
// show without waiting for a module.
import './site-nav-drawer';
import './user-popover';

describe('site header', () => {
  it('shows the first ten nav items and the rest under 更多; an item without address goes to /null', async () => {
    const items = navItems(12).map((item, index) => (index === 11 ? { ...item, navUrl: '' } : item));
    renderPage(<SiteHeader />, { bootstrap: makeBootstrap({ navList: items }) });
    const nav = screen.getByRole('navigation', { name: '主导航' });
    const more = screen.getByRole('button', { name: /更多/ }).parentElement as HTMLElement;
    const moreLinks = within(more).getAllByRole('link');
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => !moreLinks.includes(link)),
    ).toHaveLength(10);
    expect(moreLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['栏目11', '/section11'],
      ['栏目12', '/null'],
    ]);
  });

  it('on a phone opens every nav item and the category tree from 菜单, and closes once a link is chosen', async () => {
    const categories = [
      {
        id: '1',
        categoryName: '四六级',
        children: [
          { id: '11', categoryName: '大学英语四级', children: [{ id: '111', categoryName: '四级听力', children: [] }] },
        ],
      },
    ];
    const { router } = renderPage(<SiteHeader courseCategories={categories} />, {
      bootstrap: makeBootstrap({ navList: navItems(12) }),
    });
    const toggle = screen.getByRole('button', { name: '菜单' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const drawer = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const menu = within(drawer).getByRole('navigation', { name: '菜单' });
    expect(within(menu).getByRole('link', { name: '栏目12' }).getAttribute('href')).toBe('/section12');
    expect(within(menu).getByRole('heading', { name: '课程分类' })).toBeTruthy();
    fireEvent.click(within(menu).getByText('四六级'));
    fireEvent.click(within(menu).getByRole('link', { name: '四级听力' }));
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/list?categoryId=111');
  });

  it('opens a _blank nav item in a new tab', () => {
    renderPage(<SiteHeader />, {
      bootstrap: makeBootstrap({
        navList: [{ id: '1', navTitle: '外部', navUrl: 'https://example.com', target: '_blank' }],
      }),
    });
    expect(screen.getByText('外部').closest('a')?.getAttribute('target')).toBe('_blank');
  });

  it('hides the nav on /apply', () => {
    renderPage(<SiteHeader />, { path: '/apply', bootstrap: makeBootstrap({ navList: navItems(3) }) });
    expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull();
  });

  it('warns 请输入搜索关键词 on an empty search', async () => {
    const { router } = renderPage(<SiteHeader />);
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(screen.getByText('请输入搜索关键词')).toBeTruthy());
    expect(router.state.location.pathname).toBe('/');
  });

  it('searches with the type of the current section', async () => {
    const { router } = renderPage(<SiteHeader />, { path: '/live/detail/1' });
    fireEvent.change(screen.getByLabelText('搜索关键词'), { target: { value: ' 雅思 ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/%E9%9B%85%E6%80%9D'));
    expect(router.state.location.search).toBe('?type=2');
  });

  it('shows the keyword of the search page being read, and searches its tab', async () => {
    const { router } = renderPage(<SiteHeader />, { path: '/search/%E9%9B%85%E6%80%9D%20%E5%8F%A3%E8%AF%AD?type=2' });
    const box = screen.getByLabelText<HTMLInputElement>('搜索关键词');
    expect(box.value).toBe('雅思 口语');

    fireEvent.change(box, { target: { value: '托福' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/%E6%89%98%E7%A6%8F'));
    expect(router.state.location.search).toBe('?type=2');
    expect(screen.getByLabelText<HTMLInputElement>('搜索关键词').value).toBe('托福');

    await act(() => router.navigate('/search/100%25?type=1'));
    expect(screen.getByLabelText<HTMLInputElement>('搜索关键词').value).toBe('100%');
    await act(() => router.navigate('/list'));
    expect(screen.getByLabelText<HTMLInputElement>('搜索关键词').value).toBe('');
  });

  it('on a search page an emptied box still warns 请输入搜索关键词', async () => {
    const { router } = renderPage(<SiteHeader />, { path: '/search/%E9%9B%85%E6%80%9D?type=1' });
    fireEvent.change(screen.getByLabelText('搜索关键词'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(screen.getByText('请输入搜索关键词')).toBeTruthy());
    expect(router.state.location.pathname).toBe('/search/%E9%9B%85%E6%80%9D');
  });

  it('offers sign-in and register to visitors, plus 我的学习 and VIP', () => {
    renderPage(<SiteHeader />);
    expect(screen.getByRole('button', { name: '登录' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '注册' })).toBeTruthy();
    expect(screen.getByText('我的学习').closest('a')?.getAttribute('href')).toBe('/myStudy');
    expect(
      screen
        .getByText(/开通VIP/)
        .closest('a')
        ?.getAttribute('href'),
    ).toBe('/vip');
  });

  it('登录 and 注册 remember the page as the return address', async () => {
    const first = renderPage(<SiteHeader />, { path: '/lecturer/5?page=2' });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/login'));
    expect(first.store.getState().temporaryUrl).toBe('/lecturer/5?page=2');
    expect(window.localStorage.getItem('school-web-state')).toContain('/lecturer/5?page=2');
    expect(resolveReturnAddress(first.store.getState().temporaryUrl)).toBe('/lecturer/5?page=2');
    first.unmount();

    const second = renderPage(<SiteHeader />, { path: '/search/%E9%9B%85%E6%80%9D?type=2' });
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/register'));
    expect(second.store.getState().temporaryUrl).toBe('/search/%E9%9B%85%E6%80%9D?type=2');
  });

  it('remembers the page being opened, not the one being left (signing out goes home)', async () => {
    let arrive = () => {};
    const arrived = new Promise<null>((resolve) => (arrive = () => resolve(null)));
    const { router, store } = renderPage(<SiteHeader />, {
      path: '/account/info',
      user: learner,
      loader: ({ request }) => (new URL(request.url).pathname === '/' ? arrived : null),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/info'));
    act(() => {
      store.getState().clearSession();
      void router.navigate('/');
    });
    await waitFor(() => expect(router.state.navigation.location?.pathname).toBe('/'));
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(store.getState().temporaryUrl).toBe('/');
    arrive();
  });

  it('never keeps an address containing /login', async () => {
    const { router, store } = renderPage(<SiteHeader />, { path: '/null?from=/login' });
    act(() => store.getState().setTemporaryUrl('/list'));
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(store.getState().temporaryUrl).toBe('/list');
  });

  it("holds a placeholder for a signed-in reader whose user is still being read (the page is the visitors')", async () => {
    const { container, store } = renderPage(<SiteHeader />);
    const visitorButtons = container.querySelector('.header-user__visitor');
    expect(visitorButtons?.classList.contains('visitor-only')).toBe(true);
    expect(visitorButtons?.textContent).toContain('登录');
    const pending = container.querySelector('.header-user__pending');
    expect(pending?.classList.contains('reader-pending')).toBe(true);
    expect(pending?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('link', { name: /开通VIP/ }).className).toContain('hidden-until-reader-known');

    act(() => store.getState().setUserInfo({ ...learner, isVip: 1 }));
    await waitFor(() => expect(container.querySelector('.header-user__pending')).toBeNull(), { timeout: 5000 });
    expect(screen.getByRole('link', { name: /VIP会员/ }).className).not.toContain('hidden-until-reader-known');
  });

  it('shows the unread count (no badge at 0) and the user menu for a signed-in learner', async () => {
    const { store } = renderPage(<SiteHeader />, { user: learner });
    expect(await screen.findByText('英语学习者小李', {}, { timeout: 5000 })).toBeTruthy();
    const bell = screen.getByRole('link', { name: '消息' });
    expect(bell.textContent).not.toMatch(/\d/);
    expect(bell.querySelector('.ant-badge-count')).toBeNull();
    act(() => store.getState().setUserMsgNum(7));
    expect(screen.getByRole('link', { name: '消息，7 条未读' }).textContent).toContain('7');

    fireEvent.mouseEnter(await screen.findByRole('link', { name: /^个人中心/ }, { timeout: 5000 }));
    await waitFor(() => expect(screen.getByText('我的课程')).toBeTruthy());
    const hrefOf = (text: string) => screen.getByText(text).closest('a')?.getAttribute('href');
    expect(hrefOf('我的课程')).toBe('/account/course');
    expect(hrefOf('我的试卷')).toBe('/account/exams/myExam');
    expect(hrefOf('我的班级')).toBe('/account/grades/my');
    expect(hrefOf('学习记录')).toBe('/account/study');
    expect(hrefOf('我的订单')).toBe('/account/order');
    expect(hrefOf('我的收藏')).toBe('/account/collection');
    expect(hrefOf('写博客')).toBe('/blog/account/write');
    expect(hrefOf('提问')).toBe('/question/account/write');
    expect(hrefOf('我的博客')).toBe('/blog/account?type=bk');
    expect(hrefOf('我的问答')).toBe('/blog/account?type=wd');
    expect(
      screen.getAllByText('个人中心').some((node) => node.closest('a')?.getAttribute('href') === '/account/info'),
    ).toBe(true);
    expect(screen.queryByText('点播管理')).toBeNull();
    expect(screen.queryByText('机构中心')).toBeNull();
  });

  it('adds the teaching menu for teachers', async () => {
    renderPage(<SiteHeader />, {
      user: { ...learner, userType: 2 },
    });
    fireEvent.mouseEnter(await screen.findByRole('link', { name: /^个人中心/ }, { timeout: 5000 }));
    await waitFor(() => expect(screen.getByText('点播管理')).toBeTruthy());
    const hrefs = ['直播管理', '推流设置', '试卷管理', '阅卷', '试题管理', '讲师信息'].map((text) =>
      screen.getByText(text).closest('a')?.getAttribute('href'),
    );
    expect(hrefs).toEqual([
      '/account/live',
      '/account/channel',
      '/account/exams',
      '/account/exams/examAdmin',
      '/account/subject',
      '/account/teacher',
    ]);
  });

  it('adds the organisation centre (/admin) for organisations', async () => {
    renderPage(<SiteHeader />, {
      user: { ...learner, userType: 3 },
    });
    fireEvent.mouseEnter(await screen.findByRole('link', { name: /^个人中心/ }, { timeout: 5000 }));
    await waitFor(() => expect(screen.getByText('机构中心')).toBeTruthy());
    expect(screen.getByText('机构中心').closest('a')?.getAttribute('href')).toBe('/admin');
  });

  it('signs out: token and user gone, back to the home page', async () => {
    document.cookie = 'RC_WEB_TOKEN=abc; Path=/';
    const { store, router } = renderPage(<SiteHeader />, {
      path: '/account/info',
      user: learner,
    });
    fireEvent.mouseEnter(await screen.findByRole('link', { name: /^个人中心/ }, { timeout: 5000 }));
    await waitFor(() => expect(screen.getByText('退出登录')).toBeTruthy());
    fireEvent.click(screen.getByText('退出登录'));
    expect(store.getState().userInfo).toBeNull();
    expect(document.cookie).not.toContain('RC_WEB_TOKEN=abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
