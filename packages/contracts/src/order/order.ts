import { Type, type Static } from 'typebox';
import { DateTime, Flag, Id, Page, PageQuery, Text, Yuan } from '../common.ts';
import { defineContracts } from '../route.ts';

/**
 * Orders (GLOSSARY productType, orderStatus). The order record is what gives paid access to a product.
 * The video courses issue creates it for the operator's grant (a paid order of 0); the orders issue adds
 * buying, paying and refunds on the same record (`/user/auth/order/info/**`).
 */

/** GLOSSARY productType: what an order buys. */
export const ProductType = { videoCourse: 1, live: 2, resource: 3, library: 4, examPaper: 5, vipSet: 6 } as const;
export type ProductType = (typeof ProductType)[keyof typeof ProductType];
export const ProductTypeSchema = Type.Union(
  [Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4), Type.Literal(5), Type.Literal(6)],
  { description: '商品类型：1 点播课程，2 直播课程，3 资源，4 文库，5 试卷，6 会员套餐' },
);

/** GLOSSARY productType, as the buyer reads it. */
export const PRODUCT_TYPE_NAMES: Record<number, string> = {
  1: '点播课程',
  2: '直播课程',
  3: '资源',
  4: '文库',
  5: '试卷',
  6: '会员套餐',
};

/** GLOSSARY orderStatus. Only a paid order (2) gives access. */
export const OrderStatus = { waiting: 1, paid: 2, failed: 3, closed: 4, refunded: 5 } as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];
export const ORDER_STATUS_NAMES: Record<number, string> = {
  1: '待支付',
  2: '已支付',
  3: '支付失败',
  4: '已关闭',
  5: '已退款',
};
/** The tag colour of each state, the same on the site and in the console: solid, white text at 4.5:1 or more. */
export const ORDER_STATUS_COLORS: Record<number, string> = {
  1: '#ad4e00',
  2: '#237804',
  3: '#a8071a',
  4: '#595959',
  5: '#531dab',
};

/**
 * How an order was paid. 0 = nothing to pay (a free product, or the operator's grant: the order then
 * names the operator); 1 WeChat Pay, 2 Alipay, 9 the local sandbox gateway.
 */
export const PayType = { none: 0, wechat: 1, alipay: 2, sandbox: 9 } as const;
export type PayType = (typeof PayType)[keyof typeof PayType];
/** The gateway's name in its notification address `/user/api/order/pay/notify/{gateway}`. */
export const GatewayName = { 1: 'wechat', 2: 'alipay', 9: 'sandbox' } as const;
export type GatewayName = (typeof GatewayName)[keyof typeof GatewayName];

/** Orders wait this long for payment, then close. */
export const ORDER_PAY_MINUTES = 30;

/** An order as the operator and the buyer see it. Money in yuan on the wire, integer fen in the database. */
export const OrderInfo = Type.Object({
  id: Id,
  orderNo: Type.String({ description: '订单号' }),
  serialNumber: Type.String({ description: '支付流水号（每次发起支付一个）' }),
  userId: Id,
  productType: Type.Integer({ description: '商品类型：1 点播课程，2 直播课程，3 资源，4 文库，5 试卷，6 会员套餐' }),
  productId: Id,
  productName: Type.String(),
  listPrice: Yuan,
  paidPrice: Yuan,
  orderStatus: Type.Integer({ description: '订单状态：1 待支付，2 已支付，3 支付失败，4 已关闭，5 已退款' }),
  payType: Type.Integer({ description: '支付方式：0 无需支付（免费或运营赠送）' }),
  payTime: Type.String({ description: '支付时间（yyyy-MM-dd HH:mm:ss），未支付为空' }),
  operatorId: Type.String({ description: '赠送的运营账号编号，非赠送为 "0"' }),
  remarkCus: Type.String({ description: '买家备注' }),
  remark: Type.String({ description: '运营备注（如赠送原因）' }),
  gmtCreate: DateTime,
});
export type OrderInfo = Static<typeof OrderInfo>;

const PayTypeSchema = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(9)], {
  description: '支付方式：1 微信支付，2 支付宝，9 沙箱支付（演示）',
});

/**
 * Where the buyer pays (decision 0053): a desktop browser shows QR codes; a phone browser is sent to the
 * gateway's phone page and back; WeChat's own browser pays in place through WeixinJSBridge (JSAPI).
 */
