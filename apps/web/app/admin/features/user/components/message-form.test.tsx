// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MessageForm, type MessageValues } from './message-form';
import { stubBrowserApis, withProviders } from '../../../components/test-utils';

beforeAll(stubBrowserApis);
afterEach(cleanup);

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const typeMobiles = (text: string) => {
  const input = screen.getByLabelText('接收人手机号');
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
};
const send = () => fireEvent.click(screen.getByRole('button', { name: /发\s*送/ }));
const confirmDialog = () => screen.findByRole('dialog');

describe('site message form', () => {
  it('asks before a broadcast and sends nothing until confirmed', async () => {
    const onSend = vi.fn<(b: MessageValues) => Promise<{ sentCount: number }>>().mockResolvedValue({ sentCount: 11 });
    render(withProviders(<MessageForm onSend={onSend} />));
    fill('标题', ' 国庆放假通知 ');
    fill('内容', '10 月 1 日至 7 日直播课顺延。');
    send();

    const dialog = await confirmDialog();
    expect(within(dialog).getAllByText('确认群发给本校全部用户？').length).toBeGreaterThan(0);
    expect(within(dialog).getByText(/“国庆放假通知”将发送给本校的每一位用户/)).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: '确认群发' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]![0]).toEqual({
      title: '国庆放假通知',
      content: '10 月 1 日至 7 日直播课顺延。',
      mobiles: [],
    });
    expect(await screen.findByText('已群发给本校全部用户，共 11 位')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('标题') as HTMLInputElement).value).toBe(''));
  });

  it('does not broadcast when the confirmation is cancelled', async () => {
    const onSend = vi.fn().mockResolvedValue({ sentCount: 1 });
    render(withProviders(<MessageForm onSend={onSend} />));
    fill('标题', '通知');
    fill('内容', '正文');
    send();
    const dialog = await confirmDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await new Promise((r) => setTimeout(r, 300));
    expect(onSend).not.toHaveBeenCalled();
    expect((screen.getByLabelText('标题') as HTMLInputElement).value).toBe('通知');
  });

  it('sends to listed mobiles at once, without the broadcast question', async () => {
    const onSend = vi.fn().mockResolvedValue({ sentCount: 2 });
    render(withProviders(<MessageForm onSend={onSend} />));
    fill('标题', '补课通知');
    fill('内容', '周六补课');
    typeMobiles('13800000001，13800000002 13800000001');
    expect(screen.getByText('已添加 2 个手机号（最多 200 个）')).toBeTruthy();
    send();
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]![0]).toMatchObject({ mobiles: ['13800000001', '13800000002'] });
    expect(screen.queryByText('确认群发给本校全部用户？')).toBeNull();
    expect(await screen.findByText('已发送给 2 位用户')).toBeTruthy();
  });

  it('refuses malformed mobiles and empty fields before calling the server', async () => {
    const onSend = vi.fn();
    render(withProviders(<MessageForm onSend={onSend} />));
    typeMobiles('13800000001,1380000');
    send();
    expect(await screen.findByText('请输入消息标题')).toBeTruthy();
    expect(await screen.findByText('请输入消息内容')).toBeTruthy();
    expect(await screen.findByText('手机号格式不正确：1380000')).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('shows a failure the request layer did not show, and keeps what was typed', async () => {
    const onSend = vi.fn().mockRejectedValue(new Error('网络异常，请检查网络后重试'));
    render(withProviders(<MessageForm onSend={onSend} />));
    fill('标题', '通知');
    fill('内容', '正文');
    typeMobiles('13899999999');
    send();
    expect(await screen.findByText('网络异常，请检查网络后重试')).toBeTruthy();
    expect((screen.getByLabelText('标题') as HTMLInputElement).value).toBe('通知');
    expect(screen.getByTestId('mobile-tags').textContent).toContain('13899999999');
  });
});
