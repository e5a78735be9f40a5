import { extractStyle, type createCache } from '@ant-design/cssinjs';
import cachePathsText from './styles/antd-cache-paths.txt?raw';
import antdTheme from './styles/antd-theme.json';

type StyleCache = ReturnType<typeof createCache>;

/** Style paths already in the prebuilt antd stylesheet (written by scripts/extract-antd-css.mjs). */
const pathsInFile = new Set(cachePathsText.split('\n').filter(Boolean));
const themeKeyInFile = antdTheme.cssVar.key;

/** Marks what the prebuilt stylesheet already has, so only the rest is inlined into the page. */
function markStylesInFile(cache: StyleCache): void {
  for (const [key, entry] of cache.cache) {
    const [prefix] = key.split('%');
    if (prefix === 'style' && pathsInFile.has(key.slice('style%'.length).replace(/%/g, '|'))) {
      cache.extracted.add(key);
    } else if (
      (prefix === 'cssVar' || prefix === 'token') &&
      JSON.stringify(entry[1]).includes(`"${themeKeyInFile}"`)
    ) {
      cache.extracted.add(key);
    }
  }
}

/**
 * `<style>` tags for the antd styles this page rendered that the prebuilt stylesheet lacks (for
 * example a nested theme). The cache-path record is left out: the browser then takes the file's
 * record and simply injects these few styles again at run time.
 */
export function extractStylesMissingFromFile(cache: StyleCache): string {
  markStylesInFile(cache);
  return extractStyle(cache, { once: true }).replace(
    /<style[^>]*data-ant-cssinjs-cache-path[^>]*>[\s\S]*?<\/style>/g,
    '',
  );
}
