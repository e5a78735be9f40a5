import { configure } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { App } from 'antd';
import { Limits } from '@school/contracts';
import { fakeApi, type FakeApi } from '../../../test/fake-api';
import { WithoutStyles } from '../../../test/without-styles';
import { AdminProviders } from './admin-providers';

/**
 * For console page tests (jsdom's matchMedia and ResizeObserver stand-ins are in test/setup.ts):
 * antd forms validate asynchronously, and on a busy machine that takes longer than the 1 s default.
 */
export function stubBrowserApis() {
  configure({ asyncUtilTimeout: 8000 });
}

/** Shows the fake layer's toasts as the console shows them (antd message). */
function ToastsOnScreen({ fake }: { fake: FakeApi }) {
  const { message } = App.useApp();
  useEffect(() => fake.showToastsWith((msg) => void message.error(msg)), [fake, message]);
  return null;
}

/** `ui` inside the console's providers, calling the API through `fake` (test/fake-api.ts). */
export const withProviders = (ui: ReactNode, fake: FakeApi = fakeApi()) => (
  <WithoutStyles>
    <AdminProviders siteId={Limits.siteId} api={fake.api}>
      <ToastsOnScreen fake={fake} />
      {ui}
    </AdminProviders>
  </WithoutStyles>
);

export { fakeApi, pageOf, refuse, type FakeApi } from '../../../test/fake-api';