export const PayScene = { desktop: 'desktop', phone: 'phone', wechat: 'wechat' } as const;
export type PayScene = (typeof PayScene)[keyof typeof PayScene];
const PaySceneSchema = Type.Union([Type.Literal('desktop'), Type.Literal('phone'), Type.Literal('wechat')], {
  description:
    '支付场景：desktop 电脑（扫码），phone 手机浏览器（跳转支付），wechat 微信内（JSAPI）；不传按 User-Agent 判断',
});

/** The scene of a browser by its user agent; the website and the server both ask this one rule. */
export function paySceneOf(userAgent: string): PayScene {
  if (/MicroMessenger/i.test(userAgent)) return PayScene.wechat;
  if (/Mobi|Android|iPhone|iPad|iPod|HarmonyOS/i.test(userAgent)) return PayScene.phone;
  return PayScene.desktop;
}

/** Alipay does not open inside WeChat's browser, so WeChat's scene leaves it out. */
export const payTypeFitsScene = (payType: number, scene: PayScene) =>
  !(scene === PayScene.wechat && payType === PayType.alipay);

/** What the buyer's browser does with a payment: show a QR code, go to the gateway's page, or call WeChat's bridge. */
export const PayAction = { qr: 'qr', redirect: 'redirect', jsapi: 'jsapi' } as const;
export type PayAction = (typeof PayAction)[keyof typeof PayAction];

/** Where a phone comes back to after paying at the gateway: the order, on 我的订单. */
export const ORDER_RESULT_PATH = '/account/order';
export const orderResultUrl = (origin: string, orderNo: string) =>
  `${origin}${ORDER_RESULT_PATH}?orderNo=${encodeURIComponent(orderNo)}`;

export const OrderPayBody = Type.Object({
  productType: ProductTypeSchema,
  productId: Id,
  payType: PayTypeSchema,
  channelType: Type.Optional(
    Type.Union([Type.Literal(1), Type.Literal(2)], { default: 1, description: '下单渠道：1 电脑网站，2 手机网站' }),
  ),
  remarkCus: Type.Optional(Text(200)),
  scene: Type.Optional(PaySceneSchema),
});
export type OrderPayBody = Static<typeof OrderPayBody>;

/** The arguments of WeixinJSBridge `getBrandWCPayRequest`, signed by the server with the merchant key. */
export const JsapiPayParams = Type.Object({
  appId: Type.String(),
  timeStamp: Type.String({ description: '秒' }),
  nonceStr: Type.String(),
  package: Type.String({ description: 'prepay_id=…' }),
  signType: Type.Literal('RSA'),
  paySign: Type.String({ description: 'appId、timeStamp、nonceStr、package 各占一行，商户私钥 SHA256withRSA 签名' }),
});
export type JsapiPayParams = Static<typeof JsapiPayParams>;

/**
 * What the pay dialog needs: `payMessage` is what the QR code holds, or on a phone the address to go to
 * (the gateway's pay address).
 */
export const OrderPayResult = Type.Object({
  orderNo: Type.String(),
  serialNumber: Type.String(),
  payMessage: Type.String({ description: '二维码内容或手机跳转的支付地址；无需支付时为空' }),
  productName: Type.String(),
  price: Yuan,
  orderStatus: Type.Integer({ description: '订单状态；无需支付的商品直接为 2 已支付' }),
  expireTime: Type.String({ description: '支付截止时间（yyyy-MM-dd HH:mm:ss）' }),
  payAction: Type.Optional(
    Type.Union([Type.Literal('qr'), Type.Literal('redirect'), Type.Literal('jsapi')], {
      description: 'qr 显示二维码，redirect 跳转到 payMessage，jsapi 用 jsapi 调起微信支付',
    }),
  ),
  jsapi: Type.Optional(JsapiPayParams),
});
export type OrderPayResult = Static<typeof OrderPayResult>;

export const OrderListBody = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({
      orderStatus: Type.Optional(Type.Integer({ minimum: 1, maximum: 5, description: '订单状态，不传为全部' })),
    }),
  ]),
);
export type OrderListBody = Static<typeof OrderListBody>;

export const OrderNoBody = Type.Object({
  orderNo: Type.String({ pattern: '^[0-9]{1,32}$', maxLength: 32, description: '订单号' }),
});
export type OrderNoBody = Static<typeof OrderNoBody>;

/** My order, with the payment deadline while it waits. */
export const OrderView = Type.Evaluate(
  Type.Intersect([OrderInfo, Type.Object({ expireTime: Type.String({ description: '支付截止时间；非待支付为空' }) })]),
);
export type OrderView = Static<typeof OrderView>;

