import { createContext, useContext, type ReactNode } from 'react';

/**
 * On the server, the rendered HTML of a part of the page that is the same on every page of a site
 * (the header's category menu, the footer), kept by what it shows (`kept-html.server.ts`); absent in
 * the browser and in tests.
 */
export type KeepHtml = (key: string, part: ReactNode) => string;

export const KeptHtmlContext = createContext<KeepHtml | null>(null);

/**
 * `<Tag className aria-label>` holding `children`. The server renders `children` once per `keyOf()`
 * (everything they show, as text; null when they cannot be kept) and writes the kept HTML on later
 * pages instead of rendering them again (decision 0091). The browser renders `children` as usual and
 * hydrates them from that HTML, which is exactly what React writes for them, so `children` must need
 * no context (no router, store or antd hook), must not suspend, and must show nothing but `keyOf`'s data.
 */
export function KeptHtml({
  tag: Tag = 'div',
  className,
  label,
  keyOf,
  children,
}: {
  tag?: 'div' | 'footer' | 'nav';
  className: string;
  label?: string;
  keyOf: () => string | null;
  children: ReactNode;
}) {
  const keep = useContext(KeptHtmlContext);
  const key = keep ? keyOf() : null;
  if (!keep || key === null)
    return (
      <Tag className={className} aria-label={label}>
        {children}
      </Tag>
    );
  const html = keep(`${Tag}.${className}:${key}`, children);
  return <Tag className={className} aria-label={label} dangerouslySetInnerHTML={{ __html: html }} />;
}
