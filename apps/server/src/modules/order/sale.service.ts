import {
  SALE_MAX_DAYS,
  SaleState,
  type AdminSale,
  type AdminSaleListBody,
  type Page,
  type SaleItem,
  type SaleListBody,
  type SaleProduct,
  type SaleProductBody,
  type SaleSave,
} from '@school/contracts';
import type { Cache } from '../../core/cache.ts';
import { AppError, badRequest, notFound, wrongState } from '../../core/errors.ts';
import type { IdGenerator } from '../../core/ids.ts';
import { fenToYuan, priceToFen } from '../../core/money.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { formatDateTime, requireDateTime, type Clock } from '../../core/time.ts';
import type { OrderSaleTable } from './order.tables.ts';
import type { Product, Products } from './products.ts';
import type { SaleRepo } from './sale.repo.ts';

export interface SaleServiceDeps {
  saleRepo: SaleRepo;
  products: Pick<Products, 'find'>;
  clock: Clock;
  newId: IdGenerator;
  cache: Cache;
}

const DAY_MS = 86_400_000;
/** A school runs a handful of sales at a time; the public list reads them whole to skip gone products. */
const RUNNING_READ_LIMIT = 500;
/**
 * Every course card of every list is priced with the running sales, so a site's sales not yet over are
 * kept as objects in this process instead of queried (or parsed from the shared cache) per list, under
 * a version in the shared cache: only the operator changes them (save, remove), which moves it, so
 * every instance reads them afresh at once. Which of them run is decided per read.
 */
const SALES_KEPT_MS = 60_000;
const salesVersionKey = (siteId: number) => `order:sales-version:${siteId}`;
const SALES_VERSION_TTL_SECONDS = 7 * 24 * 3600;
type KeptSale = Pick<OrderSaleTable, 'product_type' | 'product_id' | 'sale_price' | 'begin_time' | 'end_time'>;

/**
 * Sales (decision 0041): the operator's price for a product in a time window, read by checkout as the
 * list price while it runs. The public list shows a type's running sales of products still on the shelf.
 */
