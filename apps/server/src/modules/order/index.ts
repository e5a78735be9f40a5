/**
 * Orders. Other modules ask `orders.owns(siteId, userId, productType, productIds)` before giving paid
 * access, the operator's grant goes through `orders.grant`, and a module that sells something registers
 * each kind with `products.register(productType, source)`. Buying and paying: checkout, gateways,
 * shares (decision 0037).
 */
export { createOrderRepo } from './order.repo.ts';
export { createOrderService, toOrderInfo, type GrantedProduct, type OrderService } from './order.service.ts';
export type { OrderTables } from './order.tables.ts';
export type { Product, ProductSource } from './products.ts';
export type { SaleService } from './sale.service.ts';
export { order, type OrderModule } from './order.module.ts';
