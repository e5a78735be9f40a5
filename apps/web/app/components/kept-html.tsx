import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';

/**
 * On the server, the rendered HTML of a part of the page that is the same on every page of a site
 * (the header's category menu, the footer) or shows only its own data (a grid of course cards), kept
 * by what it shows (`kept-html.server.ts`); absent in the browser and in tests.
 */
export type KeepHtml = (key: string, part: ReactNode) => string;

export const KeptHtmlContext = createContext<KeepHtml | null>(null);

let hydratingServerPage = false;
/** Called by entry.client.tsx before it hydrates the server's page. */
export function willHydrateServerPage() {
  hydratingServerPage = true;
}
const noSubscription = () => () => {};
/**
 * Whether this render is React hydrating the server's page in the browser: React reads the server's
 * value while it hydrates (or renders on a server), the browser's in any later render.
 */
const useHydratingInBrowser = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => hydratingServerPage,
  );
/** One object, so React never sees the HTML change and leaves the server's in place. */
const SERVER_HTML = { __html: '' };

/**
 * `<Tag className aria-label>` holding `children`. The server renders `children` once per `keyOf()`
 * (everything they show, as text; null when they cannot be kept) and writes the kept HTML on later
 * pages instead of rendering them again (decision 0091). The browser renders `children` as usual and
 * keeps that HTML when it hydrates the page, without rendering `children` or hydrating them (a part of
 * the page's hydration on a slowed phone, decision 0094); it renders `children` when the part is mounted
 * later (a page opened in the browser). So `children` must need no context (no router, store or antd
 * hook), must not suspend, must show nothing but `keyOf`'s data, and must have no event handlers: their
 * links are plain links (`PlainLink`), which one handler on the document navigates.
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
  const hydrating = useHydratingInBrowser();
  // Decided once: a later render keeps what hydration kept.
  const [serverHtml] = useState(() => !keep && hydrating && keyOf() !== null);
  if (serverHtml) return <Tag className={className} aria-label={label} dangerouslySetInnerHTML={SERVER_HTML} />;
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
