import { cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { useEffect, type ReactNode } from 'react';
import { App, Button, Form } from 'antd';
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

/** A console page test file's set-up: the browser stand-ins first, a clean page and globals after each test. */
export function setUpConsoleTests() {
  beforeAll(stubBrowserApis);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}

/** The body of the page's table. */
export const tableBody = () => within(document.querySelector('.ant-table-tbody') as HTMLElement);

/** The table row showing exactly `text`. */
export const tableRowOf = (text: string) => tableBody().getByText(text, { exact: true }).closest('tr') as HTMLElement;

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

/** A vertical form around `children` with a 提交 button, for testing a set of fields alone. */
export function FormHarness<T extends object>({
  initial,
  onFinish,
  children,
}: {
  initial: T;
  onFinish: (v: T) => void;
  children: ReactNode;
}) {
  return (
    <Form<T> initialValues={initial} onFinish={onFinish} layout="vertical">
      {children}
      <Button htmlType="submit">提交</Button>
    </Form>
  );
}

/** Clicks the harness's 提交 (antd spaces two-character labels). */
export const submitForm = () => fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));

/** Types `value` into the field labelled exactly `label`. */
export const changeField = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

export { fakeApi, pageOf, refuse, type FakeApi } from '../../../test/fake-api';
