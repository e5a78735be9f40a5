import type { LiveUrl } from '@school/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, refuse } from '../../../../test/fake-api';
import { learner } from '../../../../test/fixtures';
import { renderPage } from '../../../../test/render-page';
import { LiveRoom } from './live-room';

/** A wire time `ms` from now (the site's zone is UTC+8). */
const wireIn = (ms: number) => {
  const at = new Date(Date.now() + ms + 8 * 3_600_000).toISOString();
  return `${at.slice(0, 10)} ${at.slice(11, 19)}`;
};

const room = (changes: Partial<LiveUrl> = {}): LiveUrl => ({
  periodId: '5',
  periodName: '听力技巧',
  courseId: '3',
  liveStatus: 1,
  startTime: wireIn(3 * 3_600_000 + 5 * 60_000 + 30_000),
  endTime: wireIn(4 * 3_600_000),
  hlsUrl: '',
  hlsExpireTime: '',
  chatUrl: '/apis/course/api/live/chat/5',
  needsPassword: 0,
  isTeacher: 0,
  ...changes,
});

describe('the live room', () => {
  it('asks a visitor to sign in, without asking the server', () => {
    const fake = fakeApi();
    renderPage(<LiveRoom periodId="5" scheduleStatus={1} onBuy={() => {}} />, { api: fake.api });
    expect(screen.getByText('请先登录，登录后即可进入直播间')).toBeTruthy();
    expect(fake.calls).toHaveLength(0);
  });

  it('says the course must be bought and offers to buy it', async () => {
    const onBuy = vi.fn();
    const fake = fakeApi({ getLiveUrl: refuse(403, '请先购买该课程') });
    renderPage(<LiveRoom periodId="5" scheduleStatus={1} onBuy={onBuy} />, { api: fake.api, user: learner });
    await waitFor(() => expect(screen.getByText('请先购买该课程')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: '购买课程' }));
    expect(onBuy).toHaveBeenCalledOnce();
    expect(fake.calls.map((call) => [call.key, call.input])).toEqual([['getLiveUrl', { periodId: '5', isPc: 1 }]]);
  });

  it('counts down to the start beside the chat', async () => {
    const fake = fakeApi({ getLiveUrl: room() });
    renderPage(<LiveRoom periodId="5" scheduleStatus={1} onBuy={() => {}} />, { api: fake.api, user: learner });
    await waitFor(() => expect(screen.getByText(/距直播开始还有 3 小时 0[45] 分/)).toBeTruthy());
    expect(screen.getByRole('region', { name: '直播聊天' })).toBeTruthy();
  });

  it('asks for the channel password and enters once it is right', async () => {
    let passed = false;
    const fake = fakeApi({
      getLiveUrl: () => room({ needsPassword: passed ? 0 : 1 }),
      checkChannelPasswd: ({ passwd }) => {
        if (passwd !== 'abcd') return refuse(400, '观看密码不正确');
        passed = true;
        return null;
      },
    });
    renderPage(<LiveRoom periodId="5" scheduleStatus={1} onBuy={() => {}} />, { api: fake.api, user: learner });
    const input = await screen.findByLabelText('观看密码');
    fireEvent.change(input, { target: { value: 'wxyz' } });
    fireEvent.click(screen.getByRole('button', { name: '进入直播间' }));
    await waitFor(() => expect(screen.getByText('观看密码不正确')).toBeTruthy());
    fireEvent.change(input, { target: { value: 'abcd' } });
    fireEvent.click(screen.getByRole('button', { name: '进入直播间' }));
    await waitFor(() => expect(screen.getByText(/距直播开始还有/)).toBeTruthy());
  });

  it('shows why there is no replay yet after the end', async () => {
    const fake = fakeApi({
      getLiveUrl: room({ liveStatus: 3 }),
      getPlaybackUrl: refuse(409, '回放正在生成，请稍后再试'),
      listLiveChat: { notice: '', list: [] },
    });
    renderPage(<LiveRoom periodId="5" scheduleStatus={3} onBuy={() => {}} />, { api: fake.api, user: learner });
    await waitFor(() => expect(screen.getByText('回放正在生成，请稍后再试')).toBeTruthy());
    expect(screen.getByText('直播已结束')).toBeTruthy();
    expect(screen.getByText('这节直播没有聊天记录')).toBeTruthy();
  });
});
