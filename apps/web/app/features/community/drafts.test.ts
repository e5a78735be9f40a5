import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, isDraftWorthKeeping, loadDraft, saveDraft } from './drafts';

describe('local drafts', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps one draft per kind and post until cleared', () => {
    saveDraft('blog', undefined, { title: '新文章', content: '<p>正文</p>', labelNo: '3' }, 1000);
    saveDraft('blog', '42', { title: '旧文章', content: '<p>改了</p>', labelNo: '' }, 2000);
    expect(loadDraft('blog')).toEqual({ title: '新文章', content: '<p>正文</p>', labelNo: '3', savedAt: 1000 });
    expect(loadDraft('blog', '42')?.title).toBe('旧文章');
    expect(loadDraft('question')).toBeUndefined();
    clearDraft('blog');
    expect(loadDraft('blog')).toBeUndefined();
    expect(loadDraft('blog', '42')).toBeDefined();
  });

  it('ignores what is not a draft', () => {
    window.localStorage.setItem('community-draft:blog:new', '{not json');
    expect(loadDraft('blog')).toBeUndefined();
    window.localStorage.setItem('community-draft:blog:new', JSON.stringify({ title: 1 }));
    expect(loadDraft('blog')).toBeUndefined();
  });

  it('keeps only drafts with text or a picture', () => {
    expect(isDraftWorthKeeping({ title: ' ', content: '<p></p>' })).toBe(false);
    expect(isDraftWorthKeeping({ title: '', content: '<p><img src="/a.png"></p>' })).toBe(true);
    expect(isDraftWorthKeeping({ title: '标题', content: '' })).toBe(true);
  });
});
