import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page';
import { SearchBox } from './search-box';

describe('search box', () => {
  it('warns 请输入搜索内容 on empty text and does not search', async () => {
    const onSearch = vi.fn();
    renderPage(<SearchBox onSearch={onSearch} />);
    fireEvent.change(screen.getByLabelText('搜索内容'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: /搜索/ }));
    await waitFor(() => expect(screen.getByText('请输入搜索内容')).toBeTruthy());
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches the trimmed text', () => {
    const onSearch = vi.fn();
    renderPage(<SearchBox onSearch={onSearch} />);
    fireEvent.change(screen.getByLabelText('搜索内容'), { target: { value: ' 四级 ' } });
    fireEvent.click(screen.getByRole('button', { name: /搜索/ }));
    expect(onSearch).toHaveBeenCalledWith('四级');
  });
});
