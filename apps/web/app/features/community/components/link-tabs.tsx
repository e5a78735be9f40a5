import { Link } from 'react-router';

/**
 * Label and zone tabs made of links: each is an address the server renders, and a link inside an
 * antd tab (itself a control) would nest one control in another.
 */
export function LinkTabs({
  label,
  activeKey,
  items,
  className,
}: {
  label: string;
  activeKey: string;
  items: Array<{ key: string; name: string; href: string }>;
  className?: string;
}) {
  return (
    <nav className={`link-tabs${className ? ` ${className}` : ''}`} aria-label={label}>
      {items.map((item) => (
        <Link key={item.key} to={item.href} aria-current={item.key === activeKey ? 'page' : undefined}>
          {item.name}
        </Link>
      ))}
    </nav>
  );
}
