import type { ProblemListItem } from '@school/contracts';
import { Checkbox, Empty, List, Modal, Pagination } from 'antd';
import { useState } from 'react';
import { QueryContent } from '~/components/query-content';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';
import { examQueries } from '../api/queries';
import { ProblemFilters, type FilterValues } from './problem-filters';
import { ProblemMeta } from './problem-meta';

const PICKER_PAGE_SIZE = 10;

/** Choose problems of my bank for a section: filters, pages, ticks kept across pages. */
export function ProblemPicker({
  open,
  examId,
  present,
  onClose,
  onPick,
}: {
  open: boolean;
  examId: string;
  /** Problems already in the paper being built (not offered again). */
  present: ReadonlySet<string>;
  onClose(): void;
  onPick(problems: ProblemListItem[]): void;
}) {
  const api = useApi();
  const [filters, setFilters] = useState<FilterValues>({});
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<Map<string, ProblemListItem>>(new Map());
  const problems = usePersonalQuery({
    ...examQueries.problems(api, {
      ...filters,
      excludeExamId: examId,
      pageCurrent: page,
      pageSize: PICKER_PAGE_SIZE,
    }),
    enabled: open,
  });

  const toggle = (problem: ProblemListItem, on: boolean) => {
    const next = new Map(picked);
    if (on) next.set(problem.id, problem);
    else next.delete(problem.id);
    setPicked(next);
  };
  const close = () => {
    setPicked(new Map());
    onClose();
  };

  return (
    <Modal
      open={open}
      title="从题库选题"
      width={820}
      okText={`加入 ${picked.size} 题`}
      okButtonProps={{ disabled: picked.size === 0 }}
      cancelText="取消"
      onCancel={close}
      onOk={() => {
        onPick([...picked.values()]);
        close();
      }}
    >
      <ProblemFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <QueryContent query={problems} rows={4}>
        {(list) =>
          list.list.length === 0 ? (
            <Empty description="没有符合条件的试题" />
          ) : (
            <>
              <List
                size="small"
                dataSource={list.list}
                rowKey="id"
                renderItem={(problem) => {
                  const inPaper = present.has(problem.id);
                  return (
                    <List.Item>
                      <Checkbox
                        disabled={inPaper}
                        checked={inPaper || picked.has(problem.id)}
                        onChange={(event) => toggle(problem, event.target.checked)}
                        aria-label={`选择：${problem.summary}`}
                      >
                        <div>{problem.summary || '（无题干文字）'}</div>
                        <ProblemMeta problem={problem} />
                      </Checkbox>
                    </List.Item>
                  );
                }}
              />
              {list.totalCount > list.pageSize ? (
                <Pagination
                  size="small"
                  style={{ marginTop: 12, textAlign: 'right' }}
                  current={list.pageCurrent}
                  pageSize={list.pageSize}
                  total={list.totalCount}
                  showSizeChanger={false}
                  onChange={setPage}
                />
              ) : null}
            </>
          )
        }
      </QueryContent>
    </Modal>
  );
}
