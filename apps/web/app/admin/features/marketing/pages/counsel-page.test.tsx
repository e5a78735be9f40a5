// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { CounselAdmin } from '@school/contracts';
import CounselPage from './counsel-page';
import { fakeApi, pageOf, setUpConsoleTests, tableRowOf, withProviders } from '../../../components/test-utils';

setUpConsoleTests();

const enquiry = (over: Partial<CounselAdmin> = {}): CounselAdmin => ({
  id: '7',
  name: '王同学',
  mobile: '13912345678',
  courseId: '0',
  courseName: '',
  message: '想了解雅思班',
  userId: '0',
  followStatus: 0,
  followRemark: '',
  gmtFollow: '',
  gmtCreate: '2026-07-01 10:00:00',
  ...over,
});

describe('enrolment enquiries page', () => {
  it('lists waiting enquiries, needs a note, then marks one followed up', async () => {
    const fake = fakeApi({
      adminListCounsel: () => pageOf([enquiry()]),
      followCounsel: (b) => enquiry({ followStatus: 1, followRemark: String(b.followRemark) }),
    });
    render(withProviders(<CounselPage />, fake));
    fireEvent.click(within(await waitFor(() => tableRowOf('王同学'))).getByRole('button', { name: '标记已跟进' }));
    expect(fake.inputsOf('adminListCounsel')[0]).toEqual({
      followStatus: 0,
      pageCurrent: 1,
      pageSize: 20,
    });
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请填写跟进备注')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('跟进备注'), { target: { value: '已电话联系' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(fake.inputsOf('followCounsel')).toEqual([{ id: '7', followRemark: '已电话联系' }]));
    expect(await screen.findByText('已记录跟进')).toBeTruthy();
  });

  it('filters by a mobile prefix and refuses letters', async () => {
    const fake = fakeApi({ adminListCounsel: () => pageOf([]) });
    render(withProviders(<CounselPage />, fake));
    const input = screen.getByPlaceholderText('手机号（可只输前几位）');
    fireEvent.change(input, { target: { value: '13a' } });
    expect(screen.getByText('手机号只能是数字')).toBeTruthy();
    expect(screen.getByRole('button', { name: /查\s*询/ }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(input, { target: { value: '139' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(fake.inputsOf('adminListCounsel').at(-1)).toEqual({
        followStatus: 0,
        mobile: '139',
        pageCurrent: 1,
        pageSize: 20,
      }),
    );
  });
});
