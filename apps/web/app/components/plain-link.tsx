import { useEffect, type AnchorHTMLAttributes } from 'react';
import { useNavigate } from 'react-router';

type PlainLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path of this site, starting with '/'. */
  to: string;
  /** Keep the scroll position when it navigates (React Router's `preventScrollReset`): filters and orders. */
  keepScroll?: boolean;
};

/**
 * A link to a page of this site, as React Router's `<Link>` writes it (`<a href data-discover>`) but
 * without its work per link: a `<Link>` resolves its address against the matched routes twice and
 * sets up a click handler, prefetch state and refs, a real share of a server render when a page has a
 * hundred links (decision 0091). The browser still navigates without reloading: one click handler on
 * the document (`usePlainLinkNavigation`) does what `<Link>`'s does for every such anchor.
 */
export function PlainLink({ to, keepScroll, ...rest }: PlainLinkProps) {
  return <a {...rest} href={to} data-discover="true" data-keep-scroll={keepScroll ? 'true' : undefined} />;
}

/** Whether a click on a link is the browser's own (another tab or window, a download) rather than a navigation. */
const isBrowserClick = (event: MouseEvent) =>
  event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/**
 * Client navigation for every `PlainLink`: a click on an anchor marked `data-discover` that no
 * handler took (a `<Link>` takes its own) navigates in the page, replacing the entry when it is the
 * address already shown, as `<Link>` does. React's own listeners sit on the document too and were
 * added first, so a link's `onClick` runs before this and can prevent it.
 */
export function usePlainLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (isBrowserClick(event) || !(event.target instanceof Element)) return;
      const anchor = event.target.closest('a[data-discover]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      if (anchor.origin !== window.location.origin) return;
      event.preventDefault();
      const to = `${anchor.pathname}${anchor.search}${anchor.hash}`;
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      void navigate(to, { replace: to === here, preventScrollReset: anchor.dataset.keepScroll === 'true' });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
