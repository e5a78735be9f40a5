import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentContracts, courseContracts, pictureSrcSet, saleContracts, systemContracts } from '@school/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { seedDemoSales } from '../../modules/order/seed/demo-sales.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fetchFile = (url: string) => t.app.inject({ method: 'GET', url });

describe('the demo school as a new visitor sees it', () => {
  it('has a logo that is only a mark: the school name is text, so renaming the school renames every page', async () => {
    const info = (await t.call(systemContracts.getWebsiteInfo)).data;
    expect(info.siteNamePc).toBe('启航英语网校');
    const logo = await fetchFile(info.logo);
    expect(logo.statusCode).toBe(200);
    expect(logo.body).toContain('<svg');
    expect(logo.body).not.toMatch(/<text/);
    expect(logo.body).not.toContain(info.siteNamePc);
  });

  it('quotes a price in the home promo that a VIP set really has', async () => {
    const banners = (await t.call(systemContracts.listBanner, { bannerGroup: 'pc' })).data;
    const promo = banners.find((banner) => banner.bannerCode === 'index_promo')?.data[0];
    expect(promo?.title).toBeDefined();
    const figures = [...(promo?.title ?? '').matchAll(/(\d+(?:\.\d+)?) 元/g)].map((match) => Number(match[1]));
    expect(figures.length).toBeGreaterThan(0);
    const sets = (await t.call(contentContracts.listVipSet)).data.vipSetList;
    for (const figure of figures) expect(sets.map((set) => set.setPrice)).toContain(figure);
  });

  it('stores its drawn pictures like uploads: every banner, cover, advert and avatar has its WebP copies', async () => {
    const banners = (await t.call(systemContracts.listBanner, { bannerGroup: 'pc' })).data;
    const courses = (await t.call(courseContracts.listCourse, { pageCurrent: 1, pageSize: 8 })).data.list;
    const adverts = (
      await t.call(contentContracts.listAdv, {
        advLocation: 'index_middle',
        platShow: 1,
      })
    ).data;
    const pictures = [
      ...banners.flatMap((banner) => banner.data.map((slide) => slide.img)),
      ...courses.map((course) => course.courseLogo),
      ...adverts.map((advert) => advert.advImg),
    ];
    expect(pictures.length).toBeGreaterThan(10);
    for (const url of pictures) {
      const srcSet = pictureSrcSet(url);
      expect(srcSet, url).toBeDefined();
      const widest = srcSet?.split(', ').at(-1)?.split(' ') ?? [];
      const copy = await fetchFile(widest[0] ?? '');
      expect(copy.headers['content-type']).toBe('image/webp');
      expect((await sharp(copy.rawPayload).metadata()).width).toBe(Number(widest[1]?.replace('w', '')));
    }
  });

  it('puts three dearer video courses on sale from the first start, below their list price', async () => {
    await seedDemoSales({ db: t.db, newId: t.newId, now: Date.now() });
    const sales = (await t.call(saleContracts.listSale, { productType: 1 })).data;
    expect(sales.list).toHaveLength(3);
    for (const sale of sales.list) {
      expect(sale.salePrice).toBeLessThan(sale.listPrice);
      expect(sale.productName).not.toBe('零基础英语口语 90 天');
    }
    // Ending soonest first.
    expect([...sales.list].sort((a, b) => a.endTime.localeCompare(b.endTime))).toEqual(sales.list);
  });
});
