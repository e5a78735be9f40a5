import type { Requester } from '~/lib/request';
import type { createFakeApi } from './fake-api';

/**
 * The module that replaces '~/lib/browser-api' in component tests:
 *   const holder = vi.hoisted(() => ({ fake: undefined as FakeApi | undefined }));
 *   vi.mock('~/lib/browser-api', () => mockBrowserApiModule(holder));
 */
export type FakeApi = ReturnType<typeof createFakeApi>;

export function mockBrowserApiModule(holder: { fake: FakeApi | undefined }) {
  const current = () => {
    if (!holder.fake) throw new Error('no fake api set for this test');
    return holder.fake.api;
  };
  const browserApi: Requester = {
    request: (options) => current().request(options),
    storeRequest: (options) => current().storeRequest(options),
  };
  return { browserApi, bindBrowserApi: () => {} };
}
