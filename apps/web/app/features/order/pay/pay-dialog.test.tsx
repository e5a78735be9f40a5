import { OrderStatus, type JsapiPayParams, type OrderPayResult, type OrderView } from '@school/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { learner } from '../../../../test/fixtures';
import { fakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { PayDialog } from './pay-dialog';

/** The dialog pays the way the buyer's browser can (decision 0053): never a QR code on a phone. */

const USER_AGENTS = {
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  phone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  wechat:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 MicroMessenger/8.0.49.2600 NetType/WIFI Language/zh_CN',
};

const METHODS = [
  { payType: 1, payName: '微信支付' },
  { payType: 2, payName: '支付宝' },
  { payType: 9, payName: '沙箱支付（演示）' },
];

const attempt = (over: Partial<OrderPayResult>): OrderPayResult => ({
  orderNo: '202611260001',
  serialNumber: 'S1',
  payMessage: '',
  productName: '雅思口语 7 分冲刺',
  price: 199,
  orderStatus: OrderStatus.waiting,
  expireTime: '2099-11-26 10:30:00',
  ...over,
});

const bridge: JsapiPayParams = {
  appId: 'wxapp',
  timeStamp: '1795000000',
  nonceStr: 'n1',
  package: 'prepay_id=wx1',
  signType: 'RSA',
  paySign: 'c2lnbg==',
};

const waitingView = (answer: OrderPayResult): OrderView => ({
  id: '31',
  orderNo: answer.orderNo,
  serialNumber: answer.serialNumber,
  userId: learner.id,
  productType: 1,
  productId: '7',
  productName: answer.productName,
  listPrice: 299,
  paidPrice: answer.price,
  orderStatus: OrderStatus.waiting,
  payType: 1,
  payTime: '',
  operatorId: '0',
  remarkCus: '',
  remark: '',
  gmtCreate: '2026-11-26 10:00:00',
  expireTime: answer.expireTime,
});

function openIn(scene: keyof typeof USER_AGENTS, answer: OrderPayResult) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(USER_AGENTS[scene]);
  const fake = fakeApi({
    listPayMethod: METHODS,
    payOrder: answer,
    viewOrder: waitingView(answer),
    startWechatPayAuth: { authorised: 1, authorizeUrl: '' },
  });
  renderPage(<PayDialog start={{ productType: 1, productId: '7' }} onClose={() => {}} />, {
    api: fake.api,
    path: '/view/7',
    user: learner,
  });
  return fake;
}

afterEach(() => {
  vi.restoreAllMocks();
  delete (window as { WeixinJSBridge?: unknown }).WeixinJSBridge;
});

describe('pay dialog by scene', () => {
  it('inside WeChat sends a learner without an openid to WeChat’s authorisation first, and comes back to the page', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(USER_AGENTS.wechat);
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      pathname: '/view/7',
      search: '?periodId=3',
      assign,
    });
    const authorizeUrl =
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wxmp&scope=snsapi_base#wechat_redirect';
    const fake = fakeApi({ listPayMethod: METHODS, startWechatPayAuth: { authorised: 0, authorizeUrl } });
    renderPage(<PayDialog start={{ productType: 1, productId: '7' }} onClose={() => {}} />, {
      api: fake.api,
      path: '/view/7',
      user: learner,
    });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('正在前往微信授权…')).toBeTruthy();
    expect(assign).toHaveBeenCalledWith(authorizeUrl);
    expect(fake.inputsOf('startWechatPayAuth')).toEqual([{ back: '/view/7?periodId=3' }]);
    expect(fake.inputsOf('payOrder')).toEqual([]);
  });

  it('shows the QR code on a desktop, as before', async () => {
    const fake = openIn('desktop', attempt({ payMessage: 'weixin://wxpay/bizpayurl?pr=S1', payAction: 'qr' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('请使用微信扫码支付')).toBeTruthy());
    expect(fake.inputsOf('payOrder')).toEqual([
      { productType: 1, productId: '7', payType: 1, channelType: 1, scene: 'desktop' },
    ]);
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual(['微信支付', '支付宝', '沙箱支付（演示）']);
  });

  it('sends a phone to the gateway’s page instead of asking it to scan its own screen', async () => {
    const address = 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wxS1&redirect_url=x';
    const fake = openIn('phone', attempt({ payMessage: address, payAction: 'redirect' }));
    const dialog = await screen.findByRole('dialog');
    const go = await within(dialog).findByRole('link', { name: '前往微信支付付款' });
    expect(go.getAttribute('href')).toBe(address);
    expect(within(dialog).queryByText(/扫码/)).toBeNull();
    expect(within(dialog).queryByRole('img', { name: /二维码/ })).toBeNull();
    expect(fake.inputsOf('payOrder')).toEqual([
      { productType: 1, productId: '7', payType: 1, channelType: 2, scene: 'phone' },
    ]);
  });

  it('pays through WeixinJSBridge in WeChat’s browser, and leaves Alipay out there', async () => {
    const invoke = vi.fn();
    (window as { WeixinJSBridge?: unknown }).WeixinJSBridge = { invoke };
    const fake = openIn('wechat', attempt({ payAction: 'jsapi', jsapi: bridge }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: '微信支付' }));
    // The learner's openid is known: no detour through WeChat's authorisation.
    expect(fake.inputsOf('startWechatPayAuth')).toHaveLength(1);
    expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', bridge, expect.any(Function));
    expect(fake.inputsOf('payOrder')).toEqual([
      { productType: 1, productId: '7', payType: 1, channelType: 2, scene: 'wechat' },
    ]);
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual(['微信支付', '沙箱支付（演示）']);
    expect(within(dialog).queryByText(/扫码/)).toBeNull();

    // WeChat's sheet was closed without paying: the dialog says so and offers the button again.
    const done = invoke.mock.calls[0]![2] as (result: { err_msg: string }) => void;
    done({ err_msg: 'get_brand_wcpay_request:cancel' });
    expect(await within(dialog).findByText('支付未完成，您可以再次点击“微信支付”')).toBeTruthy();
  });
});
