// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AdminSale } from '@school/contracts';
import SalePage from './sale-page';
import { fakeApi, pageOf, refuse, stubBrowserApis, withProviders } from '../../../components/test-utils';

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sale = (id: string, over: Partial<AdminSale> = {}): AdminSale => ({
  id,
  productType: 1,
  productId: '7',
  productName: `课程 ${id}`,
  productImg: '',
  listPrice: 199,
  salePrice: 99,
  beginTime: '2026-11-20 10:00:00',
  endTime: '2026-11-30 10:00:00',
  saleState: 1,
  onShelf: 1,
  gmtCreate: '2026-11-20 09:00:00',
  ...over,
});

describe('console sales', () => {
  it('adds a sale for a product looked up by id, refusing a price at or above the list price', async () => {
    const rows = [sale('1', { onShelf: 0, saleState: 3 })];
    const fake = fakeApi({
      adminListSale: (b) => pageOf(rows.filter((r) => b.saleState === undefined || r.saleState === b.saleState)),
      adminSaleProduct: (b) =>
        b.productId === '8' ? { productName: '雅思写作', listPrice: 59.9 } : refuse(404, '商品不存在或已下架'),
      adminSaveSale: (b) => {
        const made = sale('2', { productId: b.productId, productName: '雅思写作', salePrice: b.salePrice });
        rows.push(made);
        return made;
      },
    });
    render(withProviders(<SalePage />, fake));
    expect(await screen.findByText('课程 1')).toBeTruthy();
    expect(screen.getByText('不在售')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /新增特价/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('商品编号'), { target: { value: '9' } });
    expect(await within(dialog).findByText('商品不存在或已下架')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('商品编号'), { target: { value: '8' } });
    expect(await within(dialog).findByText('雅思写作，原价 59.90 元')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('特价（元）'), { target: { value: '59.9' } });
    fireEvent.change(within(dialog).getByLabelText('特价开始'), { target: { value: '2026-12-01T10:00' } });
    fireEvent.change(within(dialog).getByLabelText('特价结束'), { target: { value: '2026-12-02T10:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('特价须低于原价 59.90 元')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('特价（元）'), { target: { value: '39.9' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(fake.inputsOf('adminSaveSale')).toEqual([
        {
          productType: 1,
          productId: '8',
          salePrice: 39.9,
          beginTime: '2026-12-01 10:00:00',
          endTime: '2026-12-02 10:00:00',
        },
      ]),
    );
    expect(await screen.findByText('特价已保存')).toBeTruthy();
    expect(await screen.findByText('雅思写作')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: '已结束' }));
    await waitFor(() =>
      expect(fake.inputsOf('adminListSale').at(-1)).toEqual({ saleState: 3, pageCurrent: 1, pageSize: 20 }),
    );
  });
});
