import { vi } from 'vitest';
import type { ReactNode } from 'react';
import { AdminProviders } from './admin-providers';

/** antd reads matchMedia (responsive grid) and ResizeObserver (textarea, tabs); jsdom has neither. */
export function stubBrowserApis() {
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

export const withProviders = (ui: ReactNode) => <AdminProviders>{ui}</AdminProviders>;
