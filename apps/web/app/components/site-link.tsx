import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isExternalHref } from '~/lib/path-rules';

/** A link set by the operator: outside addresses are plain anchors; target is respected. */
export function SiteLink({
  href,
  target,
  className,
  children,
}: {
  href: string;
  target?: string;
  className?: string;
  children: ReactNode;
}) {
  const opensNewTab = target === '_blank';
  const rel = opensNewTab ? 'noopener noreferrer' : undefined;
  if (isExternalHref(href)) {
    return (
      <a href={href} target={opensNewTab ? '_blank' : undefined} rel={rel} className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} target={opensNewTab ? '_blank' : undefined} rel={rel} className={className}>
      {children}
    </Link>
  );
}
