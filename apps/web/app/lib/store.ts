import { createContext, createElement, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  REFERRAL_CODE_KEEP_DAYS,
  type Banner,
  type Reader,
  type BannerItem,
  type NavBar,
  type UserInfo,
  type WebsiteInfo,
  type WebsiteNavGroup,
} from '@school/contracts';
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
  /** When the kept referral code arrived (epoch ms); it is kept REFERRAL_CODE_KEEP_DAYS. */
  referralCodeAt: number;
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
  /** The reader call's answer (lib/reader.ts): user, unread count and class-admin flag at once. */
  setReader(reader: Reader): void;
  /** Clears token and user (cookie removal is the caller's part, see session.ts). */
  clearSession(): void;
  setUserMsgNum(num: number): void;
  /** Keeps the first code from a link; a later one replaces it only once it is REFERRAL_CODE_KEEP_DAYS old. */
  setReferralCode(code: string, now?: number): void;
  removeReferralCode(): void;
  setOpenVip(open: boolean): void;
  setCount(count: number): void;
  setGradeAdmin(isGradeAdmin: boolean): void;
}

export type SchoolStore = SchoolState & SchoolActions;

export const PERSIST_KEY = 'school-web-state';

/** The parts kept in localStorage. */
export type PersistedState = Pick<
  SchoolState,
  'temporaryUrl' | 'userInfo' | 'referralCode' | 'referralCodeAt' | 'isGradeAdmin'
>;

/** A code is kept while it is younger than REFERRAL_CODE_KEEP_DAYS. */
export const referralCodeIsKept = (state: Pick<SchoolState, 'referralCode' | 'referralCodeAt'>, now: number) =>
  state.referralCode !== '' && now - (state.referralCodeAt ?? 0) < REFERRAL_CODE_KEEP_DAYS * 86_400_000;

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
  referralCodeAt: 0,
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
  const creator = (set: StoreApi<SchoolStore>['setState'], get: StoreApi<SchoolStore>['getState']): SchoolStore => ({
    ...initial,
    applyBootstrap: (next) => set(stateFromBootstrap(next)),
    setLoading: (loading) => set({ loading }),
    setTemporaryUrl: (temporaryUrl) => set({ temporaryUrl }),
    setTokenInfo: (tokenInfo) => set({ tokenInfo }),
    setUserInfo: (userInfo) => set({ userInfo }),
    setReader: (reader) =>
      set({ userInfo: reader.user, userMsgNum: reader.unreadMessages, isGradeAdmin: reader.isGradeAdmin }),
    clearSession: () => set({ tokenInfo: '', userInfo: null, userMsgNum: 0, isGradeAdmin: false }),
    setUserMsgNum: (userMsgNum) => set({ userMsgNum }),
    setReferralCode: (referralCode, now = Date.now()) => {
      if (referralCodeIsKept(get(), now)) return;
      set({ referralCode, referralCodeAt: now });
    },
    removeReferralCode: () => set({ referralCode: '', referralCodeAt: 0 }),
    setOpenVip: (openVip) => set({ openVip }),
    setCount: (count) => set({ count }),
    setGradeAdmin: (isGradeAdmin) => set({ isGradeAdmin }),
  });

  if (!storage) {
    const store = createStore<SchoolStore>()((set, get) => creator(set, get));
    return Object.assign(store, { rehydrate: () => {} });
  }

  const store = createStore<SchoolStore>()(
    persist((set, get) => creator(set, get), {
      name: PERSIST_KEY,
      storage: createJSONStorage(storage),
      // Hydration waits until after React hydrated the server's HTML (see useSessionStartup).
      skipHydration: true,
      partialize: (state): PersistedState => ({
        temporaryUrl: state.temporaryUrl,
        userInfo: state.userInfo,
        referralCode: state.referralCode,
        referralCodeAt: state.referralCodeAt,
        isGradeAdmin: state.isGradeAdmin,
      }),
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<PersistedState>;
        return {
          ...current,
          temporaryUrl: saved.temporaryUrl || current.temporaryUrl,
          ...(saved.referralCode && referralCodeIsKept(saved as PersistedState, Date.now())
            ? { referralCode: saved.referralCode, referralCodeAt: saved.referralCodeAt }
            : {}),
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
