import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HighlightedText } from './highlighted-text';
import { decodeEntities, parseHighlight } from '~/lib/highlight';

describe('search highlight', () => {
  it('cuts the server highlight into text and <em> runs', () => {
    expect(parseHighlight('<em>雅</em>思口语 Part 2 <em>雅</em>思')).toEqual([
      { text: '雅', em: true },
      { text: '思口语 Part 2 ', em: false },
      { text: '雅', em: true },
      { text: '思', em: false },
    ]);
    expect(parseHighlight('四级阅读')).toEqual([{ text: '四级阅读', em: false }]);
    expect(parseHighlight('')).toEqual([]);
  });

  it('decodes the escaped text so it reads as written', () => {
    expect(decodeEntities('Tom &amp; Jerry &lt;3 &quot;ok&quot; &#39;x&#39; &#x4e2d;')).toBe(
      `Tom & Jerry <3 "ok" 'x' 中`,
    );
    expect(decodeEntities('&unknown; &#0;')).toBe('&unknown; &#0;');
  });

  it('renders only <em> as markup; escaped or stray tags stay text', () => {
    const html =
      '&lt;script&gt;alert(1)&lt;/script&gt; <em>雅思</em> <b>bold</b><img src=x onerror=alert(1)> <EM>Toefl</EM>';
    const { container } = render(<HighlightedText html={html} />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.querySelectorAll('script, b, img')).toHaveLength(0);
    expect([...root.querySelectorAll('em')].map((em) => em.textContent)).toEqual(['雅思', 'Toefl']);
    expect(root.textContent).toBe('<script>alert(1)</script> 雅思 <b>bold</b><img src=x onerror=alert(1)> Toefl');
    // Every element inside is one of ours: spans for text, em for matches.
    expect([...root.querySelectorAll('*')].every((element) => ['SPAN', 'EM'].includes(element.tagName))).toBe(true);
  });

  it('an unclosed <em> highlights to the end, and a stray </em> is text', () => {
    expect(parseHighlight('a<em>b')).toEqual([
      { text: 'a', em: false },
      { text: 'b', em: true },
    ]);
    expect(parseHighlight('a</em>b')).toEqual([{ text: 'a</em>b', em: false }]);
  });
});
