import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refuse } from '../../../../test/fake-api';
import { learner } from '../../../../test/fixtures';
import { renderPage } from '../../../../test/render-page';
import { ExplanationVideo } from './explanation-video';

const play = {
  videoId: '7',
  videoName: '第 3 题讲解',
  playUrl: '/apis/vod/play/abc/index.m3u8',
  playToken: 'abc',
  expireTime: '2026-11-26 12:00:00',
  duration: 60,
  width: 1280,
  height: 720,
  coverUrl: '',
};

describe('explanation video', () => {
  it('asks for the play authorisation of this problem only when opened, then shows the video', async () => {
    const fake = fakeApi({ signProblemVideo: play });
    renderPage(<ExplanationVideo examId="1" problemId="2" />, { api: fake.api, user: learner });
    expect(fake.calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /讲解视频/ }));
    await waitFor(() => expect(screen.getByLabelText('讲解视频：第 3 题讲解')).toBeTruthy());
    expect(fake.calls.map((call) => [call.key, call.input])).toEqual([
      ['signProblemVideo', { examId: '1', problemId: '2' }],
    ]);
  });

  it('says why the video may not be watched yet', async () => {
    const fake = fakeApi({ signProblemVideo: refuse(403, '作答并交卷（或在练习中做过这道题）后才能观看讲解视频') });
    renderPage(<ExplanationVideo examId="1" problemId="2" />, { api: fake.api, user: learner });
    fireEvent.click(screen.getByRole('button', { name: /讲解视频/ }));
    await waitFor(() => expect(screen.getByText('作答并交卷（或在练习中做过这道题）后才能观看讲解视频')).toBeTruthy());
  });
});
