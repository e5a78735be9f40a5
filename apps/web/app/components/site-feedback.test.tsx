import { fireEvent, screen } from '@testing-library/react';
import { App, Button } from 'antd';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page';
import { useSiteFeedback } from './site-feedback';

function Pages() {
  const { message, modal } = App.useApp();
  const site = useSiteFeedback();
  return (
    <>
      <Button onClick={() => void message.success('已收藏')}>收藏</Button>
      <Button
        onClick={() =>
          modal.confirm({
            title: '取消这笔订单？',
            okText: '取消订单',
            onOk: () => void site.message.info('订单已取消'),
          })
        }
      >
        取消
      </Button>
    </>
  );
}

describe('the site’s message and modal, loaded on first use', () => {
  it('shows a page’s message and confirm through antd’s App.useApp(), before and after they have loaded', async () => {
    renderPage(<Pages />);
    expect(document.querySelector('.ant-message')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '收藏' }));
    expect(await screen.findByText('已收藏')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    fireEvent.click(await screen.findByRole('button', { name: '取消订单' }));
    expect(await screen.findByText('订单已取消')).toBeTruthy();
  });
});
