import { createContext, useContext, type ReactNode } from 'react';
import type { Requester } from './request';

/**
 * The browser's request layer reaches components through React context: the site's providers
 * give the learner site's layer, the console's root gives the console's (each made with its site
 * id), and tests give a fake (`test/fake-api.ts`).
 */
const ApiContext = createContext<Requester | null>(null);

export function ApiProvider({ api, children }: { api: Requester; children: ReactNode }) {
  return <ApiContext value={api}>{children}</ApiContext>;
}

export function useApi(): Requester {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi 须在 ApiProvider 之内使用');
  return api;
}
