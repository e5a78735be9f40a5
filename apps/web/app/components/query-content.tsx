import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';

/**
 * The reader's own data on a page, read in the browser through a query (decision 0016): the page
 * from the server shows a placeholder in its place, the data replaces it once read, and a failed
 * read offers to try again (the request layer has already said why, or gone to sign in).
 */
export function QueryContent<T>({
  query,
  rows = 6,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'data' | 'isError' | 'isFetching' | 'refetch'>;
  /** Lines of the placeholder. */
  rows?: number;
  children(data: T): ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <Result
        status="warning"
        title="内容暂时没有读取成功"
        extra={
          <Button type="primary" loading={query.isFetching} onClick={() => void query.refetch()}>
            重新读取
          </Button>
        }
      />
    );
  }
  return <Skeleton active title={false} paragraph={{ rows }} />;
}
