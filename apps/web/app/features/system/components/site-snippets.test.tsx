import { describe, expect, it } from 'vitest';
import { isConsolePath } from '~/lib/path-rules';
import { makeBootstrap } from '../../../../test/fixtures';
import { renderPage } from '../../../../test/render-page';
import { OnlineServiceSnippet, StatisticsSnippet } from './site-snippets';

const switchedOn = () => {
  const base = makeBootstrap();
  return makeBootstrap({
    webInfo: {
      ...base.webInfo,
      isEnableStatistics: 1,
      statisticsCode: '<script>window.__stat = 1</script>',
      isEnableOnlineService: 1,
      onlineServiceCode: '<script>window.__chat = 1</script>',
      onlineServicePages: '/,/list,/admin,/admin/site/info',
    },
  });
};

const snippets = () =>
  Array.from(document.querySelectorAll('script[data-snippet]')).map((s) => s.getAttribute('data-snippet'));

function Both() {
  return (
    <>
      <StatisticsSnippet />
      <OnlineServiceSnippet />
    </>
  );
}

describe('site snippets and the operator console', () => {
  it('knows the console paths', () => {
    expect(['/admin', '/admin/', '/admin/login', '/admin/site/info'].map(isConsolePath)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['/', '/list', '/administrator', '/view/admin'].map(isConsolePath)).toEqual([false, false, false, false]);
  });

  it('runs the statistics and online-service code on the site’s pages', () => {
    const { unmount } = renderPage(<Both />, { path: '/list', bootstrap: switchedOn() });
    expect(snippets().sort()).toEqual(['online-service', 'statistics']);
    unmount();
    expect(snippets()).toEqual([]);
  });

  it.each(['/admin', '/admin/login', '/admin/site/info'])('runs neither under %s, even when listed', (path) => {
    renderPage(<Both />, { path, bootstrap: switchedOn() });
    expect(snippets()).toEqual([]);
  });
});
