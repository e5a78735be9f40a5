// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { NavArticleAdmin } from '@school/contracts';
import { ArticleEditor } from '../pages/nav-article-page';
import { stubBrowserApis, withProviders } from '../../../components/test-utils';

beforeAll(stubBrowserApis);
afterEach(cleanup);

const article: NavArticleAdmin = {
  navId: '31',
  navName: '联系我们',
  artTitle: '',
  artDesc: '<p>客服热线：400-800-1234</p>',
  gmtModified: '2026-07-01 10:00:00',
  hasArticle: 0,
  navStatusId: 1,
};

const editor = () => screen.getByLabelText('正文（HTML）') as HTMLTextAreaElement;
const preview = () => screen.getByTitle('文章预览') as HTMLIFrameElement;

describe('footer article editor', () => {
  it('starts from the link name as the title and previews in a locked-down frame', () => {
    render(withProviders(<ArticleEditor article={article} onSave={vi.fn()} />));
    expect((screen.getByLabelText('文章标题') as HTMLInputElement).value).toBe('联系我们');
    expect(preview().getAttribute('sandbox')).toBe('');
    expect(preview().getAttribute('srcdoc')).toContain('<p>客服热线：400-800-1234</p>');
  });

  it('wraps the selection from the toolbar and updates the preview', async () => {
    render(withProviders(<ArticleEditor article={article} onSave={vi.fn()} />));
    const start = editor().value.indexOf('400');
    editor().setSelectionRange(start, start + 12);
    fireEvent.click(screen.getByRole('button', { name: '加粗' }));
    await waitFor(() => expect(editor().value).toBe('<p>客服热线：<strong>400-800-1234</strong></p>'));
    await waitFor(() => expect(preview().getAttribute('srcdoc')).toContain('<strong>400-800-1234</strong>'));
  });

  it('saves title and body, then shows what the server kept', async () => {
    const onDirty = vi.fn();
    const onSave = vi
      .fn()
      .mockResolvedValue({ ...article, artTitle: '联系方式', artDesc: '<p>工作时间</p>', hasArticle: 1 });
    render(withProviders(<ArticleEditor article={article} onSave={onSave} onDirtyChange={onDirty} />));
    fireEvent.change(screen.getByLabelText('文章标题'), { target: { value: ' 联系方式 ' } });
    fireEvent.change(editor(), { target: { value: '<p onclick="x()">工作时间</p><script>alert(1)</script>' } });
    expect(onDirty).toHaveBeenLastCalledWith(true);
    expect(preview().getAttribute('srcdoc')).not.toContain('alert');
    fireEvent.click(screen.getByRole('button', { name: /保存文章/ }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual({
      artTitle: '联系方式',
      artDesc: '<p onclick="x()">工作时间</p><script>alert(1)</script>',
    });
    await waitFor(() => expect(editor().value).toBe('<p>工作时间</p>'));
    expect(await screen.findByText(/部分不允许的标签或属性已被服务端清除/)).toBeTruthy();
    expect(onDirty).toHaveBeenLastCalledWith(false);
  });

  it('requires a title', async () => {
    const onSave = vi.fn();
    render(withProviders(<ArticleEditor article={article} onSave={onSave} />));
    fireEvent.change(screen.getByLabelText('文章标题'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: /保存文章/ }));
    expect(await screen.findByText('请输入文章标题')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });
});
