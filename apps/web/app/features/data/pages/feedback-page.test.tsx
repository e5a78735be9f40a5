import type { Feedback } from '@school/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { learner } from '../../../../test/fixtures';
import { fakeApi, pageOf } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { FeedbackPage } from './feedback-page';

const feedback: Feedback = {
  id: '21',
  content: '播放速度按钮点不动',
  contact: '',
  images: [],
  reply: '',
  replyStatus: 0,
  gmtCreate: '2026-11-20 10:00:00',
  replyTime: '',
};

describe('意见反馈', () => {
  it('my feedback is read in the browser beside the form', async () => {
    const fake = fakeApi({ pageFeedback: pageOf([feedback], 1, 5) });
    renderPage(<FeedbackPage />, { api: fake.api, path: '/account/feedback', user: learner });
    expect(screen.getByRole('button', { name: '提交反馈' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('播放速度按钮点不动')).toBeTruthy());
    expect(screen.getByText('共 1 条')).toBeTruthy();
    expect(fake.inputsOf('pageFeedback')).toEqual([{ pageCurrent: 1, pageSize: 5 }]);
  });

});
