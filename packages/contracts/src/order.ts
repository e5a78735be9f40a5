import { Type, type Static } from 'typebox';
import { DateTime, Id, Yuan } from './common.ts';
import { defineContracts } from './route.ts';

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

/** GLOSSARY orderStatus. Only a paid order (2) gives access. */
export const OrderStatus = { waiting: 1, paid: 2, failed: 3, closed: 4, refunded: 5 } as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

/**
 * How an order was paid. 0 = nothing to pay (a free product, or the operator's grant: the order then
 * names the operator). The gateways' values come with the orders issue.
 */
export const PayType = { none: 0 } as const;

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

/** The order calls come with the orders issue; the operator's course grant is `/course/admin/course/grant`. */
export const orderContracts = defineContracts({});
