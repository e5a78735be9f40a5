import { describe, expect, it } from 'vitest';
import { listFromSelection, previewDocument, textToParagraphs, wrapSelection, linkTag } from './rich-text';

describe('footer article editor helpers', () => {
  it('wraps the selection in tags, or inserts a selected placeholder', () => {
    expect(wrapSelection('abc工作时间xyz', 3, 7, '<strong>', '</strong>')).toEqual({
      text: 'abc<strong>工作时间</strong>xyz',
      selectionStart: 11,
      selectionEnd: 15,
    });
    const empty = wrapSelection('ab', 1, 1, '<h2>', '</h2>', '标题');
    expect(empty.text).toBe('a<h2>标题</h2>b');
    expect(empty.text.slice(empty.selectionStart, empty.selectionEnd)).toBe('标题');
    expect(linkTag('/vip?a="1"', true)).toEqual(['<a href="/vip?a=&quot;1&quot;" target="_blank">', '</a>']);
  });

  it('turns selected lines into a list and plain text into escaped paragraphs', () => {
    expect(listFromSelection('一\n\n二', 0, 4, true).text).toBe('<ol>\n  <li>一</li>\n  <li>二</li>\n</ol>');
    expect(listFromSelection('', 0, 0, false).text).toBe('<ul>\n  <li>列表项</li>\n</ul>');
    expect(textToParagraphs('第一段\n第二行\n\n 3 < 5 & 6 ')).toBe(
      '<p>第一段<br />第二行</p>\n<p>3 &lt; 5 &amp; 6</p>',
    );
  });

  it('builds a preview page that escapes the title and leaves scripts out', () => {
    const doc = previewDocument('<b>关于</b>', '<p>hi</p><script>alert(1)</script><p>end</p><script>half');
    expect(doc).toContain('<h1 class="title">&lt;b&gt;关于&lt;/b&gt;</h1><p>hi</p><p>end</p></body>');
    expect(doc).not.toContain('alert');
    expect(doc).toContain("default-src 'none'");
  });
});
