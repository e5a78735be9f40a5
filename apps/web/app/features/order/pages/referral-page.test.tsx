import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { learner } from '../../../../test/fixtures';
import { fakeApi, pageOf } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { ReferralPage } from './referral-page';

describe('我的推荐', () => {
  it('shows my code, link and poster, and the friends who came through it with their commission', async () => {
    const fake = fakeApi({
      viewReferralSharing: {
        referralCode: 'K7QX2M9P',
        link: 'http://school.test/?referralCode=K7QX2M9P',
        visitCount: 12,
      },
      listReferee: {
        ...pageOf(
          [
            {
              nickname: '新同学',
              mobile: '139****7001',
              headImgUrl: '',
              gmtCreate: '2026-11-20 09:00:00',
              commission: 19.9,
            },
          ],
          1,
          10,
        ),
        totalCommission: 19.9,
      },
    });
    renderPage(<ReferralPage />, { api: fake.api, path: '/account/recommend', user: learner });
    expect(await screen.findByText('K7QX2M9P')).toBeTruthy();
    expect((screen.getByLabelText('推荐链接') as HTMLInputElement).value).toBe(
      'http://school.test/?referralCode=K7QX2M9P',
    );
    expect(screen.getByText('推荐链接（已被打开 12 次）')).toBeTruthy();
    expect(screen.getByRole('figure', { name: '推荐海报' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('新同学')).toBeTruthy());
    expect(screen.getByText('139****7001')).toBeTruthy();
    expect(screen.getAllByText('¥19.90')).toHaveLength(2);
    expect(screen.getByText('1 人')).toBeTruthy();
  });
});
