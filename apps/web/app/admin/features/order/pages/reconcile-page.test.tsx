// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Reconciliation } from '@school/contracts';
import ReconcilePage from './reconcile-page';
import { fakeApi, stubBrowserApis, withProviders } from '../../../components/test-utils';

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const report = (date: string): Reconciliation => ({
  date,
  gateways: [
    {
      payType: 9,
      payName: '沙箱支付',
      paidCount: 2,
      paidAmount: 198,
      gatewayCount: 2,
      gatewayAmount: 198.01,
      gatewayRefunded: 0,
      error: '',
      mismatches: [{ serialNumber: 'S1', orderNo: '1001', kind: 3, ourAmount: 99, gatewayAmount: 99.01 }],
    },
  ],
  shares: { orders: 2, paid: 198, lecturer: 138.6, referral: 0, platform: 59.4, reversed: 0 },
  refunds: { count: 0, amount: 0 },
  wallets: { checked: 3, broken: ['13800000002'] },
});

describe('console reconciliation', () => {
  it('shows a day’s differences, split and broken wallets, and reads another day', async () => {
    const fake = fakeApi({ adminReconcile: (b) => report(b.date) });
    render(withProviders(<ReconcilePage />, fake));
    expect(await screen.findByText('1 笔不一致')).toBeTruthy();
    expect(screen.getByText('金额不一致')).toBeTruthy();
    expect(screen.getByText('138.60 元')).toBeTruthy();
    expect(screen.getByText('1 个钱包校验未通过，已暂停其提现')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('对账日'), { target: { value: '2026-11-20' } });
    await waitFor(() => expect(fake.inputsOf('adminReconcile').at(-1)).toEqual({ date: '2026-11-20' }));
  });
});
