import {
  orderContracts,
  OrderStatus,
  PayScene,
  paySceneOf,
  PayType,
  payTypeFitsScene,
  userContracts,
  type JsapiPayParams,
  type OrderPayResult,
  type OrderView,
  type ProductType,
} from '@school/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Radio, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useApi } from '~/lib/api-context';
import type { Requester } from '~/lib/request';
import { formatClock } from '~/lib/clock';
import { formatYuan } from '~/lib/money';
import { QrImage } from '~/components/qr-image';
import { ORDER_KEY, orderQueries, secondsUntil } from './api';
import './pay-dialog.css';

/** What the dialog pays for: a product to order, or one of my waiting (or failed) orders. */
export type PayStart = { productType: ProductType; productId: string } | { orderNo: string };

const POLL_MS = 1000;
/** The dialog opens only in the browser, where the user agent says where the buyer pays. */
const browserScene = (): PayScene =>
  typeof navigator === 'undefined' ? PayScene.desktop : paySceneOf(navigator.userAgent);

interface WeixinJSBridge {
  invoke(name: 'getBrandWCPayRequest', params: JsapiPayParams, done: (result: { err_msg: string }) => void): void;
}

/** Opens WeChat's own pay sheet (JSAPI); the order is read as usual until WeChat Pay's notification arrives. */
function payInWechat(params: JsapiPayParams, onCancel: () => void) {
  const invoke = () =>
    (window as unknown as { WeixinJSBridge: WeixinJSBridge }).WeixinJSBridge.invoke(
      'getBrandWCPayRequest',
      params,
      (result) => {
        if (result.err_msg !== 'get_brand_wcpay_request:ok') onCancel();
      },
    );
  if ('WeixinJSBridge' in window) invoke();
  else document.addEventListener('WeixinJSBridgeReady', invoke, { once: true });
}

/**
 * The pay dialog: orders (or retries) with the chosen way to pay, for the buyer's scene (decision
 * 0053): on a desktop it shows the QR of `payMessage`; on a phone it sends the buyer to the gateway's
 * phone page (and back to the order); in WeChat's browser it opens WeChat's pay sheet. It shows the
 * amount and the time left, and reads the order every second until the gateway's notification has
 * made it paid. `onPaid` runs once, when the order is paid.
 */
export function PayDialog({
  start,
  onClose,
  onPaid,
}: {
  start: PayStart | null;
  onClose(): void;
  onPaid?(order: OrderView | OrderPayResult): void;
}) {
  return (
    <Modal
      open={start !== null}
      title="订单支付"
      footer={null}
      width={420}
      onCancel={onClose}
      destroyOnHidden
      className="pay-dialog"
    >
      {/* Closing destroys the body: every opening starts a fresh attempt. */}
      {start ? <PayDialogBody start={start} onClose={onClose} onPaid={onPaid} /> : null}
    </Modal>
  );
}

/**
 * Orders the product, or retries the order, with the chosen way to pay. Inside WeChat, WeChat Pay
 * needs the learner's openid (decision 0066): without one the browser goes to WeChat's silent
 * authorisation first and comes back to this page, and null is answered.
 */
async function requestAttempt(
  api: Requester,
  start: PayStart,
  payType: number,
  scene: PayScene,
  retryOf?: string,
): Promise<OrderPayResult | null> {
  if (scene === PayScene.wechat && payType === PayType.wechat) {
    const back = `${window.location.pathname}${window.location.search}`;
    const auth = await api.call(userContracts.startWechatPayAuth, { back });
    if (auth.authorised === 0) {
      window.location.assign(auth.authorizeUrl);
      return null;
    }
  }
  const typed = payType as 1 | 2 | 9;
  const orderNo = retryOf ?? ('orderNo' in start ? start.orderNo : undefined);
  if (orderNo) return api.call(orderContracts.continuePayOrder, { orderNo, payType: typed, scene });
  if ('orderNo' in start) throw new Error('unreachable');
  const channelType = scene === PayScene.desktop ? 1 : 2;
  return api.call(orderContracts.payOrder, { ...start, payType: typed, channelType, scene });
}

