// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AdminBroadcast, AdminChannel } from '@school/contracts';
import { BroadcastsTab } from './broadcasts-tab';
import LivePage from './live-page';
import { fakeApi, pageOf, stubBrowserApis, withProviders } from '../../../components/test-utils';

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const channel: AdminChannel = {
  id: '5',
  userId: '50',
  lecturerName: '王老师',
  channelStatus: 1,
  isPushing: 1,
  viewers: 3,
  gmtCreate: '2026-11-01 09:00:00',
};

const recording: AdminBroadcast = {
  id: '8',
  periodId: '80',
  periodName: '听力技巧',
  courseId: '800',
  courseName: '四级冲刺',
  liveStatus: 3,
  beginTime: '2026-11-27 20:00:00',
  endTime: '2026-11-27 21:00:00',
  duration: 3600,
  peakViewers: 9,
  totalViewers: 20,
  keepReplay: 0,
  replayStatus: 4,
  gmtCreate: '2026-11-27 19:40:00',
  channelId: '5',
  userId: '50',
  lecturerName: '王老师',
  isPushing: 0,
  viewers: 0,
};

describe('the live console', () => {
  it('lists channels by teacher, pushing or not', async () => {
    const fake = fakeApi({
      adminListChannels: () => pageOf([channel]),
      adminDisableChannel: (body) => ({ ...channel, channelStatus: body.channelStatus, isPushing: 0 }),
      adminListBroadcasts: (body) => pageOf(body.scope === 2 ? [recording] : []),
      adminSaveReplay: (body) => ({ ...recording, keepReplay: body.keepReplay, replayStatus: 1 }),
    });
    render(withProviders(<LivePage />, fake));
    expect(await screen.findByText('王老师')).toBeTruthy();
  });

  it('keeps a discarded recording', async () => {
    const fake = fakeApi({
      adminListBroadcasts: () => pageOf([recording]),
      adminSaveReplay: (body) => ({ ...recording, keepReplay: body.keepReplay, replayStatus: 1 }),
    });
    render(withProviders(<BroadcastsTab scope={2} />, fake));
    expect(await screen.findByText('已丢弃（7 天后删除）')).toBeTruthy();
    expect(fake.inputsOf('adminListBroadcasts')[0]).toEqual({ scope: 2, pageCurrent: 1, pageSize: 20 });
    fireEvent.click(screen.getByRole('button', { name: /保留录像/ }));
    await waitFor(() => expect(fake.inputsOf('adminSaveReplay')).toEqual([{ id: '8', keepReplay: 1 }]));
  });
});
