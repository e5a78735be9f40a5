import { Type, type Static } from 'typebox';
import { DateTime, Id } from './common.ts';

/**
 * Orders (decision 0022). The record the orders issue extends: for now the only way to own a paid
 * product is the operator's grant (`/course/admin/course/grant/save`, in course.ts), stored as a paid
 * order of 0. Payment calls come with the orders issue; this file holds the codes and the shape.
 */

/** GLOSSARY productType: what an order buys. */
export const ProductType = { course: 1, live: 2, resource: 3, library: 4, exam: 5, vip: 6 } as const;
export type ProductType = (typeof ProductType)[keyof typeof ProductType];
export const ProductTypeSchema = Type.Union(
  [Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4), Type.Literal(5), Type.Literal(6)],
  { description: '商品类型：1 点播课程，2 直播课程，3 资源，4 文库，5 试卷，6 会员' },
);

/** GLOSSARY orderStatus. */
export const OrderStatus = { waiting: 1, paid: 2, failed: 3, closed: 4, refunded: 5 } as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

/** How an order was settled; gateways add theirs with the orders issue. */
export const PayChannel = { none: '', grant: 'grant' } as const;

/** An order as its buyer and the console see it. Money in yuan on the wire, integer fen in the database. */
export const OrderInfo = Type.Object({
  id: Id,
  orderNo: Type.String({ description: '订单号' }),
  serialNumber: Type.String({ description: '支付流水号（向支付渠道发起的编号；赠送订单为空）' }),
  userId: Id,
  productType: Type.Integer({ description: '商品类型：1 点播课程，2 直播课程，3 资源，4 文库，5 试卷，6 会员' }),
  productId: Id,
  productName: Type.String(),
  listPrice: Type.Number({ description: '标价（元）' }),
  paidPrice: Type.Number({ description: '实付金额（元），赠送为 0' }),
  orderStatus: Type.Integer({ description: '订单状态：1 待支付，2 已支付，3 支付失败，4 已关闭，5 已退款' }),
  payChannel: Type.String({ description: '支付渠道：grant 为后台赠送' }),
  payTime: Type.String({ description: '支付时间 yyyy-MM-dd HH:mm:ss，未支付为空' }),
  remark: Type.String({ description: '备注（赠送时记录操作人）' }),
  gmtCreate: DateTime,
});
export type OrderInfo = Static<typeof OrderInfo>;
