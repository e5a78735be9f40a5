import { Empty } from 'antd';
import type { ReactNode } from 'react';

/** The empty state of a list or result page: a picture, what is missing, and what to do next. */
export function EmptyState({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="empty-state">
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={title} />
      {children ? <div className="empty-state__actions">{children}</div> : null}
    </div>
  );
}
