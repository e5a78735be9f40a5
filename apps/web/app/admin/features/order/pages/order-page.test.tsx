// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { OrderStatus, type AdminOrder } from '@school/contracts';
import OrderPage from './order-page';
import { fakeApi, pageOf, setUpConsoleTests, tableRowOf, withProviders } from '../../../components/test-utils';

setUpConsoleTests();

const order = (orderNo: string, over: Partial<AdminOrder> = {}): AdminOrder => ({
  id: orderNo,
  orderNo,
  serialNumber: `S${orderNo}`,
  userId: '5',
  productType: 1,
  productId: '7',
  productName: `课程 ${orderNo}`,
  listPrice: 199,
  paidPrice: 99,
  orderStatus: OrderStatus.paid,
  payType: 9,
  payTime: '2026-11-20 10:00:00',
  operatorId: '0',
  remarkCus: '',
  remark: '',
  gmtCreate: '2026-11-20 09:59:00',
  expireTime: '',
  mobile: '13800000004',
  nickname: '小陈',
  refundable: 1,
  needsRefund: 0,
  ...over,
});

const findRow = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('console orders', () => {
  it('searches by buyer and state, and refunds a paid order with a reason', async () => {
    const rows = [order('1001'), order('1002', { refundable: 0, orderStatus: OrderStatus.closed, payTime: '' })];
    const fake = fakeApi({
      adminListOrder: (b) => pageOf(rows.filter((r) => b.orderStatus === undefined || r.orderStatus === b.orderStatus)),
      adminRefundOrder: (b) => {
        const row = rows.find((r) => r.orderNo === b.orderNo)!;
        Object.assign(row, { orderStatus: OrderStatus.refunded, refundable: 0, remark: b.reason });
        return row;
      },
    });
    render(withProviders(<OrderPage />, fake));
    expect(await screen.findByText('课程 1001')).toBeTruthy();
    expect(within(tableRowOf('课程 1002')).queryByRole('button', { name: '退款' })).toBeNull();

    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: ' 13800000004 ' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(fake.inputsOf('adminListOrder').at(-1)).toEqual({ mobile: '13800000004', pageCurrent: 1, pageSize: 20 }),
    );

    fireEvent.click(within(tableRowOf('课程 1001')).getByRole('button', { name: '退款' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认退款' }));
    expect(await within(dialog).findByText('请填写退款原因')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('退款原因'), { target: { value: '学员误购' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认退款' }));
    await waitFor(() => expect(fake.inputsOf('adminRefundOrder')).toEqual([{ orderNo: '1001', reason: '学员误购' }]));
    expect(await screen.findByText('已退款，款项按原支付方式退回，已通知买家')).toBeTruthy();
    await waitFor(() => expect(within(tableRowOf('课程 1001')).getByText('备注：学员误购')).toBeTruthy());
  });

  it('returns a payment that arrived after the order closed', async () => {
    const rows = [order('2001', { refundable: 0, orderStatus: OrderStatus.closed, payTime: '', needsRefund: 1 })];
    const fake = fakeApi({
      adminListOrder: () => pageOf(rows),
      adminReturnPayment: (b) =>
        Object.assign(
          rows.find((r) => r.orderNo === b.orderNo)!,
          { needsRefund: 0 },
        ),
    });
    render(withProviders(<OrderPage />, fake));
    expect(await within(await findRow('课程 2001')).findByText('待退款 1 笔')).toBeTruthy();
    expect(within(tableRowOf('课程 2001')).queryByRole('button', { name: '退款' })).toBeNull();
    fireEvent.click(within(tableRowOf('课程 2001')).getByRole('button', { name: '退还多付款' }));
    fireEvent.click(await screen.findByRole('button', { name: '退 还' }));
    await waitFor(() => expect(fake.inputsOf('adminReturnPayment')).toEqual([{ orderNo: '2001' }]));
    expect(await screen.findByText('多付的款项已按原支付方式退回，已通知买家')).toBeTruthy();
    await waitFor(() => expect(within(tableRowOf('课程 2001')).queryByText('待退款 1 笔')).toBeNull());
  });
});