export function createSaleService(deps: SaleServiceDeps) {
  const { saleRepo, products, clock, newId, cache } = deps;

  const keptSales = new Map<number, { version: number; until: number; rows: KeptSale[] }>();

  async function salesNotOver(siteId: number): Promise<KeptSale[]> {
    const version = (await cache.get<number>(salesVersionKey(siteId))) ?? 0;
    const now = clock.now();
    const kept = keptSales.get(siteId);
    if (kept && kept.version === version && kept.until > now) return kept.rows;
    const rows = await saleRepo.notOver(siteId, now, RUNNING_READ_LIMIT);
    keptSales.set(siteId, { version, until: now + SALES_KEPT_MS, rows });
    return rows;
  }

  /** Every instance reads the site's sales afresh. */
  async function forgetSales(siteId: number): Promise<void> {
    const current = (await cache.get<number>(salesVersionKey(siteId))) ?? 0;
    await cache.set(salesVersionKey(siteId), Math.max(clock.now(), current + 1), SALES_VERSION_TTL_SECONDS);
  }

  /** The product behind a sale, or null when it left the shelf or no longer exists. */
  async function productOf(siteId: number, row: OrderSaleTable): Promise<Product | null> {
    try {
      return await products.find(siteId, row.product_type, row.product_id);
    } catch (error) {
      if (error instanceof AppError) return null;
      throw error;
    }
  }

  const toItem = (row: OrderSaleTable, product: Product | null): SaleItem => ({
    id: String(row.id),
    productType: row.product_type,
    productId: String(row.product_id),
    productName: product?.name ?? '（商品已下架或已删除）',
    productImg: product?.image ?? '',
    listPrice: fenToYuan(product?.listPrice ?? 0),
    salePrice: fenToYuan(row.sale_price),
    beginTime: formatDateTime(row.begin_time),
    endTime: formatDateTime(row.end_time),
  });

  function stateOf(row: OrderSaleTable, now: number): number {
    if (row.begin_time > now) return SaleState.upcoming;
    return row.end_time > now ? SaleState.running : SaleState.over;
  }

  async function forOperator(siteId: number, row: OrderSaleTable): Promise<AdminSale> {
    const product = await productOf(siteId, row);
    return {
      ...toItem(row, product),
      saleState: stateOf(row, clock.now()),
      onShelf: product ? 1 : 0,
      gmtCreate: formatDateTime(row.gmt_create),
    };
  }

  function windowOf(body: SaleSave): { begin: number; end: number } {
    const begin = requireDateTime(body.beginTime, 'beginTime');
    const end = requireDateTime(body.endTime, 'endTime');
    if (end <= begin) throw badRequest('结束时间须晚于开始时间');
    if (end - begin > SALE_MAX_DAYS * DAY_MS) throw badRequest(`特价时段最长 ${SALE_MAX_DAYS} 天`);
    if (end <= clock.now()) throw badRequest('结束时间已过，请重新选择');
    return { begin, end };
  }

  return {
    async listRunning(siteId: number, body: SaleListBody): Promise<Page<SaleItem>> {
      const window = pageWindow(body);
      const now = clock.now();
      const { rows } = await saleRepo.page(
        siteId,
        { productType: body.productType, saleState: SaleState.running, now },
        0,
        RUNNING_READ_LIMIT,
      );
      const items: SaleItem[] = [];
      for (const row of rows) {
        const product = await productOf(siteId, row);
        if (product && row.sale_price < product.listPrice) items.push(toItem(row, product));
      }
      return toPage(items.slice(window.offset, window.offset + window.pageSize), items.length, window);
    },

    async viewRunning(siteId: number, body: SaleProductBody): Promise<SaleItem | null> {
      const row = await saleRepo.running(siteId, body.productType, Number(body.productId), clock.now());
      if (!row) return null;
      const product = await productOf(siteId, row);
      return product && row.sale_price < product.listPrice ? toItem(row, product) : null;
    },

    /** The sales running now for any of these products (lowest price first), for their sellers' lists and pages. */
    async runningFor(siteId: number, productIds: number[]): Promise<KeptSale[]> {
      if (productIds.length === 0) return [];
      const now = clock.now();
      const wanted = new Set(productIds);
      return (await salesNotOver(siteId)).filter(
        (sale) => wanted.has(sale.product_id) && sale.begin_time <= now && sale.end_time > now,
      );
    },

    async listForOperator(siteId: number, body: AdminSaleListBody): Promise<Page<AdminSale>> {
      const window = pageWindow(body);
      const { rows, total } = await saleRepo.page(
        siteId,
        { productType: body.productType, saleState: body.saleState, now: clock.now() },
        window.offset,
        window.pageSize,
      );
      const list = await Promise.all(rows.map((row) => forOperator(siteId, row)));
      return toPage(list, total, window);
    },

    async product(siteId: number, body: SaleProductBody): Promise<SaleProduct> {
      const product = await products.find(siteId, body.productType, Number(body.productId));
      return { productName: product.name, listPrice: fenToYuan(product.listPrice) };
    },

    async save(siteId: number, body: SaleSave): Promise<AdminSale> {
      const { begin, end } = windowOf(body);
      const salePrice = priceToFen(body.salePrice, 'salePrice');
      const existing = body.id ? await saleRepo.find(siteId, Number(body.id)) : undefined;
      if (body.id && !existing) throw notFound('特价不存在或已删除');
      const productId = Number(body.productId);
      const product = await products.find(siteId, body.productType, productId);
      if (product.listPrice === 0) throw badRequest('免费商品不需要设置特价');
      if (salePrice >= product.listPrice) {
        throw badRequest(`特价须低于原价 ${fenToYuan(product.listPrice).toFixed(2)} 元`);
      }
      const fields = {
        product_type: body.productType,
        product_id: productId,
        sale_price: salePrice,
        begin_time: begin,
        end_time: end,
      };
      if (await saleRepo.overlapping(siteId, fields, existing?.id ?? 0)) {
        throw wrongState('该商品在这段时间已有特价，请调整时间');
      }
      const now = clock.now();
      const id = existing?.id ?? newId();
      if (existing) {
        await saleRepo.update(siteId, id, { ...fields, gmt_modified: now });
      } else {
        await saleRepo.insert({ id, site_id: siteId, status_id: 1, gmt_create: now, gmt_modified: now, ...fields });
      }
      await forgetSales(siteId);
      return forOperator(siteId, (await saleRepo.find(siteId, id))!);
    },

    async remove(siteId: number, id: number): Promise<null> {
      if (!(await saleRepo.remove(siteId, id))) throw notFound('特价不存在或已删除');
      await forgetSales(siteId);
      return null;
    },
  };
}

export type SaleService = ReturnType<typeof createSaleService>;