function PayDialogBody({
  start,
  onClose,
  onPaid,
}: {
  start: PayStart;
  onClose(): void;
  onPaid?(order: OrderView | OrderPayResult): void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [scene] = useState(browserScene);
  const methods = useQuery({
    ...orderQueries.payMethods(api),
    select: (list) => list.filter((method) => payTypeFitsScene(method.payType, scene)),
  });
  const [payType, setPayType] = useState<number>();
  const [attempt, setAttempt] = useState<OrderPayResult>();
  const [opening, setOpening] = useState(false);
  const [refused, setRefused] = useState(false);
  const [authorising, setAuthorising] = useState(false);
  const paidSeen = useRef(false);
  const chosen = payType ?? methods.data?.[0]?.payType;

  // The first way to pay opens at once.
  const firstType = methods.data?.[0]?.payType;
  useEffect(() => {
    if (firstType === undefined) return;
    let current = true;
    requestAttempt(api, start, firstType, scene).then(
      (made) => current && (made ? setAttempt(made) : setAuthorising(true)),
      // The request layer showed the server's message (already bought, sold out…).
      () => current && setRefused(true),
    );
    return () => {
      current = false;
    };
  }, [api, start, firstType, scene]);

  /** A later attempt, on the reader's request: another way to pay, a retry, a new order. */
  const open = async (type: number, retryOf?: string) => {
    setOpening(true);
    setRefused(false);
    try {
      const made = await requestAttempt(api, start, type, scene, retryOf);
      if (made) setAttempt(made);
      else setAuthorising(true);
    } catch {
      setRefused(true);
    } finally {
      setOpening(false);
    }
  };

  const waiting = attempt?.orderStatus === OrderStatus.waiting;
  const polled = useQuery({
    queryKey: [...ORDER_KEY, 'view', attempt?.orderNo, attempt?.serialNumber] as const,
    queryFn: () => api.call(orderContracts.viewOrder, { orderNo: attempt!.orderNo }),
    enabled: waiting,
    refetchInterval: (query) =>
      query.state.data?.orderStatus === OrderStatus.waiting || !query.state.data ? POLL_MS : false,
  });
  const state = polled.data?.orderStatus ?? attempt?.orderStatus;

  useEffect(() => {
    if (state !== OrderStatus.paid || paidSeen.current || !attempt) return;
    paidSeen.current = true;
    void queryClient.invalidateQueries({ queryKey: ORDER_KEY });
    onPaid?.(polled.data ?? attempt);
  }, [state, attempt, polled.data, onPaid, queryClient]);

  const changeType = (next: number) => {
    setPayType(next);
    if (attempt && waiting) void open(next, attempt.orderNo);
  };

  let body;
  if (methods.isError) {
    body = <Alert type="error" showIcon title="支付方式读取失败，请关闭后重试" />;
  } else if (methods.data?.length === 0) {
    body = <Alert type="info" showIcon title="本校暂未开通在线支付，请联系学校购买" />;
  } else if (authorising) {
    body = <Spin className="pay-dialog__loading" description="正在前往微信授权…" />;
  } else if (refused && !attempt) {
    body = (
      <Result
        status="warning"
        title="暂时无法下单"
        subTitle="请按上方提示处理后再试"
        extra={
          <Button loading={opening} onClick={() => chosen !== undefined && void open(chosen)}>
            重试
          </Button>
        }
      />
    );
  } else if (!attempt) {
    body = <Spin className="pay-dialog__loading" description="正在创建订单…" />;
  } else if (state === OrderStatus.paid) {
    body = (
      <Result
        status="success"
        title="支付成功"
        subTitle={`${attempt.productName} · 实付 ${formatYuan(attempt.price)}`}
        extra={
          <Button type="primary" onClick={onClose}>
            完成
          </Button>
        }
      />
    );
  } else if (state === OrderStatus.failed) {
    body = (
      <Result
        status="error"
        title="支付失败"
        subTitle="钱款未被扣除，您可以重新支付"
        extra={
          <Button type="primary" loading={opening} onClick={() => void open(chosen!, attempt.orderNo)}>
            重新支付
          </Button>
        }
      />
    );
  } else if (state === OrderStatus.closed) {
    body = (
      <Result
        status="info"
        title="订单已关闭"
        subTitle="超过支付时间，订单已自动关闭"
        extra={
          'orderNo' in start ? (
            <Button onClick={onClose}>知道了</Button>
          ) : (
            <Button type="primary" loading={opening} onClick={() => void open(chosen!)}>
              重新下单
            </Button>
          )
        }
      />
    );
  } else {
    body = (
      <WaitingForPayment
        attempt={attempt}
        payType={chosen!}
        methods={methods.data ?? []}
        switching={opening}
        onChangeType={changeType}
      />
    );
  }

  return body;
}

function WaitingForPayment({
  attempt,
  payType,
  methods,
  switching,
  onChangeType,
}: {
  attempt: OrderPayResult;
  payType: number;
  methods: { payType: number; payName: string }[];
  switching: boolean;
  onChangeType(payType: number): void;
}) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const [cancelled, setCancelled] = useState(false);
  const left = secondsUntil(attempt.expireTime, now);
  const payName = methods.find((method) => method.payType === payType)?.payName ?? '';
  return (
    <div className="pay-dialog__waiting" aria-live="polite">
      <p className="pay-dialog__product">{attempt.productName}</p>
      <p className="pay-dialog__price">
        应付金额 <strong>{formatYuan(attempt.price)}</strong>
      </p>
      {methods.length > 1 ? (
        <Radio.Group
          className="pay-dialog__types"
          optionType="button"
          value={payType}
          disabled={switching}
          options={methods.map((method) => ({ value: method.payType, label: method.payName }))}
          onChange={(event) => onChangeType(Number(event.target.value))}
        />
      ) : null}
      {attempt.payAction === 'redirect' ? (
        <Button type="primary" size="large" block className="pay-dialog__go" href={attempt.payMessage}>
          前往{payName}付款
        </Button>
      ) : attempt.payAction === 'jsapi' && attempt.jsapi ? (
        <>
          <Button
            type="primary"
            size="large"
            block
            className="pay-dialog__go"
            onClick={() => payInWechat(attempt.jsapi!, () => setCancelled(true))}
          >
            微信支付
          </Button>
          {cancelled ? <p className="pay-dialog__hint">支付未完成，您可以再次点击“微信支付”</p> : null}
        </>
      ) : (
        <>
          <QrImage className="pay-dialog__qr" text={attempt.payMessage} label={`${payName}二维码`} />
          <p className="pay-dialog__hint">
            请使用{payType === PayType.alipay ? '支付宝' : payType === PayType.wechat ? '微信' : '手机'}扫码支付
            {payType === PayType.sandbox ? (
              <>
                ，或
                <a href={attempt.payMessage} target="_blank" rel="noreferrer">
                  打开沙箱支付页
                </a>
              </>
            ) : null}
          </p>
        </>
      )}
      <p className="pay-dialog__countdown">
        {left > 0 ? (
          <>
            剩余支付时间 <span>{formatClock(left)}</span>
          </>
        ) : (
          '支付时间已到，订单即将关闭'
        )}
      </p>
      <p className="pay-dialog__order">订单号 {attempt.orderNo}</p>
    </div>
  );
}
