/**
 * Orders. Other modules ask `owns(siteId, userId, productType, productIds)` before giving paid access,
 * and the operator's grant goes through `grant`. Buying and paying arrive with the orders issue.
 */
export { createOrderRepo } from './order.repo.ts';
export { createOrderService, toOrderInfo, type GrantedProduct, type OrderService } from './order.service.ts';
export type { OrderTables } from './order.tables.ts';
