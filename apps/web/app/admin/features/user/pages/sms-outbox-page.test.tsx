// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { SmsCapAlert } from '@school/contracts';
import SmsOutboxPage from './sms-outbox-page';
import { fakeApi, pageOf, stubBrowserApis, withProviders } from '../../../components/test-utils';

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const showPage = (alerts: SmsCapAlert[]) => {
  const fake = fakeApi({ adminPageSmsOutbox: pageOf([]), adminPageSmsCapAlerts: pageOf(alerts) });
  render(withProviders(<SmsOutboxPage />, fake));
  return fake;
};

describe('SMS outbox page', () => {
  it('warns the operator when a daily SMS cap was reached', async () => {
    const fake = showPage([
      { id: '2', capKind: 'site', clientIp: '', capLimit: 1000, gmtCreate: '2026-11-23 10:00:00' },
      { id: '1', capKind: 'address', clientIp: '10.1.1.1', capLimit: 20, gmtCreate: '2026-11-23 09:00:00' },
    ]);
    expect(await screen.findByText('短信发送触达每日上限')).toBeTruthy();
    expect(screen.getByText('2026-11-23 10:00:00 全站短信达到每日 1000 条上限，之后的发送被拒绝')).toBeTruthy();
    expect(screen.getByText('2026-11-23 09:00:00 地址 10.1.1.1 达到每日 20 条上限，之后的发送被拒绝')).toBeTruthy();
    expect(fake.inputsOf('adminPageSmsCapAlerts')).toEqual([{ pageCurrent: 1, pageSize: 5 }]);
  });

  it('shows no warning when no cap was reached', async () => {
    showPage([]);
    expect(await screen.findByText('没有短信记录')).toBeTruthy();
    expect(screen.queryByText('短信发送触达每日上限')).toBeNull();
  });
});
