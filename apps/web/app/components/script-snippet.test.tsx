import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseSnippetScripts, ScriptSnippet } from './script-snippet';

describe('operator snippets', () => {
  it('keeps only script src (http(s) or same site) and inline scripts', () => {
    const html = `
      <script src="https://hm.baidu.com/hm.js?abc"></script>
      <script>window.__stat = 1;</script>
      <script src="javascript:alert(1)"></script>
      <img src="x" onerror="alert(1)">
      <div onclick="alert(2)">x</div>
      <script src="/files/service.js"></script>`;
    expect(parseSnippetScripts(html)).toEqual([
      { src: 'https://hm.baidu.com/hm.js?abc' },
      { code: 'window.__stat = 1;' },
      { src: '/files/service.js' },
    ]);
    expect(parseSnippetScripts('')).toEqual([]);
  });

  it('adds the scripts after mounting and removes them on unmount', () => {
    const { unmount } = render(
      <ScriptSnippet name="statistics" html={'<script src="https://stat.example.com/s.js"></script>'} />,
    );
    const added = document.querySelectorAll('script[data-snippet="statistics"]');
    expect(added).toHaveLength(1);
    expect(added[0]?.getAttribute('src')).toBe('https://stat.example.com/s.js');
    unmount();
    expect(document.querySelectorAll('script[data-snippet="statistics"]')).toHaveLength(0);
  });
});
