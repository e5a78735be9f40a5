import type { ReactNode } from 'react';

export type BreadcrumbItem = { key: string | number; title: ReactNode };

/**
 * Where a page sits: links to the pages above it, then its own name. Drawn like antd's Breadcrumb,
 * whose styles and theme work a server render would otherwise pay for on every page (decision 0107).
 */
export function PageBreadcrumb({ items }: { items: BreadcrumbItem[] }) {
  return (
    <nav className="page-breadcrumb" aria-label="当前位置">
      <ol>
        {items.map((item, index) => (
          <li key={item.key} aria-current={index === items.length - 1 ? 'page' : undefined}>
            {item.title}
          </li>
        ))}
      </ol>
    </nav>
  );
}
