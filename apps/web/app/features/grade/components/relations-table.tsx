import type { GradeExamRelation, Page } from '@school/contracts';
import { Table, type TableColumnsType } from 'antd';
import { GRADE_ROWS_PAGE_SIZE } from '../api/queries';

/** A page of a class exam's takers as the class pages read it. */
interface RelationsRead {
  isPending: boolean;
  isError: boolean;
  data?: Page<GradeExamRelation>;
}

/** A class exam's takers, a page at a time: the exam statistics and the marking desk show them with their own columns. */
export function RelationsTable({
  relations,
  page,
  onPage,
  columns,
  failedText,
  emptyText,
}: {
  relations: RelationsRead;
  page: number;
  onPage(page: number): void;
  columns: TableColumnsType<GradeExamRelation>;
  failedText: string;
  emptyText: string;
}) {
  return (
    <Table<GradeExamRelation>
      className="grade-table"
      rowKey="id"
      size="small"
      loading={relations.isPending}
      scroll={{ x: 'max-content' }}
      dataSource={relations.data?.list ?? []}
      locale={{ emptyText: relations.isError ? failedText : emptyText }}
      pagination={{
        current: page,
        pageSize: GRADE_ROWS_PAGE_SIZE,
        total: relations.data?.totalCount ?? 0,
        onChange: onPage,
        hideOnSinglePage: true,
      }}
      columns={columns}
    />
  );
}