export const ContinuePayBody = Type.Evaluate(
  Type.Intersect([
    OrderNoBody,
    Type.Object({ payType: Type.Optional(PayTypeSchema), scene: Type.Optional(PaySceneSchema) }),
  ]),
);
export type ContinuePayBody = Static<typeof ContinuePayBody>;

export const LecturerIncomeBody = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({
      beginDate: Type.Optional(
        Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: '起始日（含），默认 6 天前' }),
      ),
      endDate: Type.Optional(
        Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: '结束日（含），默认今天' }),
      ),
      isChart: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 同时返回每日合计' })),
    }),
  ]),
);
export type LecturerIncomeBody = Static<typeof LecturerIncomeBody>;

/** One sale of my product: the buyer's number masked, my share and whether it has settled. */
export const LecturerIncomeLine = Type.Object({
  orderNo: Type.String(),
  productType: Type.Integer(),
  productName: Type.String(),
  buyerMobile: Type.String({ description: '买家手机号（138****1234）' }),
  paidPrice: Yuan,
  lecturerAmount: Yuan,
  shareState: Type.Integer({ description: '1 退款期内（7 天后入账），2 已入账，3 已退款冲回' }),
  payTime: DateTime,
});
export type LecturerIncomeLine = Static<typeof LecturerIncomeLine>;

export const DailyIncome = Type.Object({
  date: Type.String({ description: 'yyyy-MM-dd' }),
  amount: Yuan,
});
export type DailyIncome = Static<typeof DailyIncome>;

export const LecturerIncome = Type.Evaluate(
  Type.Intersect([
    Page(LecturerIncomeLine),
    Type.Object({
      totalAmount: Type.Number({ description: '区间内我的分成合计（元，不含已冲回）' }),
      chart: Type.Array(DailyIncome, { description: 'isChart=1 时区间内每天一项（无收入为 0），否则为空' }),
    }),
  ]),
);
export type LecturerIncome = Static<typeof LecturerIncome>;

/** The longest range the income call reads, in days. */
export const INCOME_RANGE_MAX_DAYS = 366;

/** A way to pay that this installation has switched on (decision 0040); the pay dialog offers only these. */
export const PayMethod = Type.Object({
  payType: Type.Integer({ description: '支付方式：1 微信支付，2 支付宝，9 沙箱支付（演示）' }),
  payName: Type.String(),
});
export type PayMethod = Static<typeof PayMethod>;

/** GLOSSARY payType, as the buyer reads it. */
export const PAY_TYPE_NAMES: Record<number, string> = {
  0: '无需支付',
  1: '微信支付',
  2: '支付宝',
  9: '沙箱支付（演示）',
};

export const orderContracts = defineContracts({
  listPayMethod: {
    method: 'GET',
    url: '/user/api/order/pay/methods',
    summary: '已开通的支付方式（支付弹窗只显示这些；一个都没有时不能在线购买）',
    response: Type.Array(PayMethod),
  },
  payOrder: {
    method: 'POST',
    url: '/user/auth/order/info/pay',
    summary: '下单并发起支付（服务器定价；已拥有 409；已有待支付订单则返回它）',
    body: OrderPayBody,
    response: OrderPayResult,
  },
  listOrder: {
    method: 'POST',
    url: '/user/auth/order/info/list',
    summary: '我的订单（按状态筛选）',
    body: OrderListBody,
    response: Page(OrderView),
  },
  viewOrder: {
    method: 'POST',
    url: '/user/auth/order/info/view',
    summary: '订单详情（支付弹窗每秒轮询）',
    body: OrderNoBody,
    response: OrderView,
  },
  continuePayOrder: {
    method: 'POST',
    url: '/user/auth/order/info/continue/pay',
    summary: '继续支付：待支付或支付失败的订单换一个新的支付流水号',
    body: ContinuePayBody,
    response: OrderPayResult,
  },
  closeOrder: {
    method: 'POST',
    url: '/user/auth/order/info/close',
    summary: '关闭待支付的订单',
    body: OrderNoBody,
    response: OrderView,
  },
  lecturerIncome: {
    method: 'POST',
    url: '/user/auth/order/info/lecturer',
    summary: '讲师收入：区间内我的课程和试卷的销售分成（isChart=1 加每日合计），买家手机号打码',
    body: LecturerIncomeBody,
    response: LecturerIncome,
  },
});

