import { OrderStatus, type OrderPayResult, type OrderView } from '@school/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { learner } from '../../../../test/fixtures';
import { fakeApi, pageOf } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { OrdersPage } from './orders-page';

const waiting: OrderView = {
  id: '31',
  orderNo: '202611260001',
  serialNumber: 'S1',
  userId: learner.id,
  productType: 1,
  productId: '7',
  productName: '雅思口语 7 分冲刺',
  listPrice: 299,
  paidPrice: 199,
  orderStatus: OrderStatus.waiting,
  payType: 9,
  payTime: '',
  operatorId: '0',
  remarkCus: '',
  remark: '',
  gmtCreate: '2026-11-26 10:00:00',
  expireTime: '2099-11-26 10:30:00',
};

const attempt: OrderPayResult = {
  orderNo: waiting.orderNo,
  serialNumber: 'S2',
  payMessage: 'http://localhost/sandbox/pay/S2',
  productName: waiting.productName,
  price: 199,
  orderStatus: OrderStatus.waiting,
  expireTime: waiting.expireTime,
};

describe('我的订单', () => {
  it('lists my orders by state, pays a waiting one in the QR dialog and sees it paid', async () => {
    let views = 0;
    const fake = fakeApi({
      listOrder: (input) => pageOf(input.orderStatus === OrderStatus.paid ? [] : [waiting], 1, 10),
      listPayMethod: [{ payType: 9, payName: '沙箱支付（演示）' }],
      continuePayOrder: attempt,
      viewOrder: () => ({ ...waiting, orderStatus: ++views > 1 ? OrderStatus.paid : OrderStatus.waiting }),
    });
    renderPage(<OrdersPage />, { api: fake.api, path: '/account/order', user: learner });
    const row = (await screen.findByText('雅思口语 7 分冲刺')).closest('li')!;
    expect(within(row).getByText('待支付')).toBeTruthy();
    expect(within(row).getByText('¥199')).toBeTruthy();
    expect(within(row).getByRole('link', { name: '雅思口语 7 分冲刺' }).getAttribute('href')).toBe('/view/7');

    fireEvent.click(within(row).getByRole('button', { name: '去支付' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('剩余支付时间')).toBeTruthy());
    expect(fake.inputsOf('continuePayOrder')).toEqual([{ orderNo: waiting.orderNo, payType: 9, scene: 'desktop' }]);
    expect(within(dialog).getByRole('link', { name: '打开沙箱支付页' }).getAttribute('href')).toBe(attempt.payMessage);
    await waitFor(() => expect(within(dialog).getByText('支付成功')).toBeTruthy(), { timeout: 5000 });

    fireEvent.click(screen.getByRole('tab', { name: '已支付' }));
    await waitFor(() =>
      expect(fake.inputsOf('listOrder').at(-1)).toEqual({ pageCurrent: 1, pageSize: 10, orderStatus: 2 }),
    );
  });

  it('says plainly when the school takes no payment online', async () => {
    const fake = fakeApi({ listOrder: pageOf([waiting], 1, 10), listPayMethod: [] });
    renderPage(<OrdersPage />, { api: fake.api, path: '/account/order', user: learner });
    fireEvent.click(await screen.findByRole('button', { name: '去支付' }));
    expect(await screen.findByText('本校暂未开通在线支付，请联系学校购买')).toBeTruthy();
    expect(fake.inputsOf('continuePayOrder')).toEqual([]);
  });
});
