import { vi } from 'vitest';
import { configure } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { App } from 'antd';
import { Limits } from '@school/contracts';
import { fakeApi, type FakeApi } from '../../../test/fake-api';
import { AdminProviders } from './admin-providers';

/** antd reads matchMedia (responsive grid) and ResizeObserver (textarea, tabs); jsdom has neither. */
export function stubBrowserApis() {
  // antd forms validate asynchronously; on a busy machine that takes longer than the 1 s default.
  configure({ asyncUtilTimeout: 8000 });
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    vi.stubGlobal('ResizeObserver', ResizeObserverStub);
  }
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: vi.fn((query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: vi.fn(),
        removeListener: vi.fn(),
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        dispatchEvent: vi.fn(),
      })),
    });
  }
}

/** Shows the fake layer's toasts as the console shows them (antd message). */
function ToastsOnScreen({ fake }: { fake: FakeApi }) {
  const { message } = App.useApp();
  useEffect(() => fake.showToastsWith((msg) => void message.error(msg)), [fake, message]);
  return null;
}

/** `ui` inside the console's providers, calling the API through `fake` (test/fake-api.ts). */
export const withProviders = (ui: ReactNode, fake: FakeApi = fakeApi()) => (
  <AdminProviders siteId={Limits.siteId} api={fake.api}>
    <ToastsOnScreen fake={fake} />
    {ui}
  </AdminProviders>
);

export { fakeApi, pageOf, refuse, type FakeApi } from '../../../test/fake-api';
