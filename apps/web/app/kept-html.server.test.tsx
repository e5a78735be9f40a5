import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CategoryMenu } from '~/components/category-menu';
import { KeptHtml, KeptHtmlContext } from '~/components/kept-html';
import { keepHtml } from './kept-html.server';

const categories = [
  {
    id: '1',
    categoryName: '英语',
    children: [{ id: '2', categoryName: '雅思', children: [{ id: '3', categoryName: '口语', children: [] }] }],
  },
];

const menu = (name: string) => (
  <CategoryMenu categories={[{ ...categories[0]!, categoryName: name }]} variant="dropdown" />
);

describe('kept parts of a page', () => {
  it('are written exactly as React writes them in place, so the browser hydrates them', () => {
    const kept = renderToString(
      <KeptHtmlContext.Provider value={keepHtml}>
        <KeptHtml className="category-dropdown__panel" label="分类" keyOf={() => 'menu-a'}>
          {menu('英语')}
        </KeptHtml>
      </KeptHtmlContext.Provider>,
    );
    const inPlace = renderToString(
      <div className="category-dropdown__panel" aria-label="分类">
        {menu('英语')}
      </div>,
    );
    expect(kept).toBe(inPlace);
    // Text beside text keeps React's separator, which hydration relies on.
    expect(kept).toContain('全部<!-- -->英语<!-- -->课程');
  });

  it('are rendered once per key: the same key is the kept HTML, a new key a new render', () => {
    expect(keepHtml('test:menu-b', menu('英语'))).toContain('英语');
    expect(keepHtml('test:menu-b', menu('法语'))).toContain('英语');
    expect(keepHtml('test:menu-c', menu('法语'))).toContain('法语');
  });

  it('forget the least recently used part first, past 128', () => {
    const part = (text: string) => <p>{text}</p>;
    for (let i = 0; i < 128; i += 1) keepHtml(`lru:flush-${i}`, part('x'));
    keepHtml('lru:used', part('用过'));
    for (let i = 0; i < 127; i += 1) keepHtml(`lru:other-${i}`, part('x'));
    expect(keepHtml('lru:used', part('新的'))).toBe('<p>用过</p>');
    keepHtml('lru:one-more', part('x'));
    expect(keepHtml('lru:used', part('新的'))).toBe('<p>用过</p>');
    expect(keepHtml('lru:other-0', part('新的'))).toBe('<p>新的</p>');
  });

  it('leave out the preload hints React puts before a picture, which belong in the head', () => {
    const html = keepHtml('test:picture', <img src="/files/qr.png" alt="" />);
    expect(html).toBe('<img src="/files/qr.png" alt=""/>');
  });

  it('are rendered in place when there is no keep (the browser) or no key', () => {
    const inBrowser = renderToString(
      <KeptHtml className="site-footer" tag="footer" keyOf={() => 'x'}>
        <p>页脚</p>
      </KeptHtml>,
    );
    expect(inBrowser).toBe('<footer class="site-footer"><p>页脚</p></footer>');
    const noKey = renderToString(
      <KeptHtmlContext.Provider value={keepHtml}>
        <KeptHtml className="site-footer" tag="footer" keyOf={() => null}>
          <p>页脚</p>
        </KeptHtml>
      </KeptHtmlContext.Provider>,
    );
    expect(noKey).toBe('<footer class="site-footer"><p>页脚</p></footer>');
  });
});
