import { createCache, extractStyle } from '@ant-design/cssinjs';

type StyleCache = ReturnType<typeof createCache>;

/**
 * One style cache for every server render. antd derives its design tokens and component styles
 * into this cache; a fresh cache per request would redo that work on every page (most of the
 * render time). Styles carry no reader data, so sharing is safe.
 */
const sharedStyleCache = createCache();

/** The inline styles of each set of styles a page used, as the page's bytes: pages of one kind use the same set. */
const stylesOfSet = new Map<string, Buffer>();
const MAX_KEPT_SETS = 500;

/**
 * The theme's variables (12 KB) only when an antd component used them. ConfigProvider reads the theme on
 * every page, so it is always in the set; a page drawn without antd's components (decision 0107) leaves it
 * out, and the browser writes the variables itself if a component appears later. Component styles come
 * with a `cssVar` entry of their own, icons' with none (they use no theme variable).
 */
function withoutUnusedTheme(keys: string[]): string[] {
  return keys.some((key) => key.startsWith('cssVar%')) ? keys : keys.filter((key) => !key.startsWith('token%'));
}

/**
 * A render's view of the shared cache that remembers which styles the render used, so the page
 * inlines exactly those (a phone then loads no stylesheet of every antd component, decision 0063).
 */
export function pageStyleCache(): { cache: StyleCache; styles(): string; styleBytes(): Buffer } {
  const used = new Set<string>();
  const cache: StyleCache = Object.create(sharedStyleCache);
  cache.opUpdate = (key, update) => {
    used.add(key);
    sharedStyleCache.opUpdate(key, update);
  };
  function kept(): Buffer {
    const keys = withoutUnusedTheme([...used]).sort();
    const set = keys.join('\n');
    let styles = stylesOfSet.get(set);
    if (styles === undefined) {
      const pageCache = createCache();
      for (const key of keys) {
        const entry = sharedStyleCache.cache.get(key);
        if (!entry) continue;
        pageCache.cache.set(key, entry);
        pageCache.updateTimes.set(key, sharedStyleCache.updateTimes.get(key) ?? 0);
      }
      // With the style tags goes antd's record of them, so the browser reuses them on hydration
      // instead of working every style out again.
      styles = Buffer.from(extractStyle(pageCache));
      if (stylesOfSet.size >= MAX_KEPT_SETS) stylesOfSet.clear();
      stylesOfSet.set(set, styles);
    }
    return styles;
  }
  return {
    cache,
    styles: () => kept().toString(),
    styleBytes: kept,
  };
}
