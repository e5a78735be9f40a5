// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import SmsOutboxPage from './sms-outbox-page';
import { ADMIN_TOKEN_KEY } from '../lib/admin-api';
import { stubBrowserApis, withProviders } from '../components/test-utils';

const ok = (data: unknown) => new Response(JSON.stringify({ code: 200, msg: '成功', data }));
const page = (list: unknown[]) => ({ list, totalCount: list.length, totalPage: 1, pageCurrent: 1, pageSize: 20 });
const Stub = createRoutesStub([{ path: '/admin/sms', Component: SmsOutboxPage }]);

let alerts: unknown[] = [];
beforeAll(stubBrowserApis);
beforeEach(() => {
  localStorage.setItem(ADMIN_TOKEN_KEY, 'op');
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => Promise.resolve(ok(page(url.endsWith('/sms/alert/page') ? alerts : [])))),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SMS outbox page', { timeout: 20_000 }, () => {
  it('warns the operator when a daily SMS cap was reached', async () => {
    alerts = [
      { id: '2', capKind: 'site', clientIp: '', capLimit: 1000, gmtCreate: '2026-11-23 10:00:00' },
      { id: '1', capKind: 'address', clientIp: '10.1.1.1', capLimit: 20, gmtCreate: '2026-11-23 09:00:00' },
    ];
    render(withProviders(<Stub initialEntries={['/admin/sms']} />));
    expect(await screen.findByText('短信发送触达每日上限')).toBeTruthy();
    expect(screen.getByText('2026-11-23 10:00:00 全站短信达到每日 1000 条上限，之后的发送被拒绝')).toBeTruthy();
    expect(screen.getByText('2026-11-23 09:00:00 地址 10.1.1.1 达到每日 20 条上限，之后的发送被拒绝')).toBeTruthy();
  });

  it('shows no warning when no cap was reached', async () => {
    alerts = [];
    render(withProviders(<Stub initialEntries={['/admin/sms']} />));
    expect(await screen.findByText('没有短信记录')).toBeTruthy();
    expect(screen.queryByText('短信发送触达每日上限')).toBeNull();
  });
});