export const AdminOrderListBody = Type.Evaluate(
  Type.Intersect([
    OrderListBody,
    Type.Object({
      orderNo: Type.Optional(Type.String({ pattern: '^[0-9]{0,32}$', maxLength: 32, description: '订单号' })),
      mobile: Type.Optional(Text(11)),
      productType: Type.Optional(ProductTypeSchema),
      needsRefund: Type.Optional(
        Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 只看到账时订单已关闭、待退款的支付' }),
      ),
    }),
  ]),
);
export type AdminOrderListBody = Static<typeof AdminOrderListBody>;

/** An order as the operator sees it: who bought it, and whether it can still be refunded online. */
export const AdminOrder = Type.Evaluate(
  Type.Intersect([
    OrderView,
    Type.Object({
      mobile: Type.String(),
      nickname: Type.String(),
      refundable: Flag,
      needsRefund: Type.Integer({ description: '到账时订单已不再等待支付、须退还的笔数' }),
    }),
  ]),
);
export type AdminOrder = Static<typeof AdminOrder>;

export const RefundBody = Type.Object({ orderNo: OrderNoBody.properties.orderNo, reason: Text(200, 1) });
export type RefundBody = Static<typeof RefundBody>;

/** GLOSSARY mismatchKind: how a payment differs between our books and the gateway's statement. */
export const MismatchKind = { notRecorded: 1, notAtGateway: 2, amount: 3 } as const;
export const MISMATCH_KIND_NAMES: Record<number, string> = {
  1: '平台已收款，本站未记为已支付',
  2: '本站已支付，平台账单无此交易',
  3: '金额不一致',
};

export const ReconcileBody = Type.Object({
  date: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: '对账日 yyyy-MM-dd（学校时区）' }),
});
export type ReconcileBody = Static<typeof ReconcileBody>;

export const ReconcileMismatch = Type.Object({
  serialNumber: Type.String(),
  orderNo: Type.String(),
  kind: Type.Integer({ description: '1 平台已收款本站未入账，2 平台无此交易，3 金额不一致' }),
  ourAmount: Yuan,
  gatewayAmount: Yuan,
});
export type ReconcileMismatch = Static<typeof ReconcileMismatch>;

export const GatewayReconciliation = Type.Object({
  payType: Type.Integer(),
  payName: Type.String(),
  paidCount: Type.Integer({ description: '本站当日记为已支付的笔数' }),
  paidAmount: Yuan,
  gatewayCount: Type.Integer({ description: '平台账单当日属于本校的笔数' }),
  gatewayAmount: Yuan,
  gatewayRefunded: Yuan,
  error: Type.String({ description: '账单读取失败时的原因，否则为空' }),
  mismatches: Type.Array(ReconcileMismatch),
});
export type GatewayReconciliation = Static<typeof GatewayReconciliation>;

export const Reconciliation = Type.Object({
  date: Type.String(),
  gateways: Type.Array(GatewayReconciliation),
  shares: Type.Object({
    orders: Type.Integer({ description: '当日支付的订单数（含 0 元）' }),
    paid: Yuan,
    lecturer: Yuan,
    referral: Yuan,
    platform: Yuan,
    reversed: Yuan,
  }),
  refunds: Type.Object({ count: Type.Integer(), amount: Yuan }),
  wallets: Type.Object({
    checked: Type.Integer(),
    broken: Type.Array(Type.String({ description: '异常钱包的手机号' })),
  }),
});
export type Reconciliation = Static<typeof Reconciliation>;

export const orderAdminContracts = defineContracts({
  adminListOrder: {
    method: 'POST',
    url: '/user/admin/order/info/list',
    summary: '订单（按订单号、手机号、状态、商品类型、待退款筛选）',
    body: AdminOrderListBody,
    response: Page(AdminOrder),
  },
  adminRefundOrder: {
    method: 'POST',
    url: '/user/admin/order/info/refund',
    summary: `退款：已支付且在 7 天退款期内的订单原路退回，收回课程、试卷或会员天数，冲回分成；学员收到站内消息`,
    body: RefundBody,
    response: AdminOrder,
  },
  adminReturnPayment: {
    method: 'POST',
    url: '/user/admin/order/payment/refund',
    summary: '退还多付的款项：订单已关闭或已另行支付后才到账的付款，原路退回；学员收到站内消息',
    body: OrderNoBody,
    response: AdminOrder,
  },
  adminReconcile: {
    method: 'POST',
    url: '/user/admin/order/reconcile',
    summary: '对账：某日各支付方式本站已支付与平台账单逐笔核对，当日分成、退款，以及钱包账本校验',
    body: ReconcileBody,
    response: Reconciliation,
  },
});
