import { Type, type Static } from 'typebox';
import { DateTime, Empty, Flag, Id, Page, PageQuery, Yuan } from '../common.ts';
import { defineContracts } from '../route.ts';
import { DATE_TIME_PATTERN } from '../rules.ts';
import { ProductTypeSchema } from './order.ts';

/**
 * Sales (特价, ours): the operator gives a product a sale price for a time window; while it runs it
 * replaces the list price (a VIP pays the lower of VIP and sale price). `/sale/{type}` lists a type's
 * running sales, ending soonest first.
 */
export const SALE_MAX_DAYS = 90;

export const SaleListBody = Type.Evaluate(Type.Intersect([PageQuery, Type.Object({ productType: ProductTypeSchema })]));
export type SaleListBody = Static<typeof SaleListBody>;

export const SaleItem = Type.Object({
  id: Id,
  productType: Type.Integer(),
  productId: Id,
  productName: Type.String(),
  productImg: Type.String({ description: '商品封面，无则为空' }),
  listPrice: Yuan,
  salePrice: Yuan,
  beginTime: DateTime,
  endTime: DateTime,
});
export type SaleItem = Static<typeof SaleItem>;

/** GLOSSARY saleState: 1 running, 2 not begun, 3 over (the console's tabs). */
export const SaleState = { running: 1, upcoming: 2, over: 3 } as const;
export const SALE_STATE_NAMES: Record<number, string> = { 1: '进行中', 2: '未开始', 3: '已结束' };

export const AdminSaleListBody = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({
      productType: Type.Optional(ProductTypeSchema),
      saleState: Type.Optional(
        Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], {
          description: '1 进行中，2 未开始，3 已结束',
        }),
      ),
    }),
  ]),
);
export type AdminSaleListBody = Static<typeof AdminSaleListBody>;

export const AdminSale = Type.Evaluate(
  Type.Intersect([
    SaleItem,
    Type.Object({
      saleState: Type.Integer({ description: '1 进行中，2 未开始，3 已结束' }),
      onShelf: Flag,
      gmtCreate: DateTime,
    }),
  ]),
);
export type AdminSale = Static<typeof AdminSale>;

const SaleTime = (what: string) =>
  Type.String({ pattern: DATE_TIME_PATTERN, description: `${what} yyyy-MM-dd HH:mm:ss` });
export const SaleSave = Type.Object({
  id: Type.Optional(Id),
  productType: ProductTypeSchema,
  productId: Id,
  salePrice: Yuan,
  beginTime: SaleTime('开始'),
  endTime: SaleTime('结束'),
});
export type SaleSave = Static<typeof SaleSave>;

export const SaleProductBody = Type.Object({ productType: ProductTypeSchema, productId: Id });
export type SaleProductBody = Static<typeof SaleProductBody>;
export const SaleProduct = Type.Object({ productName: Type.String(), listPrice: Yuan });
export type SaleProduct = Static<typeof SaleProduct>;

export const saleContracts = defineContracts({
  listSale: {
    method: 'POST',
    url: '/marketing/api/act/sale/list',
    summary: '某类商品正在进行的特价（即将结束的在前）',
    body: SaleListBody,
    response: Page(SaleItem),
  },
  viewSale: {
    method: 'POST',
    url: '/marketing/api/act/sale/view',
    summary: '商品正在进行的特价（没有则为 null），商品页在价格旁显示',
    body: SaleProductBody,
    response: Type.Union([SaleItem, Type.Null()]),
  },
});

export const saleAdminContracts = defineContracts({
  adminListSale: {
    method: 'POST',
    url: '/marketing/admin/act/sale/list',
    summary: '特价活动（按商品类型、进行状态筛选）',
    body: AdminSaleListBody,
    response: Page(AdminSale),
  },
  adminSaleProduct: {
    method: 'POST',
    url: '/marketing/admin/act/sale/product',
    summary: '设置特价前查看商品名称和原价',
    body: SaleProductBody,
    response: SaleProduct,
  },
  adminSaveSale: {
    method: 'POST',
    url: '/marketing/admin/act/sale/save',
    summary: `新增或修改特价：特价低于原价，时段不超过 ${SALE_MAX_DAYS} 天，同一商品的特价时段不重叠`,
    body: SaleSave,
    response: AdminSale,
  },
  adminDeleteSale: {
    method: 'POST',
    url: '/marketing/admin/act/sale/delete',
    summary: '删除特价（已下的订单价格不变）',
    body: Type.Object({ id: Id }),
    response: Empty,
  },
});
