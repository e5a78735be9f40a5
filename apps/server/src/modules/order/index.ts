/**
 * Orders (decision 0022). Other modules use the service: `owns(siteId, userId, productType, ids)` for
 * entitlement, `grant(…)` for the operator's zero-price order, `paidOfUser` for "my courses".
 */
export { createOrderRepo } from './order.repo.ts';
export { createOrderService, toOrderInfo, type GrantedProduct, type OrderService } from './order.service.ts';
export type { OrderInfoTable, OrderTables } from './order.tables.ts';
