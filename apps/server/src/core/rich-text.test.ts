import { describe, expect, it } from 'vitest';
import { looksDangerous, xssPayloads } from '../testing/xss-payloads.ts';
import { countExternalLinks, sanitizeRichText, sanitizeUserRichText } from './rich-text.ts';

const own = { bases: ['/files/', 'https://cdn.school.example/media'] };

describe("users' rich text", () => {
  it('lets none of the known XSS payloads through', () => {
    for (const payload of xssPayloads) {
      const clean = sanitizeUserRichText(payload, own);
      expect(looksDangerous(clean), `${payload}\n→ ${clean}`).toBeUndefined();
    }
  });

  it('also holds every payload wrapped in ordinary text and nested in allowed tags', () => {
    for (const payload of xssPayloads) {
      const clean = sanitizeUserRichText(
        `<p>学习笔记 <strong>${payload}</strong></p><blockquote>${payload}</blockquote>`,
        own,
      );
      expect(looksDangerous(clean), payload).toBeUndefined();
      expect(clean).toContain('学习笔记');
    }
  });

  it('keeps headings, lists, quotes and code', () => {
    const html =
      '<h2>雅思口语</h2><ol><li>Part 1</li><li>Part 2</li></ol><ul><li>a</li></ul><blockquote>引用</blockquote><pre><code>const x = 1;</code></pre><p><em>e</em> <strong>s</strong></p>';
    expect(sanitizeUserRichText(html, own)).toBe(html);
  });

  it('marks every link nofollow and keeps only http(s) and site addresses', () => {
    expect(sanitizeUserRichText('<a href="https://example.com/a">外链</a>', own)).toBe(
      '<a href="https://example.com/a" rel="nofollow">外链</a>',
    );
    expect(sanitizeUserRichText('<a href="/blog/article/1" target="_blank" rel="me">站内</a>', own)).toBe(
      '<a href="/blog/article/1" target="_blank" rel="nofollow noopener noreferrer">站内</a>',
    );
    expect(sanitizeUserRichText('<a href="mailto:a@b.c">邮件</a>', own)).toBe('<a rel="nofollow">邮件</a>');
  });

  it('keeps pictures only from our own storage', () => {
    expect(sanitizeUserRichText('<img src="/files/upload/11/202611/1.png" alt="图">', own)).toBe(
      '<img src="/files/upload/11/202611/1.png" alt="图" />',
    );
    expect(sanitizeUserRichText('<img src="https://cdn.school.example/media/upload/11/1.png">', own)).toBe(
      '<img src="https://cdn.school.example/media/upload/11/1.png" />',
    );
    for (const src of [
      'https://tracker.example/p.gif',
      'https://cdn.school.example/mediaevil/1.png',
      '/files/../secret.png',
      '/filesx/1.png',
      '//cdn.school.example/media/1.png',
    ]) {
      expect(sanitizeUserRichText(`<p>前<img src="${src}">后</p>`, own), src).toBe('<p>前后</p>');
    }
  });

  it('counts the links that leave the site', () => {
    const html = sanitizeUserRichText(
      '<a href="https://a.example">1</a><a href="http://b.example">2</a><a href="/list">站内</a><a href="javascript:x">3</a>',
      own,
    );
    expect(countExternalLinks(html)).toBe(2);
  });
});

describe("operators' rich text", () => {
  it('lets none of the known XSS payloads through either (pictures may come from anywhere)', () => {
    for (const payload of xssPayloads) {
      const clean = sanitizeRichText(payload);
      expect(looksDangerous(clean, { ownPicturesOnly: false }), `${payload}\n→ ${clean}`).toBeUndefined();
    }
  });
});
