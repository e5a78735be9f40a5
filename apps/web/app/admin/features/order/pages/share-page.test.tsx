// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { LecturerProportion } from '@school/contracts';
import SharePage from './share-page';
import { fakeApi, pageOf, refuse, stubBrowserApis, withProviders } from '../../../components/test-utils';

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('console share settings', () => {
  it('saves the referral rate and gives a lecturer found by mobile their own proportion', async () => {
    let referralRate = 10;
    const rows: LecturerProportion[] = [];
    const fake = fakeApi({
      adminViewShareSetting: () => ({ referralRate, lecturerRate: 70, referralDays: 365 }),
      adminSaveShareSetting: (b) => {
        referralRate = b.referralRate;
        return { referralRate, lecturerRate: 70, referralDays: 365 };
      },
      adminListProportion: () => pageOf(rows),
      adminSaveProportion: (b) => {
        if (b.mobile !== '13700000001') return refuse(404, '该手机号不是本校讲师');
        const row = {
          lecturerUserId: '9',
          lecturerName: '李婷老师',
          mobile: b.mobile,
          proportion: b.proportion,
          gmtModified: '2026-11-26 10:00:00',
        };
        rows.splice(0, rows.length, row);
        return row;
      },
    });
    render(withProviders(<SharePage />, fake));
    expect(await screen.findByText('70%')).toBeTruthy();
    expect(screen.getByText('所有讲师都按默认比例分成')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('推荐佣金比例（%）'), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(fake.inputsOf('adminSaveShareSetting')).toEqual([{ referralRate: 15 }]));

    fireEvent.click(screen.getByRole('button', { name: /设置讲师比例/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('讲师手机号'), { target: { value: '13800000004' } });
    fireEvent.change(within(dialog).getByLabelText('分成比例（%）'), { target: { value: '80' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('该手机号不是本校讲师')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('讲师手机号'), { target: { value: '13700000001' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('讲师分成比例已保存')).toBeTruthy();
    expect(await screen.findByText('李婷老师')).toBeTruthy();
    expect(screen.getByText('80%')).toBeTruthy();
  });
});
