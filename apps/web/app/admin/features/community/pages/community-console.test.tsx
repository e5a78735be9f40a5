// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CommunityLimitDefaults, type AdminBlogger, type LabelAdmin } from '@school/contracts';
import BloggersPage from './bloggers-page';
import CommunitySettingsPage from './settings-page';
import { wordsOf } from '../components/word-list';
import { fakeApi, pageOf, refuse, stubBrowserApis, withProviders } from '../../../components/test-utils';

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const blogger = (over: Partial<AdminBlogger> = {}): AdminBlogger => ({
  bloggerId: '31',
  userId: '7',
  bloggerName: '晨读小王',
  headImgUrl: '',
  introduce: '',
  countPosts: 4,
  countFans: 2,
  countFollows: 1,
  countLikes: 9,
  isRecommend: 0,
  isAttention: 0,
  gmtCreate: '2026-11-20 09:00:00',
  mutedUntil: '',
  statusId: 1,
  ...over,
});

describe('console bloggers', () => {
  it('recommends a blogger, mutes them for the days chosen and lifts it', async () => {
    let row = blogger();
    const fake = fakeApi({
      adminListBlogger: () => pageOf([row]),
      adminRecommendBlogger: (b) => (row = { ...row, isRecommend: b.isRecommend }),
      adminMuteBlogger: (b) => (row = { ...row, mutedUntil: b.days ? '2026-12-03 10:00:00' : '' }),
    });
    render(withProviders(<BloggersPage />, fake));
    expect(await screen.findByText('晨读小王')).toBeTruthy();

    fireEvent.click(screen.getByRole('switch', { name: '推荐晨读小王' }));
    await waitFor(() => expect(fake.inputsOf('adminRecommendBlogger')).toEqual([{ id: '31', isRecommend: 1 }]));

    fireEvent.click(screen.getByRole('button', { name: /禁\s*言/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '30 天' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /禁\s*言/ }));
    await waitFor(() => expect(fake.inputsOf('adminMuteBlogger')).toEqual([{ id: '31', days: 30 }]));
    expect(await screen.findByText('禁言至 2026-12-03 10:00')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '解除禁言' }));
    const pop = await waitFor(() => document.querySelector('.ant-popconfirm') as HTMLElement);
    fireEvent.click(within(pop).getByRole('button', { name: /解\s*除/ }));
    await waitFor(() => expect(fake.inputsOf('adminMuteBlogger').at(-1)).toEqual({ id: '31', days: 0 }));
    expect(await screen.findByText('正常')).toBeTruthy();
  });
});

describe('console community settings', () => {
  it('adds a label, is told why a label in use cannot go, and adds words split by lines and commas', async () => {
    const labels: LabelAdmin[] = [
      { labelNo: '1', labelName: '四六级', labelType: 1, sort: 1, statusId: 1, useCount: 12 },
    ];
    const fake = fakeApi({
      adminListLabel: (b) => labels.filter((label) => label.labelType === (b.labelType ?? 1)),
      adminSaveLabel: (b) => {
        const label = { ...b, labelNo: String(labels.length + 1), useCount: 0 };
        labels.push(label);
        return label;
      },
      adminDeleteLabel: () => refuse(409, '还有 12 篇内容使用这个标签，可以停用'),
      adminListZone: () => [],
      adminListWord: () => pageOf([]),
      adminSaveWord: (b) => ({ added: b.words.length }),
    });
    render(withProviders(<CommunitySettingsPage />, fake));
    expect(await screen.findByText('四六级')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /添加标签/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('标签名'), { target: { value: ' 口语 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(fake.inputsOf('adminSaveLabel')).toEqual([{ labelName: '口语', labelType: 1, sort: 2, statusId: 1 }]),
    );
    expect(await screen.findByText('口语')).toBeTruthy();

    const inUse = screen.getByText('四六级').closest('tr')!;
    // hidden: true skips jsdom's getComputedStyle on every ancestor, which antd's many styles make slow.
    fireEvent.click(within(inUse).getByRole('button', { name: /删\s*除/, hidden: true }));
    const pop = await waitFor(() => document.querySelector('.ant-popconfirm') as HTMLElement);
    fireEvent.click(within(pop).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(document.body.textContent).toContain('还有 12 篇内容使用这个标签，可以停用'));

    fireEvent.click(screen.getByText('敏感词'));
    const words = await screen.findByLabelText('添加敏感词');
    fireEvent.change(words, { target: { value: '代写\n刷分，代考, 代写' } });
    fireEvent.click(within(words.closest('form')!).getByRole('button', { name: /添\s*加/ }));
    await waitFor(() => expect(fake.inputsOf('adminSaveWord')).toEqual([{ words: ['代写', '刷分', '代考'] }]));
  });

  it('shows each limit with its range and saves the changed ones', async () => {
    const fake = fakeApi({
      adminListLabel: () => [],
      adminViewLimit: () => ({ ...CommunityLimitDefaults }),
      adminUpdateLimit: (b) => b,
    });
    render(withProviders(<CommunitySettingsPage />, fake));
    fireEvent.click(await screen.findByRole('tab', { name: '防刷限制' }));
    const perHour = await screen.findByLabelText('每小时发文与提问');
    expect(screen.getByText('1–1000，默认 5')).toBeTruthy();
    fireEvent.change(perHour, { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(fake.inputsOf('adminUpdateLimit')).toEqual([{ ...CommunityLimitDefaults, postsPerHour: 8 }]),
    );
  });

  it('reads words typed one per line or between commas, once each', () => {
    expect(wordsOf(' 代写 \n\n刷分，代考、代写,')).toEqual(['代写', '刷分', '代考']);
    expect(wordsOf(' \n ')).toEqual([]);
  });
});
