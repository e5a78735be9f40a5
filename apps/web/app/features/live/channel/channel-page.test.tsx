import type { LiveChannel, LiveLog } from '@school/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, pageOf, refuse } from '../../../../test/fake-api';
import { learner } from '../../../../test/fixtures';
import { renderPage } from '../../../../test/render-page';
import { ChannelPage } from './channel-page';
import { formatDuration } from './channel-logs';

const teacher = { ...learner, id: '200', nickname: '王老师', userType: 2 };

const channel = (over: Partial<LiveChannel> = {}): LiveChannel => ({
  pushUrl: 'rtmp://school.example/live',
  streamKey: '************Ab9_',
  keyShownInFull: 0,
  channelStatus: 1,
  isPushing: 0,
  hasPasswd: 0,
  viewers: 0,
  ...over,
});

const log: LiveLog = {
  id: '7',
  periodId: '70',
  periodName: '听力技巧',
  courseId: '700',
  courseName: '四级冲刺',
  liveStatus: 3,
  beginTime: '2026-11-28 20:00:00',
  endTime: '2026-11-28 21:01:02',
  duration: 3662,
  peakViewers: 12,
  totalViewers: 30,
  keepReplay: 0,
  replayStatus: 4,
  gmtCreate: '2026-11-28 19:40:00',
};

describe('the channel page', () => {
  it('shows a teacher without live rights where to apply', async () => {
    const { api } = fakeApi({ viewChannel: refuse(403, '请先申请直播权限，审核通过后即可使用直播频道') });
    renderPage(<ChannelPage />, { path: '/account/channel', user: teacher, api });
    expect(await screen.findByText('您还没有直播权限')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去申请直播权限' }).getAttribute('href')).toBe('/account/teacher');
  });

  it('shows the masked key, and the new key in full after a confirmed reset', async () => {
    const fake = fakeApi({
      viewChannel: channel(),
      listLiveLogs: pageOf([log]),
      resetChannelToken: channel({ streamKey: 'NEW-full-key-1234567890abcdefghij', keyShownInFull: 1 }),
    });
    renderPage(<ChannelPage />, { path: '/account/channel', user: teacher, api: fake.api });
    expect(await screen.findByText('************Ab9_')).toBeTruthy();
    expect(screen.getByText('rtmp://school.example/live')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重置密钥' }));
    fireEvent.click(await screen.findByRole('button', { name: '重置' }));
    expect(await screen.findByText('NEW-full-key-1234567890abcdefghij')).toBeTruthy();
    expect(fake.inputsOf('resetChannelToken')).toHaveLength(1);
  });

  it('lists a broadcast with its figures and restores a discarded recording', async () => {
    const fake = fakeApi({
      viewChannel: channel(),
      listLiveLogs: pageOf([log]),
      saveLiveLog: { ...log, keepReplay: 1, replayStatus: 1 },
    });
    renderPage(<ChannelPage />, { path: '/account/channel', user: teacher, api: fake.api });
    expect(await screen.findByText('最高 12 人 · 共 30 人')).toBeTruthy();
    expect(screen.getByText('1:01:02')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '恢复录像并生成回放' }));
    await waitFor(() => expect(fake.inputsOf('saveLiveLog')).toEqual([{ id: '7', keepReplay: 1 }]));
  });

  it('formats durations', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(754)).toBe('12:34');
  });
});
