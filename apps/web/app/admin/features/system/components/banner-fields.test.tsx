// @vitest-environment jsdom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import type { BannerSave } from '@school/contracts';
import { BannerFields, MAX_SLIDES } from './banner-fields';
import { stubBrowserApis, withProviders } from '../../../components/test-utils';

beforeAll(stubBrowserApis);

const slide = (i: number) => ({ title: `图 ${i}`, img: `/files/${i}.png`, url: '', target: '_self' as const });
const banner = (slides: number): BannerSave => ({
  bannerCode: 'index_banner',
  bannerName: '首页轮播',
  bannerGroup: 'pc',
  sort: 1,
  statusId: 1,
  data: Array.from({ length: slides }, (_, i) => slide(i + 1)),
});

function Harness({ initial, onFinish }: { initial: BannerSave; onFinish: (v: BannerSave) => void }) {
  return (
    <Form<BannerSave> initialValues={initial} onFinish={onFinish} layout="vertical">
      <BannerFields groups={['pc']} />
      <Button htmlType="submit">提交</Button>
    </Form>
  );
}

describe('banner slides editor', () => {
  it('allows at most 10 slides', () => {
    render(withProviders(<Harness initial={banner(MAX_SLIDES)} onFinish={vi.fn()} />));
    expect(screen.getByText(`轮播图片（10/${MAX_SLIDES}）`)).toBeTruthy();
    expect(screen.getByRole('button', { name: /添加图片/ }).hasAttribute('disabled')).toBe(true);
  });

  it('refuses a bad code and a slide without an image', async () => {
    const onFinish = vi.fn();
    render(withProviders(<Harness initial={{ ...banner(1), bannerCode: '1abc' }} onFinish={onFinish} />));
    fireEvent.click(screen.getByRole('button', { name: /添加图片/ }));
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('字母开头，只含字母、数字、_ 或 -，最多 30 位')).toBeTruthy();
    expect(await screen.findByText('请输入图片地址')).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('moves and removes slides in order', async () => {
    const onFinish = vi.fn();
    render(withProviders(<Harness initial={banner(3)} onFinish={onFinish} />));
    fireEvent.click(screen.getAllByTitle('下移')[0]!);
    fireEvent.click(screen.getAllByTitle('删除')[2]!);
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect((onFinish.mock.calls[0]![0] as BannerSave).data.map((s) => s.title)).toEqual(['图 2', '图 1']);
  });
});
