import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductType } from '@school/contracts';
import { courseContracts, saleAdminContracts, saleContracts } from '@school/contracts';
import { type ContractInput, malformed } from '../../testing/call.ts';
import { formatDateTime } from '../../core/time.ts';
import { DEMO_SITE_ID, OTHER_SITE_ID } from '../../testing/test-app.ts';
import { createOrderTest } from './order-fixtures.ts';

let x: Awaited<ReturnType<typeof createOrderTest>>;
beforeAll(async () => {
  x = await createOrderTest();
});
afterAll(() => x.t.close());

const HOUR = 3_600_000;
const at = (offsetMs: number) => formatDateTime(x.clock.now() + offsetMs);
const listSale = (productType: ProductType, site = DEMO_SITE_ID) =>
  x.t.call(saleContracts.listSale, { productType }, { site });
const save = (body: ContractInput<typeof saleAdminContracts.adminSaveSale>) =>
  x.t.call(saleAdminContracts.adminSaveSale, body, { as: 'operator' });

describe('sales (特价)', () => {
  it('the operator sets a sale below the list price; it shows on /sale and is what an order charges', async () => {
    const course = await x.course({ free: false, category: 1 });
    const listYuan = course.course_price / 100;
    const looked = await x.t.call(
      saleAdminContracts.adminSaleProduct,
      {
        productType: 1,
        productId: String(course.id),
      },
      { as: 'operator' },
    );
    expect(looked.data).toEqual({ productName: course.course_name, listPrice: listYuan });

    const window = {
      productType: 1 as const,
      productId: String(course.id),
      beginTime: at(-HOUR),
      endTime: at(24 * HOUR),
    };
    const made = await save({ ...window, salePrice: 9.9 });
    expect(made.code).toBe(200);
    expect(made.data).toMatchObject({
      productName: course.course_name,
      salePrice: 9.9,
      listPrice: listYuan,
      saleState: 1,
      onShelf: 1,
    });

    const shown = await listSale(1);
    expect(shown.data.list).toEqual([
      expect.objectContaining({ id: made.data.id, productId: String(course.id), salePrice: 9.9, listPrice: listYuan }),
    ]);
    expect((await listSale(5)).data.totalCount).toBe(0);
    const viewed = await x.t.call(saleContracts.viewSale, {
      productType: 1,
      productId: String(course.id),
    });
    expect(viewed.data).toMatchObject({ id: made.data.id, salePrice: 9.9 });
    const elsewhere = await x.t.call(
      saleContracts.viewSale,
      { productType: 1, productId: String(course.id) },
      { site: OTHER_SITE_ID },
    );
    expect(elsewhere.data).toBeNull();
    expect((await listSale(1, OTHER_SITE_ID)).data.totalCount).toBe(0);

    const order = await x.pay(x.learner, { productType: 1, productId: String(course.id), payType: 9 });
    expect(order.data.price).toBe(9.9);

    // A second sale for the same product and time is refused; a later one is fine, and is not shown yet.
    const twice = await save({ ...window, salePrice: 5 });
    expect([twice.status, twice.msg]).toEqual([409, '该商品在这段时间已有特价，请调整时间']);
    const later = await save({ ...window, beginTime: at(48 * HOUR), endTime: at(72 * HOUR), salePrice: 5 });
    expect(later.data.saleState).toBe(2);
    expect((await listSale(1)).data.list.map((item) => item.id)).toEqual([made.data.id]);
    const upcoming = await x.t.call(saleAdminContracts.adminListSale, { saleState: 2 }, { as: 'operator' });
    expect(upcoming.data.list.map((item) => item.id)).toEqual([later.data.id]);

    // Editing keeps its own window; deleting ends it for new orders.
    const edited = await save({ ...window, id: made.data.id, salePrice: 19.9 });
    expect(edited.data).toMatchObject({ id: made.data.id, salePrice: 19.9 });
    expect((await x.t.call(saleAdminContracts.adminDeleteSale, { id: made.data.id }, { as: 'operator' })).code).toBe(
      200,
    );
    expect((await listSale(1)).data.totalCount).toBe(0);
    const gone = await x.t.call(saleAdminContracts.adminDeleteSale, { id: made.data.id }, { as: 'operator' });
    expect([gone.status, gone.msg]).toEqual([404, '特价不存在或已删除']);
  });

  it('hides a sale whose product left the shelf, and tells the operator', async () => {
    const course = await x.course({ free: false, category: 3 });
    const made = await save({
      productType: 3,
      productId: String(course.id),
      salePrice: 1,
      beginTime: at(-HOUR),
      endTime: at(HOUR),
    });
    expect(made.code).toBe(200);
    expect((await listSale(3)).data.totalCount).toBe(1);
    const stand = (isPutAway: 0 | 1) =>
      x.t.call(courseContracts.standCourse, { id: String(course.id), isPutAway }, { as: 'operator' });
    expect((await stand(0)).code).toBe(200);
    try {
      expect((await listSale(3)).data.totalCount).toBe(0);
      const listed = await x.t.call(saleAdminContracts.adminListSale, { productType: 3 }, { as: 'operator' });
      expect(listed.data.list).toEqual([expect.objectContaining({ id: made.data.id, onShelf: 0 })]);
    } finally {
      await stand(1);
    }
  });

  it('refuses bad prices, times and products, other schools, learners and visitors, changing nothing', async () => {
    const course = await x.course({ free: false, category: 1 });
    const free = await x.course({ free: true, category: 1 });
    const good = {
      productType: 1 as const,
      productId: String(course.id),
      salePrice: 1,
      beginTime: at(100 * HOUR),
      endTime: at(101 * HOUR),
    };
    const refusals: [object, number, string][] = [
      [{ salePrice: course.course_price / 100 }, 400, `特价须低于原价 ${(course.course_price / 100).toFixed(2)} 元`],
      [{ salePrice: 1.234 }, 400, '参数错误：salePrice 最多两位小数'],
      [{ endTime: at(99 * HOUR) }, 400, '结束时间须晚于开始时间'],
      [{ endTime: at(100 * HOUR + 91 * 24 * HOUR) }, 400, '特价时段最长 90 天'],
      [{ beginTime: at(-3 * HOUR), endTime: at(-2 * HOUR) }, 400, '结束时间已过，请重新选择'],
      [{ beginTime: '2026-02-30 10:00:00' }, 400, '参数错误：beginTime 不是有效的时间'],
      [{ productId: String(free.id) }, 400, '免费商品不需要设置特价'],
      [{ productType: 2 }, 400, '商品类型与商品不符'],
      [{ productId: '999999' }, 404, '商品不存在或已下架'],
      [{ id: '999999' }, 404, '特价不存在或已删除'],
    ];
    for (const [change, status, msg] of refusals) {
      const refused = await save({ ...good, ...change });
      expect([refused.status, refused.msg]).toEqual([status, msg]);
    }
    expect((await save({ ...good, beginTime: 'tomorrow' })).status).toBe(400);
    const none = await x.t.call(saleAdminContracts.adminListSale, { saleState: 2 }, { as: 'operator' });
    expect(none.data.list.filter((sale) => sale.beginTime === good.beginTime)).toEqual([]);

    const foreign = await x.t.call(saleAdminContracts.adminSaveSale, good, { as: 'otherOperator' });
    expect(foreign.status).toBe(404);
    const mine = await save(good);
    const foreignDelete = await x.t.call(
      saleAdminContracts.adminDeleteSale,
      { id: mine.data.id },
      { as: 'otherOperator' },
    );
    expect(foreignDelete.status).toBe(404);
    expect((await x.t.call(saleAdminContracts.adminListSale, {}, { as: 'otherOperator' })).data.totalCount).toBe(0);
    expect((await x.t.call(saleAdminContracts.adminListSale, {})).status).toBe(401);
    const learner = await x.t.call(saleAdminContracts.adminSaveSale, good, { as: { token: x.learner } });
    expect(learner.status).not.toBe(200);
    expect((await x.t.call(saleContracts.listSale, malformed({ productType: 7 }))).status).toBe(400);
    const badViews: [object, string][] = [
      [{ productType: 7, productId: String(course.id) }, 'productType'],
      [{ productType: 1, productId: 'abc' }, 'productId'],
      [{ productType: 1 }, 'productId'],
    ];
    for (const [body, field] of badViews) {
      const refused = await x.t.call(saleContracts.viewSale, malformed(body));
      expect(refused.status).toBe(400);
      expect(refused.msg).toContain(field);
    }
    const unknown = await x.t.call(saleContracts.viewSale, {
      productType: 1,
      productId: '999999',
    });
    expect([unknown.code, unknown.data]).toEqual([200, null]);
  });
});
