import { createCache, extractStyle } from '@ant-design/cssinjs';
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
 * One style cache for every server render. antd derives its design tokens and component styles
 * into this cache; a fresh cache per request would redo that work on every page (most of the
 * render time). Styles carry no reader data, so sharing is safe.
 */
export const sharedStyleCache = createCache();

let missingStylesHtml = '';
let keysSeen = -1;

/**
 * `<style>` tags for the antd styles rendered so far that the prebuilt stylesheet lacks (for
 * example a nested theme). Recomputed only when a render added styles to the shared cache. The
 * cache-path record is left out: the browser then takes the file's record and simply injects
 * these few styles again at run time.
 */
export function stylesMissingFromFile(): string {
  const cache = sharedStyleCache;
  if (cache.cache.size !== keysSeen) {
    cache.extracted.clear();
    markStylesInFile(cache);
    missingStylesHtml = extractStyle(cache, { once: true }).replace(
      /<style[^>]*data-ant-cssinjs-cache-path[^>]*>[\s\S]*?<\/style>/g,
      '',
    );
    keysSeen = cache.cache.size;
  }
  return missingStylesHtml;
}
