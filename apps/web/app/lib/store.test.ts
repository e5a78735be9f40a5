import { describe, expect, it } from 'vitest';
import { bannerData, createSchoolStore, PERSIST_KEY } from './store';
import { learner, makeBootstrap } from '../../test/fixtures';

const browserStore = (bootstrap = makeBootstrap()) =>
  createSchoolStore({ bootstrap, storage: () => window.localStorage });
const saved = () => JSON.parse(window.localStorage.getItem(PERSIST_KEY) ?? '{}') as { state?: Record<string, unknown> };

describe('school store', () => {
  it('starts from the root loader data: site, nav and footer lists with their time, banners by code', () => {
    const store = browserStore(
      makeBootstrap({
        navList: [{ id: '1', navTitle: '首页', navUrl: '/', target: '_self' }],
        aboutList: [{ id: '2', navName: '关于我们', websiteNavList: [] }],
        banners: [
          {
            id: '3',
            bannerCode: 'index_banner',
            bannerName: '首页轮播',
            bannerGroup: 'pc',
            data: [{ title: 'a', img: '/a.svg', url: '', target: '_self' }],
          },
          { id: '4', bannerCode: 'broken', bannerName: '坏数据', bannerGroup: 'pc', data: 'not json' as never },
        ],
        fetchedAt: 42,
      }),
    );
    const state = store.getState();
    expect(state.webInfo?.siteNamePc).toBe('启航英语网校');
    expect(state.navList).toEqual({ time: 42, list: [{ id: '1', navTitle: '首页', navUrl: '/', target: '_self' }] });
    expect(state.aboutList.time).toBe(42);
    expect(state.sysBannerDTOList.index_banner?.data).toHaveLength(1);
    expect(state.sysBannerDTOList.broken?.data).toEqual([]);
  });

  it('parses a banner data string and falls back to an empty list', () => {
    expect(bannerData('[{"img":"/a.svg"}]')).toEqual([{ img: '/a.svg' }]);
    expect(bannerData('{"img":1}')).toEqual([]);
    expect(bannerData(undefined)).toEqual([]);
  });

  it('sets, reads and removes the referral code, kept in localStorage', () => {
    const store = browserStore();
    store.getState().setReferralCode('ABC123');
    expect(store.getState().referralCode).toBe('ABC123');
    expect(saved().state?.referralCode).toBe('ABC123');
    store.getState().removeReferralCode();
    expect(store.getState().referralCode).toBe('');
    expect(saved().state?.referralCode).toBe('');
  });

  it('keeps the first referral code for 30 days, then takes the next one; a stale stored code is dropped', async () => {
    const day = 86_400_000;
    const now = Date.now();
    const store = browserStore();
    store.getState().setReferralCode('FIRST', now - 29 * day);
    store.getState().setReferralCode('SECOND', now);
    expect(store.getState().referralCode).toBe('FIRST');
    store.getState().setReferralCode('THIRD', now + 2 * day);
    expect(store.getState().referralCode).toBe('THIRD');

    browserStore().getState().removeReferralCode();
    browserStore()
      .getState()
      .setReferralCode('OLD', now - 31 * day);
    const next = browserStore();
    await next.rehydrate();
    expect(next.getState().referralCode).toBe('');
  });

  it('keeps the return address, the user, the referral code and the class-admin flag across page loads', async () => {
    const first = browserStore();
    first.getState().setTemporaryUrl('/account/order');
    first.getState().setUserInfo(learner);
    first.getState().setReferralCode('R1');
    first.getState().setGradeAdmin(true);
    first.getState().setUserMsgNum(5);
    expect(Object.keys(saved().state ?? {}).sort()).toEqual([
      'isGradeAdmin',
      'referralCode',
      'referralCodeAt',
      'temporaryUrl',
      'userInfo',
    ]);

    const next = browserStore();
    expect(next.getState().userInfo).toBeNull();
    await next.rehydrate();
    expect(next.getState()).toMatchObject({
      temporaryUrl: '/account/order',
      userInfo: learner,
      referralCode: 'R1',
      isGradeAdmin: true,
      userMsgNum: 0,
    });
  });

  it('prefers a user set before the stored state came back (a sign-in) over the stored one', async () => {
    browserStore()
      .getState()
      .setUserInfo({ ...learner, nickname: '旧昵称' });
    const store = browserStore();
    expect(store.getState().userInfo).toBeNull();
    store.getState().setUserInfo(learner);
    await store.rehydrate();
    expect(store.getState().userInfo?.nickname).toBe('英语学习者小李');
  });

  it('starts without a reader: the page from the server is the same for everyone', async () => {
    browserStore().getState().setUserInfo(learner);
    const store = browserStore();
    expect(store.getState().userInfo).toBeNull();
    await store.rehydrate();
    expect(store.getState().userInfo).toEqual(learner);
  });

  it('signing out clears token, user, unread count and the class-admin flag', () => {
    const store = browserStore();
    store.getState().setTokenInfo('t');
    store.getState().setUserInfo(learner);
    store.getState().setUserMsgNum(3);
    store.getState().setGradeAdmin(true);
    store.getState().clearSession();
    expect(store.getState()).toMatchObject({ tokenInfo: '', userInfo: null, userMsgNum: 0, isGradeAdmin: false });
  });

  it('on the server nothing is persisted', () => {
    const store = createSchoolStore({ bootstrap: makeBootstrap() });
    store.getState().setReferralCode('X');
    expect(window.localStorage.getItem(PERSIST_KEY)).toBeNull();
  });
});
