import type { JsapiPayParams, PayAction, PayScene, PayType } from '@school/contracts';

/**
 * What every payment gateway offers (decision 0037). The sandbox, WeChat Pay and Alipay each implement
 * it; the order service never knows which one it talks to beyond its name.
 */
export interface PaymentRequest {
  siteId: number;
  /** Our number for this attempt; the gateway's out_trade_no. */
  serialNumber: string;
  /** fen */
  amount: number;
  subject: string;
  /** Epoch ms after which the gateway should refuse payment. */
  expireTime: number;
  /** scheme://host the buyer used: where the sandbox's own pay page lives. */
  origin: string;
  /** Where the buyer pays (decision 0053): the desktop scans a QR code, a phone is sent to the gateway. */
  scene: PayScene;
  /** The payer's IP address, which WeChat Pay H5 checks against the phone that opens its page. */
  clientIp: string;
  /** Where a phone returns to after paying at the gateway: the order's page. */
  returnUrl: string;
  /** The payer's openid for the WeChat Pay app: JSAPI only. */
  openid?: string;
}

/** An opened payment: what the QR code holds or where the phone goes, or WeixinJSBridge's arguments. */
export interface OpenedPayment {
  payMessage: string;
  payAction: PayAction;
  jsapi?: JsapiPayParams;
}

/** A notification the gateway proved it sent. */
export interface VerifiedNotification {
  serialNumber: string;
  /** The gateway's own transaction number. */
  tradeNo: string;
  /** fen, as the gateway reports it was paid */
  amount: number;
  paid: boolean;
}

/** What the gateway sent to the notification address, as received. */
export interface IncomingNotification {
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as sent (signatures cover the bytes). */
  body: string;
}

export type TradeState = 'waiting' | 'paid' | 'failed' | 'closed' | 'refunded';

export interface StatementLine {
  serialNumber: string;
  tradeNo: string;
  /** fen */
  amount: number;
  refunded: number;
  payTime: number;
}

export interface PaymentGateway {
  readonly payType: PayType;
  readonly name: string;
  /** Opens a payment fitting the request's scene. */
  createPayment(request: PaymentRequest): Promise<OpenedPayment>;
  /** Checks the signature; throws a 4xx AppError for anything not provably the gateway's. */
  verifyNotification(notification: IncomingNotification): Promise<VerifiedNotification>;
  /** The reply the gateway expects: status 200 once a notification was handled, the refusal's otherwise. */
  answer(status: number, message: string): { status: number; contentType: string; body: string };
  query(serialNumber: string): Promise<{ state: TradeState; amount: number; tradeNo: string }>;
  close(serialNumber: string): Promise<void>;
  refund(request: { serialNumber: string; refundNo: string; amount: number; total: number }): Promise<void>;
  /** The gateway's record of payments made on one day (site zone), for reconciliation. */
  statement(dayStart: number, dayEnd: number): Promise<StatementLine[]>;
}
