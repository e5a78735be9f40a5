import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isExternalHref } from '~/lib/path-rules';
import { PlainLink } from './plain-link';

/**
 * A link set by the operator: outside addresses are plain anchors; target is respected. A path of this
 * site is a `PlainLink`; anything else goes through React Router's `<Link>`, which resolves it.
 */
export function SiteLink({
  href,
  target,
  className,
  duplicate,
  children,
}: {
  href: string;
  target?: string;
  className?: string;
  /** A second link to where another link beside it goes (a cover beside its title): kept out of the tab order and from screen readers. */
  duplicate?: boolean;
  children: ReactNode;
}) {
  const opensNewTab = target === '_blank';
  const props = {
    target: opensNewTab ? '_blank' : undefined,
    rel: opensNewTab ? 'noopener noreferrer' : undefined,
    className,
    ...(duplicate ? { tabIndex: -1, 'aria-hidden': true } : {}),
  };
  if (isExternalHref(href)) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  }
  if (href.startsWith('/'))
    return (
      <PlainLink to={href} {...props}>
        {children}
      </PlainLink>
    );
  return (
    <Link to={href} {...props}>
      {children}
    </Link>
  );
}
