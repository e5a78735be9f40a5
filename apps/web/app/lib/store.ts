import { createContext, createElement, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Banner, BannerItem, NavBar, UserInfo, WebsiteInfo, WebsiteNavGroup } from '@school/contracts';
import type { SiteBootstrap, WebsiteLink } from './site-bootstrap';

/** Client state of SPEC §3. One store per page load (per request on the server). */
export interface SchoolState {
  siteId: number;
  loading: boolean;
  /** Where to return after signing in. */
  temporaryUrl: string;
  webInfo: WebsiteInfo | null;
  tokenInfo: string;
  aboutList: { time: number; list: WebsiteNavGroup[] };
  navList: { time: number; list: NavBar[] };
  linkList: WebsiteLink[];
  userInfo: UserInfo | null;
  userMsgNum: number;
  /** Banners keyed by bannerCode. */
  sysBannerDTOList: Record<string, Banner>;
  referralCode: string;
  openVip: boolean;
  count: number;
  /** Class (grade) administrator; set by the check call, remembered locally. */
  isGradeAdmin: boolean;
}

export interface SchoolActions {
  applyBootstrap(bootstrap: SiteBootstrap): void;
  setLoading(loading: boolean): void;
  setTemporaryUrl(url: string): void;
  setTokenInfo(token: string): void;
  setUserInfo(userInfo: UserInfo | null): void;
  /** Clears token and user (cookie removal is the caller's part, see session.ts). */
  clearSession(): void;
  setUserMsgNum(num: number): void;
  setReferralCode(code: string): void;
  removeReferralCode(): void;
  setOpenVip(open: boolean): void;
  setCount(count: number): void;
  setGradeAdmin(isGradeAdmin: boolean): void;
}

export type SchoolStore = SchoolState & SchoolActions;

export const PERSIST_KEY = 'school-web-state';

/** The parts kept in localStorage. */
export type PersistedState = Pick<SchoolState, 'temporaryUrl' | 'userInfo' | 'referralCode' | 'isGradeAdmin'>;

/** A banner's `data` is a list; a stored JSON string is parsed, anything unreadable becomes []. */
export function bannerData(data: unknown): BannerItem[] {
  if (Array.isArray(data)) return data as BannerItem[];
  if (typeof data === 'string') {
    try {
      const parsed: unknown = JSON.parse(data);
      return Array.isArray(parsed) ? (parsed as BannerItem[]) : [];
    } catch {
      return [];
    }
  }
  return [];
}

export function bannersByCode(banners: Banner[]): Record<string, Banner> {
  const byCode: Record<string, Banner> = {};
  for (const banner of banners) byCode[banner.bannerCode] = { ...banner, data: bannerData(banner.data) };
  return byCode;
}

export function stateFromBootstrap(bootstrap: SiteBootstrap | undefined): Partial<SchoolState> {
  if (!bootstrap) return {};
  const time = bootstrap.fetchedAt;
  return {
    siteId: bootstrap.siteId,
    webInfo: bootstrap.webInfo,
    navList: { time, list: bootstrap.navList },
    aboutList: { time, list: bootstrap.aboutList },
    linkList: bootstrap.linkList,
    sysBannerDTOList: bannersByCode(bootstrap.banners),
  };
}

const emptyState: SchoolState = {
  siteId: 11,
  loading: false,
  temporaryUrl: '',
  webInfo: null,
  tokenInfo: '',
  aboutList: { time: 0, list: [] },
  navList: { time: 0, list: [] },
  linkList: [],
  userInfo: null,
  userMsgNum: 0,
  sysBannerDTOList: {},
  referralCode: '',
  openVip: false,
  count: 0,
  isGradeAdmin: false,
};

export interface CreateSchoolStoreOptions {
  bootstrap?: SiteBootstrap;
  /** Keep the persisted parts in this storage (the browser's localStorage); none on the server. */
  storage?: () => Storage;
}

export function createSchoolStore({ bootstrap, storage }: CreateSchoolStoreOptions = {}): StoreApi<SchoolStore> & {
  rehydrate(): Promise<void> | void;
} {
  const initial: SchoolState = { ...emptyState, ...stateFromBootstrap(bootstrap) };
  const creator = (set: StoreApi<SchoolStore>['setState']): SchoolStore => ({
    ...initial,
    applyBootstrap: (next) => set(stateFromBootstrap(next)),
    setLoading: (loading) => set({ loading }),
    setTemporaryUrl: (temporaryUrl) => set({ temporaryUrl }),
    setTokenInfo: (tokenInfo) => set({ tokenInfo }),
    setUserInfo: (userInfo) => set({ userInfo }),
    clearSession: () => set({ tokenInfo: '', userInfo: null, userMsgNum: 0, isGradeAdmin: false }),
    setUserMsgNum: (userMsgNum) => set({ userMsgNum }),
    setReferralCode: (referralCode) => set({ referralCode }),
    removeReferralCode: () => set({ referralCode: '' }),
    setOpenVip: (openVip) => set({ openVip }),
    setCount: (count) => set({ count }),
    setGradeAdmin: (isGradeAdmin) => set({ isGradeAdmin }),
  });

  if (!storage) {
    const store = createStore<SchoolStore>()((set) => creator(set));
    return Object.assign(store, { rehydrate: () => {} });
  }

  const store = createStore<SchoolStore>()(
    persist((set) => creator(set), {
      name: PERSIST_KEY,
      storage: createJSONStorage(storage),
      // Hydration waits until after React hydrated the server's HTML (see useSessionStartup).
      skipHydration: true,
      partialize: (state): PersistedState => ({
        temporaryUrl: state.temporaryUrl,
        userInfo: state.userInfo,
        referralCode: state.referralCode,
        isGradeAdmin: state.isGradeAdmin,
      }),
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<PersistedState>;
        return {
          ...current,
          temporaryUrl: saved.temporaryUrl || current.temporaryUrl,
          referralCode: saved.referralCode || current.referralCode,
          isGradeAdmin: saved.isGradeAdmin ?? current.isGradeAdmin,
          // A user set before the stored state came back (a sign-in) wins over the stored one.
          userInfo: current.userInfo ?? saved.userInfo ?? null,
        };
      },
    }),
  );
  return Object.assign(store, { rehydrate: () => store.persist.rehydrate() });
}

export type SchoolStoreApi = ReturnType<typeof createSchoolStore>;

const SchoolStoreContext = createContext<SchoolStoreApi | null>(null);

/** One store per page load; `store` lets tests hand in their own. */
export function SchoolStoreProvider({
  bootstrap,
  store: given,
  children,
}: {
  bootstrap?: SiteBootstrap;
  store?: SchoolStoreApi;
  children: ReactNode;
}) {
  const [store] = useState(
    () =>
      given ??
      createSchoolStore({ bootstrap, storage: typeof window === 'undefined' ? undefined : () => window.localStorage }),
  );
  return createElement(SchoolStoreContext.Provider, { value: store }, children);
}

export function useSchoolStoreApi(): SchoolStoreApi {
  const store = useContext(SchoolStoreContext);
  if (!store) throw new Error('useSchoolStore 须在 SchoolStoreProvider 之内使用');
  return store;
}

export function useSchoolStore<T>(selector: (state: SchoolStore) => T): T {
  return useStore(useSchoolStoreApi(), selector);
}
